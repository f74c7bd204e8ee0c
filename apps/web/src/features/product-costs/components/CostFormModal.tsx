import { useEffect } from 'react';
import { App, Button, Col, Form, Input, Modal, Row, Select, Space, Typography } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  BUSINESS_TYPES,
  CARRY_BAND_PROBLEM_WORDS,
  COST_WORDS,
  ProductCostInput,
  WEIGHT_CARRY_RULES,
  carryBandsProblem,
  type ProductCost,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { parseWithSchema } from '../../../shared/forms/zodRules';
import { isApiError } from '../../../shared/http';
import { useOwnerOptions, useSaveCost } from '../hooks/useProductCosts';
import { placeSaveError } from './saveErrors';

const FIELDS = [
  'code',
  'name',
  'mainName',
  'description',
  'businessType',
  'currency',
  'weightCarryRule',
  'customWeightRule',
  'ownerId',
] as const;

interface Props {
  open: boolean;
  /** null: create. */
  cost: ProductCost | null;
  /** The platform chooses the owner. */
  chooseOwner: boolean;
  onClose: () => void;
}

interface Values {
  code?: string;
  weightCarryRule?: string;
  customWeightRule?: { upTo?: string | null; step?: string }[];
  ownerId?: string;
  [key: string]: unknown;
}

/** Create or edit a cost's basic info with the contract's rules (ProductCostInput); custom bands on submit. */
export function CostFormModal({ open, cost, chooseOwner, onClose }: Props) {
  const { t } = useTranslation('product-costs');
  const { t: tc } = useTranslation();
  const { rules, lang } = useZodRules(ProductCostInput);
  const { message, notification } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveCost();
  const owners = useOwnerOptions(chooseOwner && open);
  const rule = Form.useWatch('weightCarryRule', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      cost
        ? { ...cost, ownerId: String(cost.ownerId), customWeightRule: cost.customWeightRule }
        : { businessType: 'EXPRESS', currency: 'CNY', weightCarryRule: '0.5', customWeightRule: [] },
    );
  }, [open, cost, form]);

  const submit = async () => {
    const values = await form.validateFields();
    const bands = (values.customWeightRule ?? []).map((b) => ({ upTo: b.upTo ? b.upTo : null, step: b.step ?? '' }));
    const input = parseWithSchema(
      form,
      ProductCostInput,
      {
        ...values,
        customWeightRule: values.weightCarryRule === 'CUSTOM' ? bands : [],
        ownerId: values.ownerId ? Number(values.ownerId) : undefined,
        ...(cost ? { id: cost.id } : {}),
      },
      lang,
      FIELDS,
    );
    if (!input) return;
    if (input.weightCarryRule === 'CUSTOM') {
      const problem = carryBandsProblem(input.customWeightRule);
      if (problem) {
        const words = CARRY_BAND_PROBLEM_WORDS[problem.kind][lang].replace('{row}', String(problem.row + 1));
        form.setFields([{ name: 'weightCarryRule', errors: [words] }]);
        return;
      }
    }
    try {
      await save.mutateAsync(input);
      void message.success(cost ? t('messages.saved') : t('messages.created'));
      onClose();
    } catch (e) {
      const placed = placeSaveError(form, e, FIELDS, {
        PRODUCT_COST_CODE_TAKEN: 'code',
        CARRY_RULE_INVALID: 'weightCarryRule',
        PRODUCT_COST_OWNER_INVALID: 'ownerId',
      });
      if (!placed) notification.error({ title: isApiError(e) ? e.message : tc('http.serviceAbnormal'), duration: 5 });
    }
  };

  return (
    <Modal
      title={cost ? t('form.editTitle') : t('form.createTitle')}
      open={open}
      width={720}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={save.isPending}
      okText={tc('actions.save')}
      cancelText={tc('actions.cancel')}
      okButtonProps={testIdProps('cost-save')}
      forceRender
      data-testid="cost-modal"
    >
      <Form form={form} name="cost-form" layout="vertical" autoComplete="off">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="code" label={t('cost.code')} rules={rules.code} extra={t('form.codeHint')}>
              <Input maxLength={32} data-testid="cost-form-code" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={t('cost.name')} rules={rules.name}>
              <Input maxLength={100} data-testid="cost-form-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="mainName" label={t('cost.mainName')} rules={rules.mainName}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="businessType" label={t('cost.businessType')} rules={rules.businessType}>
              <Select options={BUSINESS_TYPES.map((b) => ({ value: b, label: t(`businessTypes.${b}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="currency" label={t('cost.currency')} rules={rules.currency}>
              <Input maxLength={3} data-testid="cost-form-currency" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="weightCarryRule" label={t('cost.weightCarryRule')} rules={rules.weightCarryRule}>
              <Select
                data-testid="cost-form-rule"
                options={WEIGHT_CARRY_RULES.map((r) => ({ value: r, label: COST_WORDS.weightCarryRule[r][lang] }))}
              />
            </Form.Item>
          </Col>
          {rule === 'CUSTOM' ? (
            <Col span={24}>
              <Typography.Text type="secondary">{t('form.customHint')}</Typography.Text>
              <Form.List name="customWeightRule">
                {(rows, { add, remove }) => (
                  <>
                    {rows.map((row, i) => (
                      <Space key={row.key} align="baseline" wrap style={{ display: 'flex', marginTop: 8 }}>
                        <Form.Item name={[row.name, 'upTo']} label={t('form.upTo')} style={{ marginBottom: 0 }}>
                          <Input
                            style={{ width: 120 }}
                            placeholder={t('form.openBand')}
                            data-testid={`cost-form-band-upTo-${i}`}
                          />
                        </Form.Item>
                        <Form.Item name={[row.name, 'step']} label={t('form.step')} style={{ marginBottom: 0 }}>
                          <Input style={{ width: 100 }} data-testid={`cost-form-band-step-${i}`} />
                        </Form.Item>
                        <Button
                          type="text"
                          icon={<MinusCircleOutlined />}
                          aria-label={t('actions.removeBand')}
                          onClick={() => remove(row.name)}
                        />
                      </Space>
                    ))}
                    <Button
                      type="dashed"
                      icon={<PlusOutlined />}
                      style={{ marginTop: 8, marginBottom: 16 }}
                      onClick={() => add({ upTo: '', step: '' })}
                      data-testid="cost-form-band-add"
                    >
                      {t('actions.addBand')}
                    </Button>
                  </>
                )}
              </Form.List>
            </Col>
          ) : null}
          {chooseOwner ? (
            <Col xs={24} md={12}>
              <Form.Item name="ownerId" label={t('cost.owner')} extra={t('form.ownerHint')}>
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  options={owners.options}
                  loading={owners.isLoading}
                  data-testid="cost-form-owner"
                />
              </Form.Item>
            </Col>
          ) : null}
          <Col span={24}>
            <Form.Item name="description" label={t('cost.description')} rules={rules.description}>
              <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
