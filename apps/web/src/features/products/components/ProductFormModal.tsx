import { Button, Col, Divider, Form, Input, InputNumber, Row, Select, Space, Switch, Typography } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  BUBBLE_WAYS,
  CARRY_STEPS,
  OwnProductInput,
  PRODUCT_BUSINESS_TYPES,
  PRODUCT_CALC_TYPES,
  PRODUCT_CARGO_TYPES,
  PRODUCT_PRE_RECORDED_TYPES,
  ProductFields,
  ProductInput,
  ProductUpdate,
  SUPPORT_METHODS,
  type Product,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { DropdownSelect } from '../../../shared/dropdowns';
import { productsApi } from '../api/productsApi';
import { useCostInfo, useCostOptions, useProductMutation } from '../hooks/useProducts';

/** Who saves: the platform's signing products, or an own-account product (its customer, or the platform). */
export type ProductFormMode = 'signing' | 'own';

const INHERIT = '__inherit';
const FIELDS = Object.keys(ProductFields.shape);
const CONFLICTS = {
  PRODUCT_CODE_TAKEN: 'code',
  PRODUCT_COUNTRY_UNKNOWN: 'deliveryCountryList',
  PRODUCT_COST_NOT_FOUND: 'costId',
  PRODUCT_COST_DISABLED: 'costId',
  PRODUCT_ORIGIN_FIXED: 'startCountry',
};

const DEFAULTS = {
  startCountry: 'CN',
  minShippingCycle: 3,
  maxShippingCycle: 7,
  cargoType: ['GENERAL'],
  businessType: 'EXPRESS',
  bubbleWay: 'FULL',
  bubblePercentage: '0',
  volumeWeightRatio: 6000,
  calcType: 'PER_BOX',
  weightCarryRule: INHERIT,
  independentWeightLimit: '0',
  reportPriceLimit: '0',
  maxLongestSide: '0',
  maxGirth: '0',
  maxPieceWeight: '0',
  maxPieces: 0,
  currencyNo: 'CNY',
  sync: true,
  checkPostCode: true,
  supportMethod: '',
  usePreRecordedType: '',
};

function valuesOf(p: Product) {
  return {
    code: p.code,
    name: p.name,
    nameEn: p.nameEn,
    costId: p.costId,
    startCountry: p.startCountry,
    deliveryCountryList: p.deliveryCountryList,
    minShippingCycle: p.minShippingCycle,
    maxShippingCycle: p.maxShippingCycle,
    trackType: p.trackType,
    sync: p.sync,
    productLabels: p.productLabels,
    supportMethod: p.supportMethod,
    cargoType: p.cargoType,
    businessType: p.businessType,
    calcModel: p.calcModel,
    bubbleWay: p.bubbleWay,
    bubblePercentage: p.bubblePercentage,
    volumeWeightRatio: p.volumeWeightRatio,
    calcType: p.calcType,
    weightCarryRule: p.weightCarryRule ?? INHERIT,
    customWeightRule: p.customWeightRule ?? [],
    independentWeightLimit: p.independentWeightLimit,
    reportPriceLimit: p.reportPriceLimit,
    maxLongestSide: p.maxLongestSide,
    maxGirth: p.maxGirth,
    maxPieceWeight: p.maxPieceWeight,
    maxPieces: p.maxPieces,
    currencyNo: p.currencyNo,
    usePreRecordedType: p.usePreRecordedType,
    checkPostCode: p.checkPostCode,
    checkPostByStreet: p.checkPostByStreet,
    requiresCustomsNo: p.requiresCustomsNo,
    confirm: p.confirm,
  };
}

/** The form's values as the contract reads them: "as the cost" is null, custom bands only with CUSTOM. */
function toInput(values: Record<string, unknown>): Record<string, unknown> {
  const rule = values.weightCarryRule === INHERIT ? null : values.weightCarryRule;
  const bands = (values.customWeightRule as { upTo?: string | null; step?: string }[] | undefined) ?? [];
  return {
    ...values,
    weightCarryRule: rule,
    customWeightRule:
      rule === 'CUSTOM'
        ? bands.map((b) => ({ upTo: b.upTo === '' || b.upTo === undefined ? null : b.upTo, step: b.step }))
        : null,
    bubblePercentage: values.bubbleWay === 'SPLIT' ? values.bubblePercentage : '0',
  };
}

