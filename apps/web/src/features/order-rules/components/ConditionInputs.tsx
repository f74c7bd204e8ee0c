import { useMemo, useState } from 'react';
import { Col, Form, Input, Row, Select, type FormRule } from 'antd';
import type { Option, OrderRule } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { DropdownSelect } from '../../../shared/dropdowns';
import { useCustomerOptions, usePostcodeGroupOptions, useProductOptions } from '../hooks/useOrderRules';
import type { CONDITION_FIELDS } from './ruleForm';

type ConditionRules = Record<(typeof CONDITION_FIELDS)[number], FormRule[]>;

const byLabel = (input: string, option?: { label?: unknown }) =>
  String(option?.label ?? '')
    .toLowerCase()
    .includes(input.trim().toLowerCase());

/** Options the rule already names first (so chosen values keep their labels), then the loaded ones. */
function merged(known: readonly Option[], loaded: readonly Option[]): Option[] {
  const seen = new Set(known.map((o) => o.value));
  return [...known, ...loaded.filter((o) => !seen.has(o.value))];
}

/** Customers are searched on the server as the user types (a platform may have many). */
function CustomerSelect({
  known,
  ...props
}: {
  known: readonly Option[];
  value?: string[];
  onChange?: (v: string[]) => void;
}) {
  const { t } = useTranslation('order-rules');
  const [keyword, setKeyword] = useState('');
  const customers = useCustomerOptions(keyword);
  const options = useMemo(() => merged(known, customers.options), [known, customers.options]);
  return (
    <Select
      {...props}
      mode="multiple"
      allowClear
      placeholder={t('rule.customersPlaceholder')}
      loading={customers.isFetching}
      options={options}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      data-testid="order-rule-form-customers"
    />
  );
}

/**
 * The condition inputs of the rule form: every one optional. Id lists come from selects as text and have no field
 * rules of their own; the whole request is checked against the contract on submit.
 */
export function ConditionInputs({ rules, rule }: { rules: ConditionRules; rule: OrderRule | null }) {
  const { t } = useTranslation('order-rules');
  const products = useProductOptions();
  const postcodeGroups = usePostcodeGroupOptions();
  const names = rule?.names;
  // A group the rule names but the list no longer offers still shows its name.
  const groupOptions = useMemo(() => {
    const offered = new Set(postcodeGroups.options.flatMap((g) => g.options.map((o) => o.value)));
    const extra = (names?.postcodeGroups ?? []).filter((o) => !offered.has(o.value));
    return extra.length
      ? [...postcodeGroups.options, { label: '-', title: '-', options: extra }]
      : postcodeGroups.options;
  }, [postcodeGroups.options, names?.postcodeGroups]);

  return (
    <Row gutter={16} align="bottom">
      <Col xs={24} md={12}>
        <Form.Item name="countries" label={t('rule.countries')} rules={rules.countries}>
          <DropdownSelect name="regionLists" mode="multiple" data-testid="order-rule-form-countries" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="postcodeGroupIds" label={t('rule.postcodeGroups')}>
          <Select
            mode="multiple"
            allowClear
            loading={postcodeGroups.isLoading}
            options={groupOptions}
            showSearch={{ filterOption: byLabel }}
            data-testid="order-rule-form-postcode-groups"
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="weightMin" label={t('rule.weightMin')} rules={rules.weightMin}>
          <Input inputMode="decimal" data-testid="order-rule-form-weight-min" />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="weightMax" label={t('rule.weightMax')} rules={rules.weightMax}>
          <Input inputMode="decimal" data-testid="order-rule-form-weight-max" />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="declaredValueMin" label={t('rule.declaredValueMin')} rules={rules.declaredValueMin}>
          <Input inputMode="decimal" />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="declaredValueMax" label={t('rule.declaredValueMax')} rules={rules.declaredValueMax}>
          <Input inputMode="decimal" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="customerIds" label={t('rule.customers')}>
          <CustomerSelect known={names?.customers ?? []} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="productIds" label={t('rule.products')}>
          <Select
            mode="multiple"
            allowClear
            loading={products.isLoading}
            options={merged(names?.products ?? [], products.options)}
            showSearch={{ filterOption: byLabel }}
            data-testid="order-rule-form-products"
          />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="keywords" label={t('rule.keywords')} rules={rules.keywords}>
          <Select
            mode="tags"
            open={false}
            suffixIcon={null}
            tokenSeparators={[',', '，']}
            placeholder={t('rule.keywordsPlaceholder')}
            data-testid="order-rule-form-keywords"
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
