import { Button, Col, Form, Input, Row, Select, Space, Typography } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  BUSINESS_TYPES,
  CARRY_BAND_PROBLEM_WORDS,
  COST_WORDS,
  ProductCostInput,
  WEIGHT_CARRY_RULES,
  carryBandsProblem,
  type ProductCost,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { useOwnerOptions, useSaveCost } from '../hooks/useProductCosts';

const FIELDS = [
  'code',
  'name',
  'mainName',
  'description',
  'businessType',
  'currency',
  'weightCarryRule',
  'customWeightRule',
  'ownerId',
] as const;

interface Props {
  open: boolean;
  /** null: create. */
  cost: ProductCost | null;
  /** The platform chooses the owner. */
  chooseOwner: boolean;
  onClose: () => void;
}

interface Values {
  code?: string;
  weightCarryRule?: string;
  customWeightRule?: { upTo?: string | null; step?: string }[];
  ownerId?: string;
  [key: string]: unknown;
}

/** Create or edit a cost's basic info with the contract's rules (ProductCostInput); custom bands on submit. */
export function CostFormModal({ open, cost, chooseOwner, onClose }: Props) {
  const { t } = useTranslation('product-costs');
  const { rules, lang } = useZodRules(ProductCostInput);
  const [form] = Form.useForm<Values>();
  const save = useSaveCost();
  const owners = useOwnerOptions(chooseOwner && open);
  const rule = Form.useWatch('weightCarryRule', form);

  return (
    <FormModal
      title={cost ? t('form.editTitle') : t('form.createTitle')}
      open={open}
      width={720}
      name="cost-form"
      form={form}
      schema={ProductCostInput}
      fields={FIELDS}
      initialValues={
        cost
          ? { ...cost, ownerId: String(cost.ownerId), customWeightRule: cost.customWeightRule }
          : { businessType: 'EXPRESS', currency: 'CNY', weightCarryRule: '0.5', customWeightRule: [] }
      }
      resetKey={cost}
      toInput={(values: Values) => {
        const bands = (values.customWeightRule ?? []).map((b) => ({
          upTo: b.upTo ? b.upTo : null,
          step: b.step ?? '',
        }));
        return {
          ...values,
          customWeightRule: values.weightCarryRule === 'CUSTOM' ? bands : [],
          ownerId: values.ownerId ? Number(values.ownerId) : undefined,
          ...(cost ? { id: cost.id } : {}),
        };
      }}
      check={(input) => {
        const problem = input.weightCarryRule === 'CUSTOM' ? carryBandsProblem(input.customWeightRule) : null;
        if (!problem) return null;
        const words = CARRY_BAND_PROBLEM_WORDS[problem.kind][lang].replace('{row}', String(problem.row + 1));
        return { field: 'weightCarryRule', message: words };
      }}
      onSubmit={(input) => save.mutateAsync(input)}
      successMessage={cost ? t('messages.saved') : t('messages.created')}
      errorFields={{
        PRODUCT_COST_CODE_TAKEN: 'code',
        CARRY_RULE_INVALID: 'weightCarryRule',
        PRODUCT_COST_OWNER_INVALID: 'ownerId',
      }}
      onClose={onClose}
      saveTestId="cost-save"
      testId="cost-modal"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="code" label={t('cost.code')} rules={rules.code} extra={t('form.codeHint')}>
            <Input maxLength={32} data-testid="cost-form-code" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('cost.name')} rules={rules.name}>
            <Input maxLength={100} data-testid="cost-form-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="mainName" label={t('cost.mainName')} rules={rules.mainName}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="businessType" label={t('cost.businessType')} rules={rules.businessType}>
            <Select options={BUSINESS_TYPES.map((b) => ({ value: b, label: t(`businessTypes.${b}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="currency" label={t('cost.currency')} rules={rules.currency}>
            <Input maxLength={3} data-testid="cost-form-currency" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="weightCarryRule" label={t('cost.weightCarryRule')} rules={rules.weightCarryRule}>
            <Select
              data-testid="cost-form-rule"
              options={WEIGHT_CARRY_RULES.map((r) => ({ value: r, label: COST_WORDS.weightCarryRule[r][lang] }))}
            />
          </Form.Item>
        </Col>
        {rule === 'CUSTOM' ? (
          <Col span={24}>
            <Typography.Text type="secondary">{t('form.customHint')}</Typography.Text>
            <Form.List name="customWeightRule">
              {(rows, { add, remove }) => (
                <>
                  {rows.map((row, i) => (
                    <Space key={row.key} align="baseline" wrap style={{ display: 'flex', marginTop: 8 }}>
                      <Form.Item name={[row.name, 'upTo']} label={t('form.upTo')} style={{ marginBottom: 0 }}>
                        <Input
                          style={{ width: 120 }}
                          placeholder={t('form.openBand')}
                          data-testid={`cost-form-band-upTo-${i}`}
                        />
                      </Form.Item>
                      <Form.Item name={[row.name, 'step']} label={t('form.step')} style={{ marginBottom: 0 }}>
                        <Input style={{ width: 100 }} data-testid={`cost-form-band-step-${i}`} />
                      </Form.Item>
                      <Button
                        type="text"
                        icon={<MinusCircleOutlined />}
                        aria-label={t('actions.removeBand')}
                        onClick={() => remove(row.name)}
                      />
                    </Space>
                  ))}
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    style={{ marginTop: 8, marginBottom: 16 }}
                    onClick={() => add({ upTo: '', step: '' })}
                    data-testid="cost-form-band-add"
                  >
                    {t('actions.addBand')}
                  </Button>
                </>
              )}
            </Form.List>
          </Col>
        ) : null}
        {chooseOwner ? (
          <Col xs={24} md={12}>
            <Form.Item name="ownerId" label={t('cost.owner')} extra={t('form.ownerHint')}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                options={owners.options}
                loading={owners.isLoading}
                data-testid="cost-form-owner"
              />
            </Form.Item>
          </Col>
        ) : null}
        <Col span={24}>
          <Form.Item name="description" label={t('cost.description')} rules={rules.description}>
            <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
