import { Col, Form, Input, InputNumber, Row, Select, Switch, Tag } from 'antd';
import { API_VALIDATE_FIELDS, API_VALIDATE_RULES, ApiValidateInput, type ApiValidate } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { productsApi } from '../api/productsApi';
import { RuleTable } from './RuleTable';

/** Validation rules for orders sent through the API: field, rule (required, pattern, length), message. */
export function ApiRulesPanel({ productId, readOnly }: { productId: number; readOnly: boolean }) {
  const { t } = useTranslation('products');
  return (
    <RuleTable<typeof ApiValidateInput, ApiValidate>
      kind="api-rule"
      productId={productId}
      readOnly={readOnly}
      schema={ApiValidateInput}
      title={t('configs.ruleTitle')}
      addLabel={t('configs.addRule')}
      load={productsApi.apiRules}
      save={productsApi.saveApiRule}
      remove={(r) => productsApi.deleteApiRule(r.id)}
      defaults={{ rule: 'REQUIRED', enabled: true }}
      conflicts={{ PRODUCT_RULE_TAKEN: 'rule' }}
      columns={[
        { key: 'field', title: t('configs.field'), dataIndex: 'field', width: 160 },
        {
          key: 'rule',
          title: t('configs.rule'),
          width: 100,
          render: (_, r) => <Tag>{t(`configs.ruleKind.${r.rule}`)}</Tag>,
        },
        {
          key: 'detail',
          title: t('configs.pattern'),
          ellipsis: true,
          render: (_, r) =>
            r.rule === 'REGEX' ? r.pattern : r.rule === 'LENGTH' ? `${r.minLength ?? 0}-${r.maxLength ?? ''}` : '',
        },
        { key: 'message', title: t('configs.message'), dataIndex: 'message', ellipsis: true },
        { key: 'enabled', title: t('configs.enabled'), width: 80, render: (_, r) => (r.enabled ? '✓' : '-') },
      ]}
      fields={(rules) => (
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="field" label={t('configs.field')} rules={rules.field}>
              <Select
                showSearch
                options={API_VALIDATE_FIELDS.map((v) => ({ value: v, label: v }))}
                data-testid="api-rule-field"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="rule" label={t('configs.rule')} rules={rules.rule}>
              <Select
                options={API_VALIDATE_RULES.map((v) => ({ value: v, label: t(`configs.ruleKind.${v}`) }))}
                data-testid="api-rule-rule"
              />
            </Form.Item>
          </Col>
          <Form.Item noStyle shouldUpdate={(a, b) => a.rule !== b.rule}>
            {({ getFieldValue }) =>
              getFieldValue('rule') === 'REGEX' ? (
                <Col span={24}>
                  <Form.Item name="pattern" label={t('configs.pattern')} rules={rules.pattern}>
                    <Input maxLength={200} data-testid="api-rule-pattern" />
                  </Form.Item>
                </Col>
              ) : getFieldValue('rule') === 'LENGTH' ? (
                <>
                  <Col xs={12}>
                    <Form.Item name="minLength" label={t('configs.minLength')} rules={rules.minLength}>
                      <InputNumber precision={0} min={0} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col xs={12}>
                    <Form.Item name="maxLength" label={t('configs.maxLength')} rules={rules.maxLength}>
                      <InputNumber precision={0} min={1} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                </>
              ) : null
            }
          </Form.Item>
          <Col span={24}>
            <Form.Item name="message" label={t('configs.message')} rules={rules.message}>
              <Input maxLength={200} data-testid="api-rule-message" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="enabled" label={t('configs.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      )}
    />
  );
}
