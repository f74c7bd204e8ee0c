import { useEffect } from 'react';
import { App, Col, Form, Input, Modal, Row, Switch } from 'antd';
import { DockingProviderInput, type DockingProvider } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { parseWithSchema } from '../../../shared/forms/zodRules';
import { isApiError } from '../../../shared/http';
import { useSaveProvider } from '../hooks/useProductCosts';
import { placeSaveError } from './saveErrors';

const FIELDS = ['code', 'name', 'interfaceName', 'syncLabel', 'enabled', 'remark'] as const;

interface Props {
  open: boolean;
  /** null: create. */
  provider: DockingProvider | null;
  onClose: () => void;
}

export function ProviderFormModal({ open, provider, onClose }: Props) {
  const { t } = useTranslation('product-costs');
  const { t: tc } = useTranslation();
  const { rules, lang } = useZodRules(DockingProviderInput);
  const { message, notification } = App.useApp();
  const [form] = Form.useForm();
  const save = useSaveProvider();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(provider ?? { syncLabel: true, enabled: true });
  }, [open, provider, form]);

  const submit = async () => {
    const values: Record<string, unknown> = await form.validateFields();
    const input = parseWithSchema(
      form,
      DockingProviderInput,
      { ...values, ...(provider ? { id: provider.id } : {}) },
      lang,
      FIELDS,
    );
    if (!input) return;
    try {
      await save.mutateAsync(input);
      void message.success(t('docking.saved'));
      onClose();
    } catch (e) {
      if (placeSaveError(form, e, FIELDS, { DOCKING_PROVIDER_CODE_TAKEN: 'code' })) return;
      notification.error({ title: isApiError(e) ? e.message : tc('http.serviceAbnormal'), duration: 5 });
    }
  };

  return (
    <Modal
      title={provider ? t('docking.editTitle') : t('docking.createTitle')}
      open={open}
      width={640}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={save.isPending}
      okText={tc('actions.save')}
      cancelText={tc('actions.cancel')}
      okButtonProps={testIdProps('provider-save')}
      forceRender
    >
      <Form form={form} name="provider-form" layout="vertical" autoComplete="off">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="code" label={t('docking.code')} rules={rules.code} extra={t('docking.codeHint')}>
              <Input maxLength={32} data-testid="provider-form-code" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={t('docking.name')} rules={rules.name}>
              <Input maxLength={100} data-testid="provider-form-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="interfaceName"
              label={t('docking.interfaceName')}
              rules={rules.interfaceName}
              extra={t('docking.interfaceHint')}
            >
              <Input maxLength={64} data-testid="provider-form-interfaceName" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="syncLabel" label={t('docking.syncLabel')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="enabled" label={t('docking.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={t('docking.remark')} rules={rules.remark}>
              <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
