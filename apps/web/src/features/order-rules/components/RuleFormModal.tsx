import { useMemo } from 'react';
import { Col, Divider, Form, Input, Row, Select, Switch, type FormRule } from 'antd';
import {
  OrderRuleConditions,
  OrderRuleInput,
  REQUIRED_FIELD_NAMES,
  requiredFieldName,
  validationMessage,
  type OrderRule,
  type OrderRuleGroup,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { useProductOptions, useSaveRule, useStrategyOptions } from '../hooks/useOrderRules';
import { ConditionInputs } from './ConditionInputs';
import {
  EMPTY_RULE,
  formFieldOf,
  fromRule,
  parameterOf,
  RULE_FIELDS,
  toRuleInput,
  type RuleFormValues,
} from './ruleForm';

/** Server refusals that concern one field. */
const REFUSAL_FIELDS: Record<string, string> = {
  ORDER_RULE_TARGET_PRODUCT_UNKNOWN: 'targetProductId',
  ORDER_RULE_PRODUCTS_UNKNOWN: 'productIds',
  ORDER_RULE_CUSTOMERS_UNKNOWN: 'customerIds',
  ORDER_RULE_POSTCODE_GROUPS_UNKNOWN: 'postcodeGroupIds',
  ORDER_RULE_COUNTRIES_UNKNOWN: 'countries',
};

interface Props {
  /** The group a new rule goes to, or the edited rule's. */
  group: OrderRuleGroup | null;
  /** null: a new rule. */
  rule: OrderRule | null;
  open: boolean;
  onClose: () => void;
}

/** Create or edit a rule: its strategy and the parameter it needs, then its conditions. */
export function RuleFormModal({ group, rule, open, onClose }: Props) {
  const { t } = useTranslation('order-rules');
  const { rules, lang } = useZodRules(OrderRuleInput);
  const { rules: conditionRules } = useZodRules(OrderRuleConditions);
  const [form] = Form.useForm<RuleFormValues>();
  const save = useSaveRule();
  const strategies = useStrategyOptions();
  const products = useProductOptions();
  const strategy = Form.useWatch('strategyType', form);
  const parameter = parameterOf(strategy);
  const required: FormRule = { required: true, message: validationMessage('required', lang) };
  const fieldOptions = useMemo(
    () => REQUIRED_FIELD_NAMES.map((f) => ({ label: requiredFieldName(f, lang), value: f })),
    [lang],
  );

  return (
    <FormModal
      title={rule ? t('form.editRuleTitle') : t('form.createRuleTitle', { group: group?.name ?? '' })}
      open={open}
      width={820}
      name="order-rule-form"
      form={form}
      schema={OrderRuleInput}
      fields={RULE_FIELDS}
      fieldOf={formFieldOf}
      initialValues={rule ? fromRule(rule) : EMPTY_RULE}
      resetKey={rule}
      toInput={(values) => toRuleInput(values as unknown as RuleFormValues, group?.id ?? 0, rule?.id)}
      onSubmit={(input) => save.mutateAsync(input)}
      successMessage={rule ? t('messages.ruleSaved') : t('messages.ruleCreated')}
      errorFields={REFUSAL_FIELDS}
      onClose={onClose}
      saveTestId="order-rule-save"
      testId="order-rule-modal"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('rule.name')} rules={rules.name}>
            <Input maxLength={100} data-testid="order-rule-form-name" />
          </Form.Item>
        </Col>
        <Col xs={16} md={8}>
          <Form.Item name="strategyType" label={t('rule.strategy')} rules={rules.strategyType}>
            <Select
              options={strategies.options}
              loading={strategies.isLoading}
              data-testid="order-rule-form-strategy"
            />
          </Form.Item>
        </Col>
        <Col xs={8} md={4}>
          <Form.Item name="enabled" label={t('form.enabled')} valuePropName="checked">
            <Switch data-testid="order-rule-form-enabled" />
          </Form.Item>
        </Col>
      </Row>
      <Divider titlePlacement="start" plain>
        {t('form.effect')}
      </Divider>
      {/* All three stay mounted (registered with the form); the strategy decides which shows and is required. */}
      <Form.Item
        name="message"
        label={t('rule.message')}
        hidden={parameter !== 'message'}
        rules={parameter === 'message' ? [required, ...rules.message] : []}
      >
        <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} data-testid="order-rule-form-message" />
      </Form.Item>
      <Form.Item
        name="targetProductId"
        label={t('rule.targetProduct')}
        hidden={parameter !== 'targetProductId'}
        rules={parameter === 'targetProductId' ? [required] : []}
      >
        <Select
          allowClear
          loading={products.isLoading}
          options={products.options}
          showSearch={{ optionFilterProp: 'label' }}
          data-testid="order-rule-form-target"
        />
      </Form.Item>
      <Form.Item
        name="requiredFields"
        label={t('rule.requiredFields')}
        hidden={parameter !== 'requiredFields'}
        rules={parameter === 'requiredFields' ? [required] : []}
      >
        <Select mode="multiple" options={fieldOptions} data-testid="order-rule-form-fields" />
      </Form.Item>
      {parameter === null ? <p style={{ marginTop: 0 }}>{t('rule.hold')}</p> : null}
      <Divider titlePlacement="start" plain>
        {t('form.conditions')}
      </Divider>
      <ConditionInputs rules={conditionRules} rule={rule} />
      <Form.Item name="remark" label={t('rule.remark')} rules={rules.remark}>
        <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} />
      </Form.Item>
    </FormModal>
  );
}
