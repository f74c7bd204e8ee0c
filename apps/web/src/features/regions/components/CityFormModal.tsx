import { Col, Form, Input, Row } from 'antd';
import { CityInput, type City } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { useSaveCity } from '../hooks/useRegions';
import { CountryOptionSelect } from './CountryOptionSelect';

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
  const { rules } = useZodRules(CityInput);
  const save = useSaveCity();

  const text = (name: (typeof FIELDS)[number], label: string, max: number, extra?: string) => (
    <Form.Item name={name} label={label} rules={rules[name]} extra={extra}>
      <Input maxLength={max} data-testid={`city-form-${name}`} />
    </Form.Item>
  );

  return (
    <FormModal
      title={city ? t('form.editCityTitle') : t('form.createCityTitle')}
      open={open}
      width={720}
      name="city-form"
      schema={CityInput}
      fields={FIELDS}
      initialValues={city ?? { countryCode: defaultCountry }}
      resetKey={city ?? defaultCountry}
      toInput={(values) => ({ ...values, ...(city ? { id: city.id } : {}) })}
      onSubmit={(input) => save.mutateAsync(input)}
      successMessage={city ? t('messages.saved') : t('messages.created')}
      errorFields={{ CITY_CODE_TAKEN: 'code', COUNTRY_UNKNOWN: 'countryCode' }}
      onClose={onClose}
      saveTestId="city-save"
      testId="city-modal"
    >
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
    </FormModal>
  );
}
