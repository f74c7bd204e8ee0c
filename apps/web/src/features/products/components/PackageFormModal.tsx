import { Col, Collapse, Form, Input, InputNumber, Row, Select, Switch, type FormRule } from 'antd';
import {
  MARKUP_KINDS,
  MAX_PERCENT,
  PremiumPackageInput,
  validationMessage,
  REPORT_PRICE_TYPES,
  type PremiumPackage,
} from '@parcelhub/contracts';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { productsApi } from '../api/productsApi';
import { useProductMutation } from '../hooks/useProducts';
import { CalcPreview } from './CalcPreview';
import { ProductPicker, type ProductOption } from './ProductPicker';

const FIELDS = [
  'productId',
  'name',
  'reportPriceType',
  'basicKind',
  'basicValue',
  'surchargeKind',
  'surchargeValue',
  'handlingKind',
  'handlingValue',
  'minOrderAmount',
  'isDefault',
  'effective',
] as const;
const MARKUPS = ['basic', 'surcharge', 'handling'] as const;

interface Props {
  open: boolean;
  /** null: create. */
  pkg: PremiumPackage | null;
  /** The product the package belongs to, when fixed (the product's own package list). */
  product?: ProductOption;
  onClose: () => void;
}

/** A premium package: its markups (percentage or fixed), minimum order, switches, and a live price preview. */
export function PackageFormModal({ open, pkg, product, onClose }: Props) {
  const { t } = useTranslation('products');
  const { rules, lang } = useZodRules(PremiumPackageInput);
  const [form] = Form.useForm();
  const save = useProductMutation((input: z.output<typeof PremiumPackageInput>) => productsApi.savePackage(input));

  /** A percentage goes to 1000 (a fixed amount further): checked as the kind changes, as the server will. */
  const percentAtMost =
    (kindField: string): FormRule =>
    ({ getFieldValue }) => ({
      validator: async (_rule, value: unknown) => {
        if (getFieldValue(kindField) === 'PERCENT' && Number(value) > MAX_PERCENT)
          throw new Error(validationMessage('numberTooLarge', lang, { max: MAX_PERCENT }));
      },
    });

  const markupsNow = () => {
    const v = form.getFieldsValue() as Record<string, string>;
    return {
      basicKind: v.basicKind as 'PERCENT',
      basicValue: v.basicValue ?? '0',
      surchargeKind: v.surchargeKind as 'PERCENT',
      surchargeValue: v.surchargeValue ?? '0',
      handlingKind: v.handlingKind as 'PERCENT',
      handlingValue: v.handlingValue ?? '0',
      minOrderAmount: v.minOrderAmount ?? '0',
    };
  };

  return (
    <FormModal
      title={pkg ? t('packages.editTitle', { name: pkg.name }) : t('packages.createTitle')}
      open={open}
      width={760}
      name="package-form"
      form={form}
      schema={PremiumPackageInput}
      fields={FIELDS}
      initialValues={
        pkg ?? {
          productId: product?.id,
          reportPriceType: 'INTERNAL_REPORT_PRICE',
          basicKind: 'PERCENT',
          basicValue: '0',
          surchargeKind: 'PERCENT',
          surchargeValue: '0',
          handlingKind: 'FIXED',
          handlingValue: '0',
          minOrderAmount: '0',
          isDefault: false,
          effective: true,
        }
      }
      resetKey={pkg ?? product}
      toInput={(values) => ({ ...values, ...(pkg ? { id: pkg.id } : {}) })}
      onSubmit={(input) => save.mutateAsync(input)}
      successMessage={t('messages.saved')}
      errorFields={{ PREMIUM_PACKAGE_NAME_TAKEN: 'name' }}
      onClose={onClose}
      saveTestId="package-save"
      testId="package-modal"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="productId" label={t('packages.product')} rules={rules.productId}>
            <ProductPicker disabled={!!product || !!pkg} fixed={product} data-testid="package-form-product" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('packages.name')} rules={rules.name}>
            <Input maxLength={50} data-testid="package-form-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="reportPriceType" label={t('packages.reportPriceType')} rules={rules.reportPriceType}>
            <Select options={REPORT_PRICE_TYPES.map((v) => ({ value: v, label: t(`reportPriceType.${v}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="minOrderAmount" label={t('packages.minOrderAmount')} rules={rules.minOrderAmount}>
            <InputNumber
              stringMode
              min="0"
              step="0.01"
              style={{ width: '100%' }}
              data-testid="package-form-minOrderAmount"
            />
          </Form.Item>
        </Col>
        {MARKUPS.map((part) => (
          <Col xs={24} md={8} key={part}>
            <Form.Item
              label={t(`packages.${part}`)}
              required
              extra={part === 'basic' ? t('packages.valueHint') : undefined}
            >
              <Row gutter={4} wrap={false}>
                <Col flex="110px">
                  <Form.Item name={`${part}Kind`} noStyle rules={rules[`${part}Kind`]}>
                    <Select
                      options={MARKUP_KINDS.map((v) => ({ value: v, label: t(`markupKind.${v}`) }))}
                      data-testid={`package-form-${part}Kind`}
                    />
                  </Form.Item>
                </Col>
                <Col flex="auto">
                  <Form.Item
                    name={`${part}Value`}
                    noStyle
                    dependencies={[`${part}Kind`]}
                    rules={[...rules[`${part}Value`], percentAtMost(`${part}Kind`)]}
                  >
                    <InputNumber
                      stringMode
                      min="0"
                      step="0.01"
                      style={{ width: '100%' }}
                      data-testid={`package-form-${part}Value`}
                    />
                  </Form.Item>
                </Col>
              </Row>
            </Form.Item>
          </Col>
        ))}
        <Col xs={12} md={6}>
          <Form.Item name="isDefault" label={t('packages.isDefault')} valuePropName="checked">
            <Switch data-testid="package-form-isDefault" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="effective" label={t('packages.effective')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Collapse
        size="small"
        items={[{ key: 'calc', label: t('packages.calcTitle'), children: <CalcPreview markups={markupsNow} /> }]}
      />
    </FormModal>
  );
}
