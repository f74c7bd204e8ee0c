import { useEffect } from 'react';
import { App, Col, Form, Input, InputNumber, Modal, Row, Switch } from 'antd';
import { OrderRuleGroupInput, type OrderRuleGroup } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { parseWithSchema } from '../../../shared/forms/zodRules';
import { applyFieldErrors } from '../../../shared/forms/applyFieldErrors';
import { isApiError, isCanceled } from '../../../shared/http';
import { useSaveGroup } from '../hooks/useOrderRules';

const FIELDS = ['name', 'sort', 'remark'] as const;

interface Props {
  open: boolean;
  /** null: create. */
  group: OrderRuleGroup | null;
  onClose: () => void;
}

/** Create or edit a rule group: name, order number, status, remark. */
export function GroupFormModal({ open, group, onClose }: Props) {
  const { t } = useTranslation('order-rules');
  const { t: tc } = useTranslation();
  const { rules, lang } = useZodRules(OrderRuleGroupInput);
  const { message, notification } = App.useApp();
  const [form] = Form.useForm();
  const save = useSaveGroup();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      group
        ? { name: group.name, sort: group.sort, enabled: group.status === 'ENABLED', remark: group.remark }
        : { enabled: true },
    );
  }, [open, group, form]);

  const submit = async () => {
    const values: Record<string, unknown> = await form.validateFields();
    const { enabled, ...rest } = values;
    const input = parseWithSchema(
      form,
      OrderRuleGroupInput,
      {
        ...rest,
        sort: rest.sort === null ? undefined : rest.sort,
        status: enabled === false ? 'DISABLED' : 'ENABLED',
        ...(group ? { id: group.id } : {}),
      },
      lang,
      FIELDS,
    );
    if (!input) return;
    try {
      await save.mutateAsync(input);
      void message.success(group ? t('messages.groupSaved') : t('messages.groupCreated'));
      onClose();
    } catch (e) {
      if (isCanceled(e) || applyFieldErrors(form, e, FIELDS)) return;
      notification.error({ title: isApiError(e) ? e.message : tc('http.serviceAbnormal'), duration: 5 });
    }
  };

  return (
    <Modal
      title={group ? t('form.editGroupTitle') : t('form.createGroupTitle')}
      open={open}
      width={560}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={save.isPending}
      okText={tc('actions.save')}
      cancelText={tc('actions.cancel')}
      okButtonProps={testIdProps('order-rule-group-save')}
      forceRender
      data-testid="order-rule-group-modal"
    >
      <Form form={form} name="order-rule-group-form" layout="vertical" autoComplete="off">
        <Row gutter={16}>
          <Col span={24}>
            <Form.Item name="name" label={t('group.name')} rules={rules.name}>
              <Input maxLength={100} data-testid="order-rule-group-form-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="sort" label={t('group.sort')} rules={rules.sort} extra={t('form.sortHint')}>
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="enabled" label={t('form.enabled')} valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={t('group.remark')} rules={rules.remark}>
              <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
