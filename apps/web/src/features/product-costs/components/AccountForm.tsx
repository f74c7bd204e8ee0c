import { useEffect } from 'react';
import { App, Button, Col, Descriptions, Form, Input, Row, Select, Space, Switch } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { ProductCostAccountInput, type ProductCostAccount } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { parseWithSchema } from '../../../shared/forms/zodRules';
import { isApiError } from '../../../shared/http';
import { useCountryOptions, useDockModels, useProviderOptions, useSaveAccount } from '../hooks/useProductCosts';
import { placeRefusal } from '../../../shared/forms/placeRefusal';

const FIELDS = [
  'serviceCode',
  'logisticsProviderName',
  'dockingProviderId',
  'dockModelId',
  'includeClearance',
  'trackType',
  'sync',
  'finalLogisticsName',
  'tracknetCode',
  'countryCode',
  'dpSupplementProps',
] as const;

interface Props {
  costId: number;
  account: ProductCostAccount | null;
  canEdit: boolean;
}

/** The cost's account: the docking provider, then one of its dock models, and the carrier settings. */
export function AccountForm({ costId, account, canEdit }: Props) {
  const { t } = useTranslation('product-costs');
  const { t: tc } = useTranslation();
  const { rules, lang } = useZodRules(ProductCostAccountInput);
  const { message, notification } = App.useApp();
  const [form] = Form.useForm();
  const save = useSaveAccount();
  const providers = useProviderOptions();
  const countries = useCountryOptions();
  const providerId = Form.useWatch('dockingProviderId', form) as number | null | undefined;
  const modelId = Form.useWatch('dockModelId', form) as number | null | undefined;
  const { models, isLoading } = useDockModels(providerId);
  const model = models.find((m) => m.id === modelId);

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(account ?? { sync: true, includeClearance: false, dpSupplementProps: [] });
  }, [account, form]);

  const submit = async () => {
    const values: Record<string, unknown> = await form.validateFields();
    const input = parseWithSchema(
      form,
      ProductCostAccountInput,
      { ...values, dockingProviderId: values.dockingProviderId ?? null, dockModelId: values.dockModelId ?? null },
      lang,
      FIELDS,
    );
    if (!input) return;
    try {
      await save.mutateAsync({ costId, input });
      void message.success(t('messages.saved'));
    } catch (e) {
      const placed = placeRefusal(form, e, FIELDS, {
        DOCK_MODEL_PROVIDER_MISMATCH: 'dockModelId',
        DOCK_MODEL_NOT_FOUND: 'dockModelId',
        DOCKING_PROVIDER_NOT_FOUND: 'dockingProviderId',
      });
      if (!placed) notification.error({ title: isApiError(e) ? e.message : tc('http.serviceAbnormal'), duration: 5 });
    }
  };

  const text = (name: (typeof FIELDS)[number], max: number) => (
    <Form.Item name={name} label={t(`account.${name as 'serviceCode'}`)} rules={rules[name]}>
      <Input maxLength={max} disabled={!canEdit} data-testid={`account-${name}`} />
    </Form.Item>
  );

  return (
    <Form form={form} name="account-form" layout="vertical" autoComplete="off" data-testid="account-form">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="dockingProviderId" label={t('account.dockingProvider')}>
            <Select
              allowClear
              disabled={!canEdit}
              options={providers.options.map((p) => ({ value: p.id, label: p.label }))}
              loading={providers.isLoading}
              onChange={() => form.setFieldValue('dockModelId', null)}
              data-testid="account-provider"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="dockModelId" label={t('account.dockModel')}>
            <Select
              allowClear
              disabled={!canEdit || !providerId}
              options={models.map((m) => ({ value: m.id, label: `${m.name} (${m.serviceCode})` }))}
              loading={isLoading}
              data-testid="account-model"
            />
          </Form.Item>
        </Col>
        {model ? (
          <Col span={24}>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 3 }}
              style={{ marginBottom: 16 }}
              items={[
                { key: 'attribute', label: t('account.attribute'), children: model.attributeI18n || '-' },
                { key: 'pre', label: t('account.usePreRecordedType'), children: model.usePreRecordedType },
                { key: 'names', label: t('account.logisticsNames'), children: model.logisticsNames.join(', ') || '-' },
              ]}
            />
          </Col>
        ) : null}
        <Col xs={24} md={12}>
          {text('serviceCode', 64)}
        </Col>
        <Col xs={24} md={12}>
          {text('logisticsProviderName', 100)}
        </Col>
        <Col xs={24} md={12}>
          {text('finalLogisticsName', 100)}
        </Col>
        <Col xs={24} md={12}>
          {text('tracknetCode', 64)}
        </Col>
        <Col xs={24} md={12}>
          {text('trackType', 32)}
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="countryCode" label={t('account.countryCode')} rules={rules.countryCode}>
            <Select
              allowClear
              disabled={!canEdit}
              showSearch={{ optionFilterProp: 'label' }}
              options={countries.options}
              data-testid="account-country"
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="includeClearance" label={t('account.includeClearance')} valuePropName="checked">
            <Switch disabled={!canEdit} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="sync" label={t('account.sync')} valuePropName="checked">
            <Switch disabled={!canEdit} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item label={t('account.props')} style={{ marginBottom: 8 }}>
            <Form.List name="dpSupplementProps">
              {(rows, { add, remove }) => (
                <>
                  {rows.map((row) => (
                    <Space key={row.key} align="baseline" wrap style={{ display: 'flex' }}>
                      <Form.Item name={[row.name, 'key']} style={{ marginBottom: 8 }}>
                        <Input
                          placeholder={t('account.propKey')}
                          maxLength={64}
                          disabled={!canEdit}
                          style={{ width: 160 }}
                        />
                      </Form.Item>
                      <Form.Item name={[row.name, 'value']} style={{ marginBottom: 8 }}>
                        <Input
                          placeholder={t('account.propValue')}
                          maxLength={500}
                          disabled={!canEdit}
                          style={{ width: 220 }}
                        />
                      </Form.Item>
                      {canEdit ? (
                        <Button
                          type="text"
                          icon={<MinusCircleOutlined />}
                          aria-label={tc('actions.delete')}
                          onClick={() => remove(row.name)}
                        />
                      ) : null}
                    </Space>
                  ))}
                  {canEdit ? (
                    <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ key: '', value: '' })}>
                      {t('actions.addProp')}
                    </Button>
                  ) : null}
                </>
              )}
            </Form.List>
          </Form.Item>
        </Col>
      </Row>
      {canEdit ? (
        <Button
          type="primary"
          loading={save.isPending}
          onClick={() => void submit().catch(() => undefined)}
          data-testid="account-save"
        >
          {tc('actions.save')}
        </Button>
      ) : null}
    </Form>
  );
}