interface Props {
  open: boolean;
  mode: ProductFormMode;
  /** null: create. */
  product: Product | null;
  /** Costs come from the cost dropdown (who keeps costs); others type a cost id of their account. */
  pickCost: boolean;
  onClose: () => void;
}

/** Shelving and editing a product, in sections, with the contract's rules and the spec's words. */
export function ProductFormModal({ open, mode, product, pickCost, onClose }: Props) {
  const { t } = useTranslation('products');
  const { rules } = useZodRules(ProductFields);
  const [form] = Form.useForm();
  const costs = useCostOptions(open && pickCost);
  const costId = Form.useWatch('costId', form) as number | undefined;
  const bubbleWay = Form.useWatch('bubbleWay', form) as string | undefined;
  const carryRule = Form.useWatch('weightCarryRule', form) as string | undefined;
  const cost = useCostInfo(open ? Number(costId) || undefined : undefined);
  const save = useProductMutation((input: Record<string, unknown>) => {
    if (mode === 'own')
      return product
        ? productsApi.editNotSigning(input as ProductUpdate)
        : productsApi.saveOwn(input as OwnProductInput);
    return product ? productsApi.editSigning(input as ProductUpdate) : productsApi.create(input as ProductInput);
  });

  const section = (key: 'basic' | 'route' | 'weight' | 'limits' | 'options') => (
    <Col span={24}>
      <Divider titlePlacement="start" style={{ margin: '4px 0 12px' }}>
        <Typography.Text strong>{t(`form.sections.${key}`)}</Typography.Text>
      </Divider>
    </Col>
  );
  const decimal = (name: string, label: string, places: number, extra?: string) => (
    <Col xs={24} sm={12} md={8}>
      <Form.Item name={name} label={label} rules={rules[name as keyof typeof rules]} extra={extra}>
        <InputNumber
          stringMode
          min="0"
          step={places === 3 ? '0.001' : '0.01'}
          style={{ width: '100%' }}
          data-testid={`product-form-${name}`}
        />
      </Form.Item>
    </Col>
  );
  const integer = (name: string, label: string, extra?: string) => (
    <Col xs={24} sm={12} md={8}>
      <Form.Item name={name} label={label} rules={rules[name as keyof typeof rules]} extra={extra}>
        <InputNumber precision={0} min={0} style={{ width: '100%' }} data-testid={`product-form-${name}`} />
      </Form.Item>
    </Col>
  );
  const toggle = (name: string, label: string) => (
    <Col xs={12} sm={8} md={6}>
      <Form.Item name={name} label={label} valuePropName="checked">
        <Switch data-testid={`product-form-${name}`} />
      </Form.Item>
    </Col>
  );

  return (
    <FormModal
      title={
        product
          ? t('form.editTitle', { code: product.code })
          : mode === 'own'
            ? t('form.ownCreateTitle')
            : t('form.createTitle')
      }
      open={open}
      width={920}
      name="product-form"
      form={form}
      schema={product ? ProductUpdate : mode === 'own' ? OwnProductInput : ProductInput}
      fields={FIELDS}
      initialValues={product ? valuesOf(product) : DEFAULTS}
      resetKey={product}
      toInput={(values) => toInput({ ...values, ...(product ? { id: product.id } : {}) })}
      // Sent as typed: the decimals keep their places (the parsed input would drop trailing zeros).
      onSubmit={(_input, typed) => save.mutateAsync(typed)}
      successMessage={product ? t('messages.saved') : t('messages.created')}
      errorFields={CONFLICTS}
      onClose={onClose}
      saveTestId="product-save"
      testId="product-modal"
    >
      <Row gutter={16}>
        {section('basic')}
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="code" label={t('fields.code')} rules={rules.code} extra={t('form.codeHint')}>
            <Input maxLength={32} data-testid="product-form-code" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="name" label={t('fields.name')} rules={rules.name}>
            <Input maxLength={100} data-testid="product-form-name" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="nameEn" label={t('fields.nameEn')} rules={rules.nameEn}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item
            name="costId"
            label={t('fields.cost')}
            rules={rules.costId}
            extra={
              cost.data
                ? t('form.costHint', { name: `${cost.data.code} ${cost.data.name}`, status: cost.data.status })
                : undefined
            }
            normalize={(v: unknown) => (v === undefined || v === null || v === '' ? v : Number(v))}
          >
            {pickCost ? (
              <Select
                showSearch={{
                  filterOption: (input, o) =>
                    String(o?.label ?? '')
                      .toLowerCase()
                      .includes(input.toLowerCase()),
                }}
                loading={costs.isLoading}
                options={costs.options.map((o) => ({ label: o.label, value: Number(o.value) }))}
                data-testid="product-form-costId"
              />
            ) : (
              <InputNumber
                precision={0}
                min={1}
                placeholder={t('form.costIdPlaceholder')}
                style={{ width: '100%' }}
                data-testid="product-form-costId"
              />
            )}
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="businessType" label={t('fields.businessType')} rules={rules.businessType}>
            <Select options={PRODUCT_BUSINESS_TYPES.map((v) => ({ value: v, label: t(`business.${v}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item
            name="currencyNo"
            label={t('fields.currencyNo')}
            rules={rules.currencyNo}
            extra={t('form.currencyHint')}
          >
            <Input maxLength={3} data-testid="product-form-currencyNo" />
          </Form.Item>
        </Col>

        {section('route')}
        <Col xs={24} sm={12} md={8}>
          <Form.Item
            name="startCountry"
            label={t('fields.startCountry')}
            rules={rules.startCountry}
            extra={product ? t('form.originFixed') : undefined}
          >
            <DropdownSelect
              name="regionLists"
              allowClear={false}
              disabled={!!product}
              data-testid="product-form-startCountry"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="deliveryCountryList" label={t('fields.destinations')} rules={rules.deliveryCountryList}>
            <DropdownSelect
              name="regionLists"
              mode="multiple"
              maxTagCount="responsive"
              data-testid="product-form-destinations"
            />
          </Form.Item>
        </Col>
        {integer('minShippingCycle', t('fields.minShippingCycle'))}
        {integer('maxShippingCycle', t('fields.maxShippingCycle'))}
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="supportMethod" label={t('fields.supportMethod')} rules={rules.supportMethod}>
            <Select allowClear options={SUPPORT_METHODS.map((v) => ({ value: v, label: t(`supportMethod.${v}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="cargoType" label={t('fields.cargoType')} rules={rules.cargoType}>
            <Select
              mode="multiple"
              options={PRODUCT_CARGO_TYPES.map((v) => ({ value: v, label: t(`cargo.${v}`) }))}
              data-testid="product-form-cargoType"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="trackType" label={t('fields.trackType')} rules={rules.trackType}>
            <Input maxLength={32} />
          </Form.Item>
        </Col>

        {section('weight')}
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="bubbleWay" label={t('fields.bubbleWay')} rules={rules.bubbleWay}>
            <Select
              options={BUBBLE_WAYS.map((v) => ({ value: v, label: t(`bubbleWay.${v}`) }))}
              data-testid="product-form-bubbleWay"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="bubblePercentage" label={t('fields.bubblePercentage')} rules={rules.bubblePercentage}>
            <InputNumber
              stringMode
              min="0"
              max="100"
              step="0.01"
              disabled={bubbleWay !== 'SPLIT'}
              style={{ width: '100%' }}
              data-testid="product-form-bubblePercentage"
            />
          </Form.Item>
        </Col>
        {integer('volumeWeightRatio', t('fields.volumeWeightRatio'))}
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="calcType" label={t('fields.calcType')} rules={rules.calcType}>
            <Select options={PRODUCT_CALC_TYPES.map((v) => ({ value: v, label: t(`calcType.${v}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="weightCarryRule" label={t('fields.weightCarryRule')}>
            <Select
              options={[
                { value: INHERIT, label: t('carryRule.inherit') },
                ...CARRY_STEPS.map((s) => ({ value: s, label: t('carryRule.step', { step: s }) })),
                { value: 'CUSTOM', label: t('carryRule.CUSTOM') },
              ]}
              data-testid="product-form-weightCarryRule"
            />
          </Form.Item>
        </Col>
        {decimal('independentWeightLimit', t('fields.independentWeightLimit'), 3, t('form.unlimitedHint'))}
        {carryRule === 'CUSTOM' ? (
          <Col span={24}>
            <Typography.Text>{t('fields.customWeightRule')}</Typography.Text>
            <Form.List name="customWeightRule">
              {(items, { add, remove }, { errors }) => (
                <>
                  {items.map((item, i) => (
                    <Space key={item.key} align="baseline" wrap style={{ display: 'flex', marginTop: 8 }}>
                      <Form.Item name={[item.name, 'upTo']} label={t('fields.bandUpTo')} style={{ marginBottom: 0 }}>
                        <InputNumber
                          stringMode
                          min="0"
                          step="0.001"
                          style={{ width: 160 }}
                          data-testid={`product-form-band-${i}-upTo`}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[item.name, 'step']}
                        label={t('fields.bandStep')}
                        style={{ marginBottom: 0 }}
                        initialValue="0.5"
                      >
                        <Select style={{ width: 110 }} options={CARRY_STEPS.map((s) => ({ value: s, label: s }))} />
                      </Form.Item>
                      <Button
                        type="text"
                        icon={<MinusCircleOutlined />}
                        aria-label={t('form.removeBand')}
                        onClick={() => remove(item.name)}
                      />
                    </Space>
                  ))}
                  <Form.Item style={{ marginTop: 8 }}>
                    <Button
                      type="dashed"
                      icon={<PlusOutlined />}
                      onClick={() => add({ step: '0.5' })}
                      data-testid="product-form-add-band"
                    >
                      {t('form.addBand')}
                    </Button>
                    <Form.ErrorList errors={errors} />
                  </Form.Item>
                </>
              )}
            </Form.List>
          </Col>
        ) : null}

        {section('limits')}
        {decimal('reportPriceLimit', t('fields.reportPriceLimit'), 2, t('form.unlimitedHint'))}
        {decimal('maxLongestSide', t('fields.maxLongestSide'), 2, t('form.unlimitedHint'))}
        {decimal('maxGirth', t('fields.maxGirth'), 2, t('form.unlimitedHint'))}
        {decimal('maxPieceWeight', t('fields.maxPieceWeight'), 3, t('form.unlimitedHint'))}
        {integer('maxPieces', t('fields.maxPieces'), t('form.unlimitedHint'))}

        {section('options')}
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="usePreRecordedType" label={t('fields.usePreRecordedType')}>
            <Select
              allowClear
              options={PRODUCT_PRE_RECORDED_TYPES.map((v) => ({ value: v, label: t(`preRecorded.${v}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="productLabels" label={t('fields.productLabels')} rules={rules.productLabels}>
            <Select mode="tags" maxCount={10} open={false} suffixIcon={null} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} md={8}>
          <Form.Item name="calcModel" label={t('fields.calcModel')} rules={rules.calcModel}>
            <Input maxLength={32} />
          </Form.Item>
        </Col>
        {toggle('sync', t('fields.sync'))}
        {toggle('checkPostCode', t('fields.checkPostCode'))}
        {toggle('checkPostByStreet', t('fields.checkPostByStreet'))}
        {toggle('requiresCustomsNo', t('fields.requiresCustomsNo'))}
        {toggle('confirm', t('fields.confirm'))}
      </Row>
    </FormModal>
  );
}
