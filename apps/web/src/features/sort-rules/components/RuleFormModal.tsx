import { Col, DatePicker, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  SORT_RULE_CODE_MAX,
  SORT_RULE_NAME_MAX,
  SORT_RULE_POSTCODE_MAX,
  SORT_RULE_TEXT_MAX,
  SORT_TYPES,
  SORT_TYPE_WORDS,
  SortRuleAdd,
  type SortRule,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { DropdownSelect } from '../../../shared/dropdowns';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { useSaveRule } from '../hooks/useSortRules';

const FIELDS = [
  'code',
  'name',
  'customerId',
  'endDistributionCenter',
  'executionWeight',
  'sortType',
  'destinations',
  'productCode',
  'machinable',
  'sortLevel',
  'cin',
  'cinrReadable',
  'weightMin',
  'weightMax',
  'postcodeFrom',
  'postcodeTo',
  'postcodeLength',
  'carrierCode',
  'level',
  'baggingRequirement',
  'validFrom',
  'validTo',
  'enabled',
  'bayNumber',
] as const;

const ERROR_FIELDS = {
  SORT_RULE_BAY_UNKNOWN: 'bayNumber',
  SORT_RULE_CODE_TAKEN: 'code',
  SORT_RULE_CUSTOMER_UNKNOWN: 'customerId',
} as const;

type Values = Record<string, unknown>;
type FieldName = (typeof FIELDS)[number];

const blank = (v: unknown) => (v === undefined || v === null || v === '' ? null : v);

function initialOf(rule: SortRule | null): Values {
  if (!rule) return { sortType: 'DISTRIBUTION_CENTER', level: 0, enabled: true, destinations: [] };
  return {
    ...Object.fromEntries(FIELDS.map((f) => [f, rule[f as keyof SortRule]])),
    customerId: rule.customerId === null ? undefined : String(rule.customerId),
    machinable: rule.machinable === null ? undefined : String(rule.machinable),
    validFrom: rule.validFrom ? dayjs(rule.validFrom) : undefined,
    validTo: rule.validTo ? dayjs(rule.validTo) : undefined,
  };
}

/** Add or change a sorting rule of the warehouse: every field of spec 000 §3. */
export function RuleFormModal(props: {
  open: boolean;
  warehouseId: number;
  rule: SortRule | null;
  onClose: () => void;
}) {
  const { open, warehouseId, rule, onClose } = props;
  const { t } = useTranslation('sort-rules');
  const lang = useLanguage();
  const { rules } = useZodRules(SortRuleAdd);
  const save = useSaveRule();
  const text = (name: FieldName, max = SORT_RULE_TEXT_MAX) => (
    <Col xs={24} md={8} key={name}>
      <Form.Item name={name} label={t(`fields.${name}`)} rules={rules[name as keyof typeof rules]}>
        <Input maxLength={max} data-testid={`sort-rule-form-${name}`} />
      </Form.Item>
    </Col>
  );
  const number = (name: FieldName) => (
    <Col xs={12} md={8} key={name}>
      <Form.Item name={name} label={t(`fields.${name}`)}>
        <InputNumber style={{ width: '100%' }} data-testid={`sort-rule-form-${name}`} />
      </Form.Item>
    </Col>
  );
  const time = (name: FieldName) => (
    <Col xs={24} md={8} key={name}>
      <Form.Item name={name} label={t(`fields.${name}`)}>
        <DatePicker showTime style={{ width: '100%' }} data-testid={`sort-rule-form-${name}`} />
      </Form.Item>
    </Col>
  );

  return (
    <FormModal
      title={rule ? t('form.editTitle') : t('form.createTitle')}
      open={open}
      width={960}
      name="sort-rule-form"
      schema={SortRuleAdd}
      fields={FIELDS}
      initialValues={initialOf(rule)}
      resetKey={rule ?? warehouseId}
      toInput={(v) => ({
        ...v,
        warehouseId,
        ...(rule ? { id: rule.id } : {}),
        customerId: blank(v.customerId) === null ? null : Number(v.customerId),
        machinable: blank(v.machinable) === null ? null : v.machinable === 'true',
        executionWeight: blank(v.executionWeight),
        weightMin: blank(v.weightMin),
        weightMax: blank(v.weightMax),
        postcodeFrom: blank(v.postcodeFrom),
        postcodeTo: blank(v.postcodeTo),
        postcodeLength: blank(v.postcodeLength),
        productCode: blank(v.productCode),
        carrierCode: blank(v.carrierCode),
        level: v.level ?? 0,
        validFrom: (v.validFrom as Dayjs | undefined)?.toISOString() ?? null,
        validTo: (v.validTo as Dayjs | undefined)?.toISOString() ?? null,
        destinations: ((v.destinations as string[] | undefined) ?? []).map((d) => d.trim().toUpperCase()),
      })}
      onSubmit={(input) => save.mutateAsync(input)}
      successMessage={rule ? t('messages.updated') : t('messages.created')}
      errorFields={ERROR_FIELDS}
      onClose={onClose}
      saveTestId="sort-rule-save"
      testId="sort-rule-modal"
    >
      <Row gutter={16}>
        {text('code', SORT_RULE_CODE_MAX)}
        {text('name', SORT_RULE_NAME_MAX)}
        <Col xs={24} md={8}>
          <Form.Item name="sortType" label={t('fields.sortType')}>
            <Select
              data-testid="sort-rule-form-sortType"
              options={SORT_TYPES.map((s) => ({ value: s, label: SORT_TYPE_WORDS[s][lang] }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="destinations" label={t('fields.destinations')} extra={t('form.destinationsHint')}>
            <Select mode="tags" tokenSeparators={[',', ' ']} open={false} data-testid="sort-rule-form-destinations" />
          </Form.Item>
        </Col>
        {text('postcodeFrom', SORT_RULE_POSTCODE_MAX)}
        {text('postcodeTo', SORT_RULE_POSTCODE_MAX)}
        {number('postcodeLength')}
        {text('weightMin', 20)}
        {text('weightMax', 20)}
        {text('productCode')}
        {text('carrierCode')}
        <Col xs={24} md={8}>
          <Form.Item name="customerId" label={t('fields.customerId')}>
            <DropdownSelect name="selectOption" allowClear showSearch optionFilterProp="label" />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="machinable" label={t('fields.machinable')}>
            <Select
              allowClear
              data-testid="sort-rule-form-machinable"
              options={[
                { value: 'true', label: t('values.yes') },
                { value: 'false', label: t('values.no') },
              ]}
            />
          </Form.Item>
        </Col>
        {number('level')}
        {number('bayNumber')}
        {text('endDistributionCenter')}
        {text('executionWeight', 20)}
        {text('sortLevel')}
        {text('cin')}
        {text('cinrReadable')}
        {text('baggingRequirement')}
        {time('validFrom')}
        {time('validTo')}
        <Col xs={12} md={8}>
          <Form.Item name="enabled" label={t('fields.enabled')} valuePropName="checked">
            <Switch data-testid="sort-rule-form-enabled" />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
