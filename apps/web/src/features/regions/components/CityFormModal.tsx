import { useEffect } from 'react';
import { App, Col, Form, Input, Modal, Row } from 'antd';
import { CityInput, type City } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { parseWithSchema } from '../../../shared/forms/zodRules';
import { isApiError } from '../../../shared/http';
import { useSaveCity } from '../hooks/useRegions';
import { CountryOptionSelect } from './CountryOptionSelect';
import { placeSaveError } from './saveErrors';

const FIELDS = [
  'countryCode',
  'provinceCode',
  'provinceName',
  'provinceNameEn',
  'code',
  'name',
  'nameEn',
  'description',
] as const;

interface Props {
  open: boolean;
  /** null: create. */
  city: City | null;
  defaultCountry?: string;
  onClose: () => void;
}

export function CityFormModal({ open, city, defaultCountry, onClose }: Props) {
  const { t } = useTranslation('regions');
  const { t: tc } = useTranslation();
  const { rules, lang } = useZodRules(CityInput);
  const { message, notification } = App.useApp();
  const [form] = Form.useForm();
  const save = useSaveCity();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(city ?? { countryCode: defaultCountry });
  }, [open, city, defaultCountry, form]);

  const submit = async () => {
    const values: Record<string, unknown> = await form.validateFields();
    const input = parseWithSchema(form, CityInput, { ...values, ...(city ? { id: city.id } : {}) }, lang, FIELDS);
    if (!input) return;
    try {
      await save.mutateAsync(input);
      void message.success(city ? t('messages.saved') : t('messages.created'));
      onClose();
    } catch (e) {
      if (placeSaveError(form, e, FIELDS, { CITY_CODE_TAKEN: 'code', COUNTRY_UNKNOWN: 'countryCode' })) return;
      notification.error({ title: isApiError(e) ? e.message : tc('http.serviceAbnormal'), duration: 5 });
    }
  };

  const text = (name: (typeof FIELDS)[number], label: string, max: number, extra?: string) => (
    <Form.Item name={name} label={label} rules={rules[name]} extra={extra}>
      <Input maxLength={max} data-testid={`city-form-${name}`} />
    </Form.Item>
  );

  return (
    <Modal
      title={city ? t('form.editCityTitle') : t('form.createCityTitle')}
      open={open}
      width={720}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={save.isPending}
      okText={tc('actions.save')}
      cancelText={tc('actions.cancel')}
      okButtonProps={testIdProps('city-save')}
      forceRender
      data-testid="city-modal"
    >
      <Form form={form} name="city-form" layout="vertical" autoComplete="off">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="countryCode" label={t('city.country')} rules={rules.countryCode}>
              <CountryOptionSelect placeholder={t('filters.allCountries')} data-testid="city-form-country" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {text('provinceCode', t('city.provinceCode'), 32)}
          </Col>
          <Col xs={24} md={12}>
            {text('provinceName', t('city.provinceName'), 100)}
          </Col>
          <Col xs={24} md={12}>
            {text('provinceNameEn', t('city.provinceNameEn'), 100)}
          </Col>
          <Col xs={24} md={12}>
            {text('code', t('city.code'), 32, t('form.codeHint'))}
          </Col>
          <Col xs={24} md={12}>
            {text('name', t('city.name'), 100)}
          </Col>
          <Col xs={24} md={12}>
            {text('nameEn', t('city.nameEn'), 100)}
          </Col>
          <Col span={24}>
            <Form.Item name="description" label={t('city.description')} rules={rules.description}>
              <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
