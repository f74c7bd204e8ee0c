import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BUBBLE_WAYS,
  CLEARANCE_CODE_MAX,
  CLEARANCE_NAME_MAX,
  CLEARANCE_SIGNING_STATUSES,
  CLEARANCE_TEXT_MAX,
  CLEARANCE_TRANSPORT_WAYS,
  PRODUCT_CARGO_TYPES,
  ClearanceProductSave,
  type ClearanceProduct,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { clearanceKeys, clearanceProductsApi } from '../api/clearanceProductsApi';

const FIELDS = [
  'code',
  'name',
  'userId',
  'country',
  'currencyNo',
  'clearancePortCodes',
  'transportWayList',
  'cargoType',
  'bubbleWay',
  'bubblePercentage',
  'volumeWeightRatio',
  'signingStatus',
  'status',
  'apiName',
  'apiServiceName',
  'preRecordedBagType',
  'clearanceModelList',
  'mainUrl',
  'introduction',
  'clearanceConfig',
  'industryId',
  'serviceId',
  'describe',
  'repeat',
  'uploadMethodTypes',
  'parameters',
  'referenceCustomerName',
  'customerDesc',
  'productDesc',
] as const;

interface Props {
  open: boolean;
  product: ClearanceProduct | null;
  onClose: () => void;
}

type Values = Record<string, unknown>;

/** Parameters typed one a line as key=value. */
const paramsText = (list: { key: string; value: string }[]) => list.map((p) => `${p.key}=${p.value}`).join('\n');
const paramsOf = (text: unknown) =>
  String(text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const i = l.indexOf('=');
      return i < 0 ? { key: l, value: '' } : { key: l.slice(0, i).trim(), value: l.slice(i + 1).trim() };
    });

