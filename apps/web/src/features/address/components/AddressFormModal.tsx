import { useEffect } from 'react';
import { App, Col, Form, Input, Modal, Row, Select, Switch, type FormRule } from 'antd';
import {
  ADDRESS_TYPES,
  PATTERNS,
  zipCodeProblem,
  type Address,
  type AddressInput,
  type AddressType,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { applyFieldErrors } from '../../../shared/forms/applyFieldErrors';
import { useRules } from '../../../shared/forms/useRules';
import { isApiError, isCanceled } from '../../../shared/http';
import { useSaveAddress } from '../hooks/useAddresses';
import { CountrySelect } from './CountrySelect';

interface Values {
  type: AddressType;
  name: string;
  countryCode: string;
  province: string;
  city: string;
  zipCode: string;
  address1: string;
  address2?: string;
  customsNo?: string;
  phone: string;
  email?: string;
  isDefault: boolean;
}

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

/** Create or edit an address: the contracts' rules client-side, the server's field errors mapped onto the fields. */
export function AddressFormModal({ open, address, defaultType, onClose }: Props) {
  const { t } = useTranslation('address');
  const { t: tc } = useTranslation();
  const rules = useRules();
  const { message, notification } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveAddress();
  const countryCode = Form.useWatch('countryCode', form);
  const type = Form.useWatch('type', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (address) form.setFieldsValue({ ...address });
    else form.setFieldsValue({ type: defaultType ?? 'RECIPIENT', isDefault: false });
  }, [open, address, defaultType, form]);

  const zipRule: FormRule = ({ getFieldValue }) => ({
    validator: async (_r, value: unknown) => {
      if (typeof value !== 'string' || value.trim() === '') return;
      const problem = zipCodeProblem(String(getFieldValue('countryCode') ?? ''), value.trim());
      if (problem) throw new Error(rules.msg(problem));
    },
  });
  const customsRule: FormRule = ({ getFieldValue }) => ({
    validator: async (_r, value: unknown) => {
      if (!needsKrCustomsNo(getFieldValue('countryCode'), getFieldValue('type'))) return;
      if (typeof value !== 'string' || !PATTERNS.krCustomsNo.test(value.trim()))
        throw new Error(rules.msg('krCustomsNo'));
    },
  });

  const submit = async () => {
    const v = await form.validateFields();
    const input: AddressInput = {
      ...(address ? { id: address.id } : {}),
      type: v.type,
      name: v.name.trim(),
      countryCode: v.countryCode,
      province: v.province.trim(),
      city: v.city.trim(),
      zipCode: v.zipCode.trim(),
      address1: v.address1.trim(),
      address2: (v.address2 ?? '').trim(),
      customsNo: (v.customsNo ?? '').trim(),
      phone: v.phone.trim(),
      email: (v.email ?? '').trim(),
      isDefault: !!v.isDefault,
    };
    try {
      await save.mutateAsync(input);
      void message.success(address ? t('messages.updated') : t('messages.created'));
      onClose();
    } catch (e) {
      if (isCanceled(e) || applyFieldErrors(form, e, FIELDS)) return;
      notification.error({ title: isApiError(e) ? e.message : tc('http.serviceAbnormal'), duration: 5 });
    }
  };

  const krRecipient = needsKrCustomsNo(countryCode, type);
  const text = (max: number, required = true): FormRule[] =>
    required ? [rules.required(), rules.maxLength(max)] : [rules.maxLength(max)];

  return (
    <Modal
      title={address ? t('form.editTitle') : t('form.createTitle')}
      open={open}
      width={760}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={save.isPending}
      okText={tc('actions.save')}
      cancelText={tc('actions.cancel')}
      okButtonProps={testIdProps('address-save')}
      forceRender
      data-testid="address-modal"
    >
      <Form form={form} name="address-form" layout="vertical" autoComplete="off">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="type" label={t('form.type')} rules={[rules.requiredChoice()]}>
              <Select options={ADDRESS_TYPES.map((v) => ({ value: v, label: t(`types.${v}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={t('form.name')} rules={text(100)}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="countryCode" label={t('form.country')} rules={[rules.requiredChoice()]}>
              <CountrySelect placeholder={t('form.countryPlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="province" label={t('form.province')} rules={text(100)}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="city" label={t('form.city')} rules={text(100)}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="zipCode"
              label={t('form.zipCode')}
              rules={[...text(20), zipRule]}
              dependencies={['countryCode']}
            >
              <Input maxLength={20} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="address1" label={t('form.address1')} rules={text(200)}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="address2" label={t('form.address2')} rules={text(200, false)}>
              <Input maxLength={200} placeholder={t('form.address2Placeholder')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="customsNo"
              label={t('form.customsNo')}
              required={krRecipient}
              extra={krRecipient ? t('form.customsNoKrHint') : undefined}
              rules={[...text(50, false), customsRule]}
              dependencies={['countryCode', 'type']}
            >
              <Input maxLength={50} placeholder={krRecipient ? 'P123456789012' : t('form.customsNoPlaceholder')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="phone" label={t('form.phone')} rules={[...text(30), rules.phone()]}>
              <Input maxLength={30} inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label={t('form.email')} rules={[rules.maxLength(254), rules.email()]}>
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
      </Form>
    </Modal>
  );
}
