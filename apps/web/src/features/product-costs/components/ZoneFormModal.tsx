import { Col, Form, Input, Row, Select, Switch } from 'antd';
import {
  ZIP_CODE_TYPES,
  ZIP_CODE_TYPE_WORDS,
  ZIP_PROBLEM_WORDS,
  ZoneInput,
  parseZipCode,
  type Zone,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { useCountryOptions, useSaveZone } from '../hooks/useProductCosts';

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
  const { rules, lang } = useZodRules(ZoneInput);
  const save = useSaveZone();
  const countries = useCountryOptions();

  const text = (name: (typeof FIELDS)[number], max: number, extra?: string) => (
    <Form.Item name={name} label={t(`zones.${name as 'zipCode'}`)} rules={rules[name]} extra={extra}>
      <Input maxLength={max} data-testid={`zone-form-${name}`} />
    </Form.Item>
  );

  return (
    <FormModal
      title={zone ? t('zones.editTitle') : t('zones.createTitle')}
      open={open}
      width={720}
      name="zone-form"
      schema={ZoneInput}
      fields={FIELDS}
      initialValues={zone ?? { countryCode: defaultCountry ?? 'US', zipCodeType: 'DELIVERY', isRemote: false }}
      resetKey={zone ?? defaultCountry}
      toInput={(values) => ({ ...values, costId, ...(zone ? { id: zone.id } : {}) })}
      check={(input) => {
        const zip = parseZipCode(input.countryCode, input.zipCode);
        return zip.ok ? null : { field: 'zipCode', message: ZIP_PROBLEM_WORDS[zip.problem][lang] };
      }}
      onSubmit={(input) => save.mutateAsync(input)}
      successMessage={t('messages.saved')}
      errorFields={{
        PRODUCT_COST_ZONE_TAKEN: 'zipCode',
        ZONE_ZIP_INVALID: 'zipCode',
        COUNTRY_UNKNOWN: 'countryCode',
      }}
      onClose={onClose}
      saveTestId="zone-save"
    >
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
    </FormModal>
  );
}
