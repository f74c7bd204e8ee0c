import { Alert, Checkbox, Col, Drawer, Form, Input, InputNumber, Row, Select, Switch, Tabs } from 'antd';
import {
  ConsigneeConfigInput,
  EDITABLE_ORDER_FIELDS,
  EDITABLE_UNTIL,
  ORDER_CHANNELS,
  OrderEditParamInput,
  PreRecordingAmountInput,
  SupportConfigInput,
  type Product,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { productsApi } from '../api/productsApi';
import { ApiRulesPanel } from './ApiRulesPanel';
import { ConfigForm } from './ConfigForm';
import { LabelSettingsPanel } from './LabelSettingsPanel';
import { LogisticsRulesPanel } from './LogisticsRulesPanel';

interface Props {
  product: Product | null;
  /** The caller may change the product's configurations (else they show read-only). */
  canEdit: boolean;
  /** Label settings are also the cost's supplier's to change. */
  canEditLabels?: boolean;
  onClose: () => void;
}

const half = { xs: 24, sm: 12 };
const third = { xs: 12, sm: 8 };

/** A product's configurations, one tab each: support, consignee, order edits, API validation, logistics, labels. */
export function ConfigsDrawer({ product, canEdit, canEditLabels = canEdit, onClose }: Props) {
  const { t } = useTranslation('products');
  const switchItem = (name: string, label: string) => (
    <Col {...third} key={name}>
      <Form.Item name={name} label={label} valuePropName="checked">
        <Switch data-testid={`config-${name}`} />
      </Form.Item>
    </Col>
  );

  const tabs = product
    ? [
        {
          key: 'support',
          label: t('configs.tabs.support'),
          children: (
            <ConfigForm
              kind="support"
              productId={product.id}
              schema={SupportConfigInput}
              load={productsApi.support}
              save={productsApi.saveSupport}
              readOnly={!canEdit}
            >
              {(rules) => (
                <Row gutter={16}>
                  <Col span={24}>
                    <Form.Item name="orderChannels" label={t('configs.orderChannels')} rules={rules.orderChannels}>
                      <Checkbox.Group
                        options={ORDER_CHANNELS.map((v) => ({ value: v, label: t(`configs.channel.${v}`) }))}
                      />
                    </Form.Item>
                  </Col>
                  {switchItem('supportBattery', t('configs.supportBattery'))}
                  {switchItem('supportLiquid', t('configs.supportLiquid'))}
                  {switchItem('supportMagnetic', t('configs.supportMagnetic'))}
                  {switchItem('supportInsurance', t('configs.supportInsurance'))}
                  {switchItem('supportMultiBox', t('configs.supportMultiBox'))}
                  <Col {...third}>
                    <Form.Item
                      name="maxBoxes"
                      label={t('configs.maxBoxes')}
                      rules={rules.maxBoxes}
                      extra={t('form.unlimitedHint')}
                    >
                      <InputNumber precision={0} min={0} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  <Col span={24}>
                    <Form.Item name="remark" label={t('configs.remark')} rules={rules.remark}>
                      <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
                    </Form.Item>
                  </Col>
                </Row>
              )}
            </ConfigForm>
          ),
        },
        {
          key: 'consignee',
          label: t('configs.tabs.consignee'),
          children: (
            <ConfigForm
              kind="consignee"
              productId={product.id}
              schema={ConsigneeConfigInput}
              load={productsApi.consignee}
              save={productsApi.saveConsignee}
              readOnly={!canEdit}
            >
              {(rules) => (
                <Row gutter={16}>
                  {(
                    [
                      'phoneRequired',
                      'emailRequired',
                      'provinceRequired',
                      'zipCodeRequired',
                      'customsNoRequired',
                      'idCardRequired',
                      'houseNumberRequired',
                      'vatRequired',
                      'eoriRequired',
                    ] as const
                  ).map((name) => switchItem(name, t(`configs.${name}`)))}
                  <Col {...half}>
                    <Form.Item name="nameMaxLength" label={t('configs.nameMaxLength')} rules={rules.nameMaxLength}>
                      <InputNumber
                        precision={0}
                        min={1}
                        max={200}
                        style={{ width: '100%' }}
                        data-testid="config-nameMaxLength"
                      />
                    </Form.Item>
                  </Col>
                  <Col {...half}>
                    <Form.Item
                      name="addressMaxLength"
                      label={t('configs.addressMaxLength')}
                      rules={rules.addressMaxLength}
                    >
                      <InputNumber precision={0} min={1} max={500} style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                </Row>
              )}
            </ConfigForm>
          ),
        },
        {
          key: 'orderEdit',
          label: t('configs.tabs.orderEdit'),
          children: (
            <>
              <ConfigForm
                kind="orderEdit"
                productId={product.id}
                schema={OrderEditParamInput}
                load={productsApi.orderEdit}
                save={productsApi.saveOrderEdit}
                readOnly={!canEdit}
              >
                {(rules) => (
                  <Row gutter={16}>
                    <Col span={24}>
                      <Form.Item name="editableFields" label={t('configs.editableFields')} rules={rules.editableFields}>
                        <Checkbox.Group
                          options={EDITABLE_ORDER_FIELDS.map((v) => ({ value: v, label: t(`configs.editable.${v}`) }))}
                        />
                      </Form.Item>
                    </Col>
                    <Col {...half}>
                      <Form.Item name="editableUntil" label={t('configs.editableUntil')} rules={rules.editableUntil}>
                        <Select options={EDITABLE_UNTIL.map((v) => ({ value: v, label: t(`configs.until.${v}`) }))} />
                      </Form.Item>
                    </Col>
                    {switchItem('allowCancel', t('configs.allowCancel'))}
                  </Row>
                )}
              </ConfigForm>
              <div style={{ marginTop: 24 }}>
                <ConfigForm
                  kind="preRecording"
                  productId={product.id}
                  schema={PreRecordingAmountInput}
                  load={async () => ({ preRecordingAmount: product.preRecordingAmount })}
                  save={(input) => productsApi.savePreRecording(input.productId, input.preRecordingAmount)}
                  readOnly={!canEdit}
                >
                  {(rules) => (
                    <Form.Item
                      name="preRecordingAmount"
                      label={t('configs.preRecordingAmount')}
                      rules={rules.preRecordingAmount}
                    >
                      <InputNumber
                        stringMode
                        min="0"
                        step="0.01"
                        style={{ width: 200 }}
                        data-testid="config-preRecordingAmount"
                      />
                    </Form.Item>
                  )}
                </ConfigForm>
              </div>
            </>
          ),
        },
        {
          key: 'apiRules',
          label: t('configs.tabs.apiRules'),
          children: <ApiRulesPanel productId={product.id} readOnly={!canEdit} />,
        },
        {
          key: 'logistics',
          label: t('configs.tabs.logistics'),
          children: <LogisticsRulesPanel productId={product.id} readOnly={!canEdit} />,
        },
        {
          key: 'labels',
          label: t('configs.tabs.labels'),
          children: <LabelSettingsPanel productId={product.id} readOnly={!canEditLabels} />,
        },
      ]
    : [];

  return (
    <Drawer
      open={!!product}
      onClose={onClose}
      size="min(860px, 100vw)"
      title={product ? t('configs.title', { code: product.code }) : ''}
      destroyOnHidden
      data-testid="product-configs-drawer"
    >
      {product && !canEdit ? (
        <Alert type="info" showIcon title={t('configs.readOnly')} style={{ marginBottom: 12 }} />
      ) : null}
      <Tabs items={tabs} destroyOnHidden />
    </Drawer>
  );
}
