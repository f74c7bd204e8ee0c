import { useState } from 'react';
import { App, Button, Col, Form, Input, InputNumber, Row, Select, Space, Switch, Upload } from 'antd';
import { MinusCircleOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import {
  CAL_RULES_TYPES,
  SurchargeInput,
  formulaVariableNames,
  type FormulaConstantInput,
  type Surcharge,
  type SurchargeType,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { isApiError } from '../../../shared/http';
import { productCostsApi } from '../api/productCostsApi';
import { useSaveSurcharge } from '../hooks/useProductCosts';
import { FormulaTester } from './FormulaTester';

const FIELDS = [
  'code',
  'surChildType',
  'name',
  'enName',
  'koName',
  'calClassName',
  'calReferenceStatus',
  'calSortNumber',
  'description',
  'formula',
  'formulaOriginal',
  'formulaImageUrl',
  'calRulesType',
  'show4Statement',
  'orgIds',
  'surchargeType',
  'productSurchargeFormulaConstants',
  'refuse',
] as const;

/** The calculators the server knows, worded; one stored under another name is shown as it is. */
export const CALCULATORS = ['FormulaCalculator'] as const;

function calculatorOptions(t: TFunction<'product-costs'>, current: string | undefined) {
  const known = CALCULATORS.map((value) => ({ value, label: t(`surcharge.calculators.${value}`) }));
  return current && !(CALCULATORS as readonly string[]).includes(current)
    ? [...known, { value: current, label: current }]
    : known;
}

interface Props {
  open: boolean;
  costId: number;
  type: SurchargeType;
  /** null: create. */
  surcharge: Surcharge | null;
  /** The cost's rules, for the codes a formula may read. */
  siblings: Surcharge[];
  onClose: () => void;
}

/**
 * The rule form of spec 001 §3 with its formula test: the formula is checked by the server when saved (the reason
 * lands on the formula), and can be run on sample values before.
 */
export function SurchargeFormModal({ open, costId, type, surcharge, siblings, onClose }: Props) {
  const { t } = useTranslation('product-costs');
  const { t: tc } = useTranslation();
  const { rules } = useZodRules(SurchargeInput);
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const save = useSaveSurcharge();
  const [uploading, setUploading] = useState(false);
  const surchargeType = (Form.useWatch('surchargeType', form) as SurchargeType | undefined) ?? type;
  const referencing = Form.useWatch('calReferenceStatus', form) as boolean | undefined;
  const sort = (Form.useWatch('calSortNumber', form) as number | undefined) ?? 0;
  const imageUrl = Form.useWatch('formulaImageUrl', form) as string | undefined;
  const constants =
    (Form.useWatch('productSurchargeFormulaConstants', form) as FormulaConstantInput[] | undefined) ?? [];
  const earlierCodes = referencing
    ? siblings.filter((s) => s.id !== surcharge?.id && s.calSortNumber < sort).map((s) => s.code)
    : [];

  const constantList = (list: unknown): FormulaConstantInput[] =>
    ((list as FormulaConstantInput[] | undefined) ?? []).filter((c) => c && c.id);

  const upload = async (file: File) => {
    setUploading(true);
    try {
      const stored = await productCostsApi.uploadFormulaImage(file);
      form.setFields([{ name: 'formulaImageUrl', value: stored.url, errors: [] }]);
      void message.success(t('surcharge.imageUploaded'));
    } catch (e) {
      form.setFields([{ name: 'formulaImageUrl', errors: [isApiError(e) ? e.message : tc('http.serviceAbnormal')] }]);
    } finally {
      setUploading(false);
    }
  };

  const text = (name: (typeof FIELDS)[number], max: number, extra?: string) => (
    <Form.Item name={name} label={t(`surcharge.${name as 'code'}`)} rules={rules[name]} extra={extra}>
      <Input maxLength={max} data-testid={`surcharge-form-${name}`} />
    </Form.Item>
  );
  const names = formulaVariableNames(
    constants.filter((c) => c?.id),
    earlierCodes,
  ).join(', ');

  return (
    <FormModal
      title={surcharge ? t('surcharge.editTitle') : t('surcharge.createTitle')}
      open={open}
      width={960}
      name="surcharge-form"
      form={form}
      schema={SurchargeInput}
      fields={FIELDS}
      initialValues={
        surcharge
          ? { ...surcharge, orgIds: surcharge.orgIds.map(String) }
          : {
              surchargeType: type,
              calRulesType: 'FORMULA',
              calClassName: 'FormulaCalculator',
              calReferenceStatus: false,
              calSortNumber: (siblings.at(-1)?.calSortNumber ?? 0) + 1,
              show4Statement: true,
              refuse: false,
              productSurchargeFormulaConstants: [{ id: 'value', value: '0', nameEn: 'Fixed value', nameZh: '固定值' }],
            }
      }
      resetKey={surcharge ?? type}
      toInput={(values) => ({
        ...values,
        costId,
        orgIds: ((values.orgIds as string[] | undefined) ?? []).map(Number),
        productSurchargeFormulaConstants: constantList(values.productSurchargeFormulaConstants),
        ...(surcharge ? { surchargeId: surcharge.id, formulaId: surcharge.formulaId } : {}),
      })}
      onSubmit={(input) => save.mutateAsync(input)}
      successMessage={t('surcharge.saved')}
      errorFields={{
        FORMULA_INVALID: 'formula',
        SURCHARGE_CODE_TAKEN: 'code',
        SURCHARGE_CODE_RESERVED: 'code',
        SURCHARGE_REFERENCED: 'code',
      }}
      onClose={onClose}
      saveTestId="surcharge-save"
      testId="surcharge-modal"
      destroyOnClose
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          {text('code', 32, t('surcharge.codeHint'))}
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="surchargeType" label={t('surcharge.surchargeType')} rules={rules.surchargeType}>
            <Select
              options={(['SURCHARGE', 'SIZELIMIT'] as const).map((v) => ({
                value: v,
                label: t(`surcharge.types.${v}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          {text('surChildType', 32)}
        </Col>
        <Col xs={24} md={8}>
          {text('name', 100)}
        </Col>
        <Col xs={24} md={8}>
          {text('enName', 100)}
        </Col>
        <Col xs={24} md={8}>
          {text('koName', 100)}
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="calClassName" label={t('surcharge.calClassName')} rules={rules.calClassName}>
            <Select options={calculatorOptions(t, surcharge?.calClassName)} data-testid="surcharge-form-calClassName" />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="calRulesType" label={t('surcharge.calRulesType')}>
            <Select options={CAL_RULES_TYPES.map((v) => ({ value: v, label: t(`surcharge.rulesTypes.${v}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="calSortNumber" label={t('surcharge.calSortNumber')} rules={rules.calSortNumber}>
            <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} data-testid="surcharge-form-sort" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="calReferenceStatus" label={t('surcharge.calReferenceStatus')} valuePropName="checked">
            <Switch data-testid="surcharge-form-reference" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="show4Statement" label={t('surcharge.show4Statement')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        {surchargeType === 'SIZELIMIT' ? (
          <Col xs={12} md={6}>
            <Form.Item name="refuse" label={t('surcharge.refuse')} valuePropName="checked">
              <Switch data-testid="surcharge-form-refuse" />
            </Form.Item>
          </Col>
        ) : null}
        <Col xs={12} md={6}>
          <Form.Item name="orgIds" label={t('surcharge.orgIds')} tooltip={t('surcharge.orgIdsHelp')}>
            <Select
              mode="tags"
              tokenSeparators={[',', ' ']}
              open={false}
              placeholder={t('surcharge.orgIdsAll')}
              data-testid="surcharge-form-orgIds"
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item label={t('surcharge.constants')} style={{ marginBottom: 8 }}>
            <Form.List name="productSurchargeFormulaConstants">
              {(rows, { add, remove }) => (
                <>
                  {rows.map((row) => (
                    <Space key={row.key} align="baseline" wrap style={{ display: 'flex' }}>
                      <Form.Item name={[row.name, 'id']} style={{ marginBottom: 8 }}>
                        <Input placeholder={t('surcharge.constantId')} maxLength={32} style={{ width: 120 }} />
                      </Form.Item>
                      <Form.Item name={[row.name, 'value']} style={{ marginBottom: 8 }}>
                        <Input placeholder={t('surcharge.constantValue')} maxLength={20} style={{ width: 100 }} />
                      </Form.Item>
                      <Form.Item name={[row.name, 'nameZh']} style={{ marginBottom: 8 }}>
                        <Input placeholder={t('surcharge.constantNameZh')} maxLength={100} style={{ width: 140 }} />
                      </Form.Item>
                      <Form.Item name={[row.name, 'nameEn']} style={{ marginBottom: 8 }}>
                        <Input placeholder={t('surcharge.constantNameEn')} maxLength={100} style={{ width: 140 }} />
                      </Form.Item>
                      <Button
                        type="text"
                        icon={<MinusCircleOutlined />}
                        aria-label={tc('actions.delete')}
                        onClick={() => remove(row.name)}
                      />
                    </Space>
                  ))}
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    onClick={() => add({ id: '', value: '0' })}
                    data-testid="surcharge-constant-add"
                  >
                    {t('surcharge.addConstant')}
                  </Button>
                </>
              )}
            </Form.List>
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="formula"
            label={t('surcharge.formula')}
            rules={rules.formula}
            extra={t('surcharge.formulaHint', { names })}
          >
            <Input.TextArea
              maxLength={2000}
              autoSize={{ minRows: 2, maxRows: 5 }}
              data-testid="surcharge-form-formula"
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="formulaOriginal" label={t('surcharge.formulaOriginal')} rules={rules.formulaOriginal}>
            <Input.TextArea maxLength={2000} autoSize={{ minRows: 1, maxRows: 3 }} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="formulaImageUrl" label={t('surcharge.formulaImage')} rules={rules.formulaImageUrl}>
            <Input maxLength={500} data-testid="surcharge-form-image" />
          </Form.Item>
          <Space wrap style={{ marginTop: -8, marginBottom: 16 }}>
            <Upload
              accept=".png,.svg"
              showUploadList={false}
              beforeUpload={(file) => {
                void upload(file);
                return false;
              }}
            >
              <Button icon={<UploadOutlined />} loading={uploading} data-testid="surcharge-image-upload">
                {t('surcharge.uploadImage')}
              </Button>
            </Upload>
            {imageUrl?.startsWith('/api/files/') ? (
              <a href={imageUrl} target="_blank" rel="noreferrer">
                {imageUrl}
              </a>
            ) : null}
          </Space>
        </Col>
        <Col span={24}>
          <Form.Item name="description" label={t('surcharge.description')} rules={rules.description}>
            <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} />
          </Form.Item>
        </Col>
      </Row>
      <FormulaTester
        earlierCodes={earlierCodes}
        current={() => ({
          formula: String(form.getFieldValue('formula') ?? ''),
          constants: constantList(form.getFieldValue('productSurchargeFormulaConstants')),
          costId,
          surchargeId: surcharge?.id,
          calReferenceStatus: !!referencing,
          calSortNumber: sort,
        })}
      />
    </FormModal>
  );
}
