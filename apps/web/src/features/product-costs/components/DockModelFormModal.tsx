import { useEffect } from 'react';
import { App, Col, Form, Input, Modal, Row, Select, Switch } from 'antd';
import { DockModelInput, PRE_RECORDED_TYPES, type DockModel } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { parseWithSchema } from '../../../shared/forms/zodRules';
import { isApiError } from '../../../shared/http';
import { useSaveDockModel } from '../hooks/useProductCosts';
import { placeSaveError } from './saveErrors';

const FIELDS = [
  'name',
  'serviceCode',
  'usePreRecordedType',
  'attribute',
  'attributeZh',
  'attributeEn',
  'attributeKo',
  'logistics',
  'logisticsNames',
  'enabled',
] as const;

interface Props {
  open: boolean;
  providerId: number;
  /** null: create. */
  model: DockModel | null;
  onClose: () => void;
}

export function DockModelFormModal({ open, providerId, model, onClose }: Props) {
  const { t } = useTranslation('product-costs');
  const { t: tc } = useTranslation();
  const { rules, lang } = useZodRules(DockModelInput);
  const { message, notification } = App.useApp();
  const [form] = Form.useForm();
  const save = useSaveDockModel();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(model ?? { usePreRecordedType: 'NONE', enabled: true, logisticsNames: [] });
  }, [open, model, form]);

  const submit = async () => {
    const values: Record<string, unknown> = await form.validateFields();
    const input = parseWithSchema(
      form,
      DockModelInput,
      { ...values, providerId, ...(model ? { id: model.id } : {}) },
      lang,
      FIELDS,
    );
    if (!input) return;
    try {
      await save.mutateAsync(input);
      void message.success(t('model.saved'));
      onClose();
    } catch (e) {
      if (placeSaveError(form, e, FIELDS, { DOCK_MODEL_CODE_TAKEN: 'serviceCode' })) return;
      notification.error({ title: isApiError(e) ? e.message : tc('http.serviceAbnormal'), duration: 5 });
    }
  };

  const text = (name: (typeof FIELDS)[number], max: number) => (
    <Form.Item name={name} label={t(`model.${name as 'name'}`)} rules={rules[name]}>
      <Input maxLength={max} data-testid={`model-form-${name}`} />
    </Form.Item>
  );

  return (
    <Modal
      title={model ? t('model.editTitle') : t('model.createTitle')}
      open={open}
      width={720}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={save.isPending}
      okText={tc('actions.save')}
      cancelText={tc('actions.cancel')}
      okButtonProps={testIdProps('model-save')}
      forceRender
    >
      <Form form={form} name="model-form" layout="vertical" autoComplete="off">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            {text('name', 100)}
          </Col>
          <Col xs={24} md={12}>
            {text('serviceCode', 64)}
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="usePreRecordedType" label={t('model.usePreRecordedType')}>
              <Select options={PRE_RECORDED_TYPES.map((p) => ({ value: p, label: t(`model.preRecorded.${p}`) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            {text('attribute', 32)}
          </Col>
          <Col xs={24} md={8}>
            {text('attributeZh', 100)}
          </Col>
          <Col xs={24} md={8}>
            {text('attributeEn', 100)}
          </Col>
          <Col xs={24} md={8}>
            {text('attributeKo', 100)}
          </Col>
          <Col xs={24} md={12}>
            {text('logistics', 64)}
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="logisticsNames" label={t('model.logisticsNames')}>
              <Select mode="tags" open={false} tokenSeparators={[',']} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="enabled" label={t('model.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
