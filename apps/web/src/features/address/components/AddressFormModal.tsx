import { Col, Form, Input, Row, Select, Switch } from 'antd';
import { ADDRESS_TYPES, AddressInput, type Address, type AddressType } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { useSaveAddress } from '../hooks/useAddresses';
import { CountrySelect } from './CountrySelect';

const FIELDS = [
  'type',
  'name',
  'countryCode',
  'province',
  'city',
  'zipCode',
  'address1',
  'address2',
  'customsNo',
  'phone',
  'email',
  'isDefault',
] as const;

const needsKrCustomsNo = (countryCode: unknown, type: unknown) => countryCode === 'KR' && type === 'RECIPIENT';

interface Props {
  open: boolean;
  /** null: create. */
  address: Address | null;
  defaultType?: AddressType;
  onClose: () => void;
}

/**
 * Create or edit an address. The rules are the contract's (AddressInput): each field's own on change, the
 * destination rules (US ZIP, Korean customs code) on submit; the server's field errors land on the same fields.
 */
export function AddressFormModal({ open, address, defaultType, onClose }: Props) {
  const { t } = useTranslation('address');
  const { rules } = useZodRules(AddressInput);
  const [form] = Form.useForm();
  const save = useSaveAddress();
  const countryCode: unknown = Form.useWatch('countryCode', form);
  const type: unknown = Form.useWatch('type', form);
  const krRecipient = needsKrCustomsNo(countryCode, type);

  return (
    <FormModal
      title={address ? t('form.editTitle') : t('form.createTitle')}
      open={open}
      width={760}
      name="address-form"
      form={form}
      schema={AddressInput}
      fields={FIELDS}
      initialValues={address ? { ...address } : { type: defaultType ?? 'RECIPIENT', isDefault: false }}
      resetKey={address ?? defaultType}
      toInput={(values) => ({ ...values, ...(address ? { id: address.id } : {}) })}
      onSubmit={(input) => save.mutateAsync(input)}
      successMessage={address ? t('messages.updated') : t('messages.created')}
      onClose={onClose}
      saveTestId="address-save"
      testId="address-modal"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="type" label={t('form.type')} rules={rules.type}>
            <Select options={ADDRESS_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('form.name')} rules={rules.name}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="countryCode" label={t('form.country')} rules={rules.countryCode}>
            <CountrySelect placeholder={t('form.countryPlaceholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="province" label={t('form.province')} rules={rules.province}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="city" label={t('form.city')} rules={rules.city}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="zipCode" label={t('form.zipCode')} rules={rules.zipCode}>
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="address1" label={t('form.address1')} rules={rules.address1}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="address2" label={t('form.address2')} rules={rules.address2}>
            <Input maxLength={200} placeholder={t('form.address2Placeholder')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          {/* The Korean code's hint says what its error says: shown while the field has no error, never both. */}
          <Form.Item noStyle shouldUpdate>
            {() => (
              <Form.Item
                name="customsNo"
                label={t('form.customsNo')}
                required={krRecipient}
                extra={
                  krRecipient && form.getFieldError('customsNo').length === 0 ? t('form.customsNoKrHint') : undefined
                }
                rules={rules.customsNo}
              >
                <Input maxLength={50} placeholder={krRecipient ? 'P123456789012' : t('form.customsNoPlaceholder')} />
              </Form.Item>
            )}
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label={t('form.phone')} rules={rules.phone}>
            <Input maxLength={30} inputMode="tel" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label={t('form.email')} rules={rules.email}>
            <Input maxLength={254} placeholder={t('form.emailPlaceholder')} inputMode="email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="isDefault"
            label={t('form.isDefault')}
            valuePropName="checked"
            extra={t('form.isDefaultHint')}
          >
            <Switch data-testid="address-form-default" />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
