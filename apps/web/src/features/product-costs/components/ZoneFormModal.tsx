import { useEffect } from 'react';
import { App, Col, Form, Input, Modal, Row, Select, Switch } from 'antd';
import {
  ZIP_CODE_TYPES,
  ZIP_CODE_TYPE_WORDS,
  ZIP_PROBLEM_WORDS,
  ZoneInput,
  parseZipCode,
  type Zone,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { parseWithSchema } from '../../../shared/forms/zodRules';
import { isApiError } from '../../../shared/http';
import { useCountryOptions, useSaveZone } from '../hooks/useProductCosts';
import { placeSaveError } from './saveErrors';

const FIELDS = [
  'countryCode',
  'zipCode',
  'zipCodeType',
  'areaBelongs',
  'deliveryPlace',
  'zipCodeFormat',
  'deliveryTimeType',
  'remark',
  'isRemote',
] as const;

interface Props {
  open: boolean;
  costId: number;
  /** null: create. */
  zone: Zone | null;
  defaultCountry?: string;
  onClose: () => void;
}

/** One zone row: the contract's rules, and the postcode read as the import reads it (ranges, US digits). */
export function ZoneFormModal({ open, costId, zone, defaultCountry, onClose }: Props) {
  const { t } = useTranslation('product-costs');
  const { t: tc } = useTranslation();
  const { rules, lang } = useZodRules(ZoneInput);
  const { message, notification } = App.useApp();
  const [form] = Form.useForm();
  const save = useSaveZone();
  const countries = useCountryOptions();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(zone ?? { countryCode: defaultCountry ?? 'US', zipCodeType: 'DELIVERY', isRemote: false });
  }, [open, zone, defaultCountry, form]);

  const submit = async () => {
    const values: Record<string, unknown> = await form.validateFields();
    const input = parseWithSchema(
      form,
      ZoneInput,
      { ...values, costId, ...(zone ? { id: zone.id } : {}) },
      lang,
      FIELDS,
    );
    if (!input) return;
    const zip = parseZipCode(input.countryCode, input.zipCode);
    if (!zip.ok) {
      form.setFields([{ name: 'zipCode', errors: [ZIP_PROBLEM_WORDS[zip.problem][lang]] }]);
      return;
    }
    try {
      await save.mutateAsync(input);
      void message.success(t('messages.saved'));
      onClose();
    } catch (e) {
      const placed = placeSaveError(form, e, FIELDS, {
        PRODUCT_COST_ZONE_TAKEN: 'zipCode',
        ZONE_ZIP_INVALID: 'zipCode',
        COUNTRY_UNKNOWN: 'countryCode',
      });
      if (!placed) notification.error({ title: isApiError(e) ? e.message : tc('http.serviceAbnormal'), duration: 5 });
    }
  };

  const text = (name: (typeof FIELDS)[number], max: number, extra?: string) => (
    <Form.Item name={name} label={t(`zones.${name as 'zipCode'}`)} rules={rules[name]} extra={extra}>
      <Input maxLength={max} data-testid={`zone-form-${name}`} />
    </Form.Item>
  );

  return (
    <Modal
      title={zone ? t('zones.editTitle') : t('zones.createTitle')}
      open={open}
      width={720}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={save.isPending}
      okText={tc('actions.save')}
      cancelText={tc('actions.cancel')}
      okButtonProps={testIdProps('zone-save')}
      forceRender
    >
      <Form form={form} name="zone-form" layout="vertical" autoComplete="off">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="countryCode" label={t('zones.country')} rules={rules.countryCode}>
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={countries.options}
                data-testid="zone-form-country"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {text('zipCode', 40, t('zones.zipHint'))}
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="zipCodeType" label={t('zones.zipCodeType')} rules={rules.zipCodeType}>
              <Select options={ZIP_CODE_TYPES.map((z) => ({ value: z, label: ZIP_CODE_TYPE_WORDS[z][lang] }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {text('areaBelongs', 32)}
          </Col>
          <Col xs={24} md={12}>
            {text('deliveryPlace', 100)}
          </Col>
          <Col xs={24} md={12}>
            {text('zipCodeFormat', 50)}
          </Col>
          <Col xs={24} md={12}>
            {text('deliveryTimeType', 50)}
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="isRemote" label={t('zones.isRemote')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={t('zones.remark')} rules={rules.remark}>
              <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