/** Add or change a clearance product: every field of spec 000 §3. */
export function ClearanceProductFormModal({ open, product, onClose }: Props) {
  const { t } = useTranslation('clearance-products');
  const qc = useQueryClient();
  const [form] = Form.useForm();
  const industryId = Form.useWatch('industryId', form) as number | undefined;
  const ports = useQuery({
    queryKey: ['clearance-ports-dd'],
    queryFn: () => clearanceProductsApi.ports(),
    enabled: open,
  });
  const suppliers = useQuery({
    queryKey: ['clearance-suppliers'],
    queryFn: () => clearanceProductsApi.suppliers(),
    enabled: open,
  });
  const industries = useQuery({
    queryKey: ['clearance-industries'],
    queryFn: () => clearanceProductsApi.industries(),
    enabled: open,
  });
  const industry = useQuery({
    queryKey: ['clearance-industry', industryId],
    queryFn: () => clearanceProductsApi.industry(industryId!),
    enabled: open && !!industryId,
  });
  const save = useMutation({
    mutationFn: clearanceProductsApi.save,
    onSuccess: () => qc.invalidateQueries({ queryKey: clearanceKeys.lists() }),
  });
  const c = product?.clearanceConfig;
  const initial: Values = product
    ? {
        ...product,
        status: product.status === 'ENABLED',
        industryId: c?.clearanceIndustryId,
        serviceId: c?.clearanceServiceId,
        describe: c?.describe,
        repeat: c?.repeat,
        uploadMethodTypes: c?.uploadMethodTypes,
        parameters: paramsText(c?.parameters.propsList ?? []),
        ...product.supplierConfig,
      }
    : {
        country: 'KR',
        currencyNo: 'CNY',
        transportWayList: ['AIR'],
        cargoType: 'GENERAL',
        bubbleWay: 'NONE',
        bubblePercentage: '0',
        volumeWeightRatio: 6000,
        signingStatus: 'UNSIGNED',
        status: false,
        repeat: false,
      };
  const way = (v: 'AIR' | 'TRAIN' | 'TRUCK_AIR' | 'SEA') => t(`transport.${v}`);

  return (
    <FormModal
      title={product ? t('form.editTitle') : t('form.createTitle')}
      open={open}
      width={880}
      name="clearance-product-form"
      form={form}
      schema={ClearanceProductSave}
      fields={FIELDS}
      fieldOf={(path) => {
        const [head, sub] = path.map(String);
        if (head === 'clearanceConfig')
          return sub === 'clearanceIndustryId' ? 'industryId' : sub === 'clearanceServiceId' ? 'serviceId' : 'describe';
        if (head === 'supplierConfig' && sub) return sub;
        return head ?? '';
      }}
      initialValues={initial}
      resetKey={product}
      toInput={(v: Values) => ({
        ...(product ? { id: product.id } : {}),
        code: v.code,
        name: v.name,
        userId: v.userId,
        country: v.country,
        currencyNo: v.currencyNo,
        clearancePortCodes: v.clearancePortCodes ?? [],
        transportWayList: v.transportWayList ?? [],
        cargoType: v.cargoType,
        bubbleWay: v.bubbleWay,
        bubblePercentage: v.bubblePercentage ?? '0',
        volumeWeightRatio: v.volumeWeightRatio,
        signingStatus: v.signingStatus,
        status: v.status ? 'ENABLED' : 'DISABLED',
        apiName: v.apiName ?? '',
        apiServiceName: v.apiServiceName ?? '',
        preRecordedBagType: v.preRecordedBagType ?? '',
        clearanceModelList: v.clearanceModelList ?? [],
        mainUrl: v.mainUrl ?? '',
        introduction: v.introduction ?? '',
        clearanceConfig: {
          clearanceIndustryId: v.industryId,
          clearanceServiceId: v.serviceId,
          clearanceCustomerRelevanceId: product?.clearanceConfig.clearanceCustomerRelevanceId ?? null,
          parameters: { propsList: paramsOf(v.parameters) },
          describe: v.describe ?? '',
          repeat: !!v.repeat,
          uploadMethodTypes: v.uploadMethodTypes ?? [],
        },
        supplierConfig: {
          referenceCustomerName: v.referenceCustomerName ?? '',
          customerDesc: v.customerDesc ?? '',
          productDesc: v.productDesc ?? '',
        },
      })}
      onSubmit={(input) => save.mutateAsync(input)}
      successMessage={product ? t('messages.updated') : t('messages.created')}
      errorFields={{
        CLEARANCE_PRODUCT_CODE_TAKEN: 'code',
        CLEARANCE_PORT_UNUSABLE: 'clearancePortCodes',
        CLEARANCE_SERVICE_UNKNOWN: 'serviceId',
        CLEARANCE_SUPPLIER_NOT_FOUND: 'userId',
      }}
      onClose={onClose}
      saveTestId="cproduct-save"
      testId="cproduct-modal"
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="code" label={t('form.code')} required>
            <Input maxLength={CLEARANCE_CODE_MAX} data-testid="cproduct-form-code" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="name" label={t('form.name')} required>
            <Input maxLength={CLEARANCE_NAME_MAX} data-testid="cproduct-form-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="userId" label={t('form.supplier')} required>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={suppliers.isLoading}
              options={(suppliers.data?.rows ?? []).map((o) => ({ label: o.label, value: Number(o.value) }))}
              data-testid="cproduct-form-supplier"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="clearancePortCodes" label={t('form.ports')} required>
            <Select
              mode="multiple"
              loading={ports.isLoading}
              options={(ports.data?.rows ?? []).map((o) => ({ label: o.label, value: o.value }))}
              data-testid="cproduct-form-ports"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="transportWayList" label={t('form.transportWays')} required>
            <Select
              mode="multiple"
              options={CLEARANCE_TRANSPORT_WAYS.map((v) => ({ label: way(v), value: v }))}
              data-testid="cproduct-form-transport"
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="country" label={t('form.country')} required>
            <Input maxLength={2} data-testid="cproduct-form-country" />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="currencyNo" label={t('form.currency')}>
            <Input maxLength={3} data-testid="cproduct-form-currency" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="industryId" label={t('form.industry')} required>
            <Select
              loading={industries.isLoading}
              options={(industries.data?.rows ?? []).map((o) => ({ label: o.label, value: Number(o.value) }))}
              onChange={() => form.setFieldValue('serviceId', undefined)}
              data-testid="cproduct-form-industry"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="serviceId" label={t('form.service')} required>
            <Select
              loading={industry.isLoading}
              options={(industry.data?.services ?? []).map((s) => ({ label: s.label, value: s.id }))}
              data-testid="cproduct-form-service"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="uploadMethodTypes" label={t('form.uploadMethods')}>
            <Select mode="tags" data-testid="cproduct-form-upload" />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="describe" label={t('form.describe')}>
            <Input maxLength={CLEARANCE_TEXT_MAX} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="repeat" label={t('form.repeat')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="parameters" label={t('form.parameters')} extra={t('form.parametersHint')}>
            <Input.TextArea rows={2} maxLength={CLEARANCE_TEXT_MAX} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="clearanceModelList" label={t('form.models')}>
            <Select mode="tags" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="cargoType" label={t('form.cargoType')}>
            <Select options={PRODUCT_CARGO_TYPES.map((v) => ({ label: t(`cargo.${v}`), value: v }))} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="bubbleWay" label={t('form.bubbleWay')}>
            <Select options={BUBBLE_WAYS.map((v) => ({ label: t(`bubble.${v}`), value: v }))} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="bubblePercentage" label={t('form.bubblePercentage')}>
            <Input maxLength={6} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="volumeWeightRatio" label={t('form.volumeRatio')}>
            <InputNumber min={1} max={100000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="signingStatus" label={t('form.signing')}>
            <Select options={CLEARANCE_SIGNING_STATUSES.map((v) => ({ label: t(`signing.${v}`), value: v }))} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="status" label={t('form.enabled')} valuePropName="checked">
            <Switch data-testid="cproduct-form-enabled" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="apiName" label={t('form.apiName')}>
            <Input maxLength={CLEARANCE_NAME_MAX} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="apiServiceName" label={t('form.apiServiceName')}>
            <Input maxLength={CLEARANCE_NAME_MAX} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="preRecordedBagType" label={t('form.bagType')}>
            <Input maxLength={40} />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="mainUrl" label={t('form.mainUrl')}>
            <Input maxLength={500} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="introduction" label={t('form.introduction')}>
            <Input.TextArea rows={2} maxLength={CLEARANCE_TEXT_MAX} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="referenceCustomerName" label={t('form.referenceCustomerName')}>
            <Input maxLength={CLEARANCE_NAME_MAX} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="customerDesc" label={t('form.customerDesc')}>
            <Input maxLength={CLEARANCE_TEXT_MAX} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="productDesc" label={t('form.productDesc')}>
            <Input maxLength={CLEARANCE_TEXT_MAX} />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
