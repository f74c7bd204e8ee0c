import { Col, Form, Input, Row, Select, Tag } from 'antd';
import { LABEL_REQUEST_RULES, LabelSettingInput, PRINT_LABEL_TYPES, type LabelSetting } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { productsApi } from '../api/productsApi';
import { RuleTable } from './RuleTable';

/** A product's label settings, one per label template: print type and synchronous or asynchronous requests. */
export function LabelSettingsPanel({ productId, readOnly }: { productId: number; readOnly: boolean }) {
  const { t } = useTranslation('products');
  return (
    <RuleTable<typeof LabelSettingInput, LabelSetting>
      kind="label-setting"
      productId={productId}
      readOnly={readOnly}
      schema={LabelSettingInput}
      title={t('configs.addLabel')}
      addLabel={t('configs.addLabel')}
      load={productsApi.labels}
      save={productsApi.saveLabel}
      defaults={{ labelId: 'STANDARD', customerPrintLabelType: 'PDF_10x10', reqDeliveryLabelRule: 'SYNC' }}
      columns={[
        { key: 'labelId', title: t('configs.labelId'), dataIndex: 'labelId', ellipsis: true },
        { key: 'print', title: t('configs.printType'), dataIndex: 'customerPrintLabelType', width: 120 },
        {
          key: 'request',
          title: t('configs.requestRule'),
          width: 120,
          render: (_, r) => (
            <Tag color={r.reqDeliveryLabelRule === 'SYNC' ? 'blue' : 'orange'}>
              {t(`configs.request.${r.reqDeliveryLabelRule}`)}
            </Tag>
          ),
        },
        { key: 'updatedAt', title: t('fields.updatedAt'), width: 150, render: (_, r) => formatDateTime(r.updatedAt) },
      ]}
      fields={(rules) => (
        <Row gutter={12}>
          <Col span={24}>
            <Form.Item name="labelId" label={t('configs.labelId')} rules={rules.labelId} extra={t('configs.labelHint')}>
              <Input maxLength={64} data-testid="label-setting-labelId" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="customerPrintLabelType"
              label={t('configs.printType')}
              rules={rules.customerPrintLabelType}
            >
              <Select
                options={PRINT_LABEL_TYPES.map((v) => ({ value: v, label: v.replace('_', ' ') }))}
                data-testid="label-setting-print"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="reqDeliveryLabelRule" label={t('configs.requestRule')} rules={rules.reqDeliveryLabelRule}>
              <Select options={LABEL_REQUEST_RULES.map((v) => ({ value: v, label: t(`configs.request.${v}`) }))} />
            </Form.Item>
          </Col>
        </Row>
      )}
    />
  );
}
