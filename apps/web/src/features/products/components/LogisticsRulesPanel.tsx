import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { LogisticsRuleInput, type LogisticsRule } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { DropdownSelect } from '../../../shared/dropdowns';
import { productsApi } from '../api/productsApi';
import { useLogisticsServices } from '../hooks/useProducts';
import { RuleTable } from './RuleTable';

/** Which last-mile service carries a parcel: by countries, postcode prefixes and weight; highest priority wins. */
export function LogisticsRulesPanel({ productId, readOnly }: { productId: number; readOnly: boolean }) {
  const { t } = useTranslation('products');
  const services = useLogisticsServices();
  return (
    <RuleTable<typeof LogisticsRuleInput, LogisticsRule>
      kind="logistics-rule"
      productId={productId}
      readOnly={readOnly}
      schema={LogisticsRuleInput}
      title={t('configs.logisticsTitle')}
      addLabel={t('configs.addRule')}
      load={productsApi.logisticsRules}
      save={productsApi.saveLogisticsRule}
      remove={(r) => productsApi.deleteLogisticsRule(r.productId, r.id)}
      defaults={{ weightMin: '0', weightMax: '0', priority: 0, enabled: true, countryCodes: [], zipPrefixes: [] }}
      conflicts={{ PRODUCT_COUNTRY_UNKNOWN: 'countryCodes' }}
      columns={[
        { key: 'name', title: t('configs.logisticsName'), dataIndex: 'name', ellipsis: true },
        {
          key: 'countries',
          title: t('configs.countryCodes'),
          ellipsis: true,
          render: (_, r) => r.countryCodes.join(', ') || '*',
        },
        {
          key: 'zip',
          title: t('configs.zipPrefixes'),
          ellipsis: true,
          render: (_, r) => r.zipPrefixes.join(', ') || '*',
        },
        {
          key: 'weight',
          title: t('configs.weightMin'),
          width: 120,
          render: (_, r) => `${r.weightMin}-${r.weightMax === '0.000' ? '∞' : r.weightMax}`,
        },
        { key: 'service', title: t('configs.serviceCode'), dataIndex: 'serviceCode', width: 120 },
        { key: 'priority', title: t('configs.priority'), dataIndex: 'priority', width: 80 },
      ]}
      fields={(rules) => (
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="name" label={t('configs.logisticsName')} rules={rules.name}>
              <Input maxLength={50} data-testid="logistics-rule-name" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="serviceCode" label={t('configs.serviceCode')} rules={rules.serviceCode}>
              <Select options={services} data-testid="logistics-rule-service" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="countryCodes" label={t('configs.countryCodes')} rules={rules.countryCodes}>
              <DropdownSelect name="regionLists" mode="multiple" maxTagCount="responsive" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="zipPrefixes" label={t('configs.zipPrefixes')} rules={rules.zipPrefixes}>
              <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', ' ']} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name="weightMin" label={t('configs.weightMin')} rules={rules.weightMin}>
              <InputNumber stringMode min="0" step="0.001" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={8}>
            <Form.Item name="weightMax" label={t('configs.weightMax')} rules={rules.weightMax}>
              <InputNumber stringMode min="0" step="0.001" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={4}>
            <Form.Item name="priority" label={t('configs.priority')} rules={rules.priority}>
              <InputNumber precision={0} min={0} max={9999} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} sm={4}>
            <Form.Item name="enabled" label={t('configs.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      )}
    />
  );
}
