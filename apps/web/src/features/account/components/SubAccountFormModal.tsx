import { useEffect } from 'react';
import { App, Col, Form, Input, Modal, Row } from 'antd';
import { z } from 'zod';
import { newPasswordPlain, SubAccountCreateInput, type SubAccount } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { encryptPassword } from '../../../shared/crypto/encryptPassword';
import { applyFieldErrors } from '../../../shared/forms/applyFieldErrors';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { isApiError, isCanceled } from '../../../shared/http';
import { useAddSubAccount, useUpdateSubAccount } from '../hooks/useSubAccounts';

const FIELDS = ['username', 'nickName', 'phone', 'email', 'password'] as const;
const Passwords = z.object({ required: newPasswordPlain, optional: newPasswordPlain.optional() });

interface Values {
  username: string;
  nickName?: string;
  phone?: string;
  email?: string;
  password?: string;
}

interface Props {
  open: boolean;
  /** null: create. */
  sub: SubAccount | null;
  onClose: () => void;
}

/** Create a sub-account (with its password) or edit one (a new password is optional and signs it out). */
export function SubAccountFormModal({ open, sub, onClose }: Props) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const { rules } = useZodRules(SubAccountCreateInput);
  const { rules: pw } = useZodRules(Passwords);
  const { message, notification } = App.useApp();
  const [form] = Form.useForm<Values>();
  const add = useAddSubAccount();
  const update = useUpdateSubAccount();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (sub)
      form.setFieldsValue({ username: sub.username, nickName: sub.nickName, phone: sub.phone, email: sub.email });
  }, [open, sub, form]);

  const submit = async () => {
    const v = await form.validateFields();
    const contact = { nickName: v.nickName ?? '', phone: v.phone ?? '', email: v.email ?? '' };
    try {
      const password = v.password ? await encryptPassword(v.password) : undefined;
      if (sub) await update.mutateAsync({ id: sub.id, ...contact, ...(password ? { password } : {}) });
      else await add.mutateAsync({ username: v.username, ...contact, password: password ?? '' });
      void message.success(sub ? t('sub.updated') : t('sub.created', { username: v.username }));
      onClose();
    } catch (e) {
      if (isCanceled(e) || applyFieldErrors(form, e, FIELDS)) return;
      notification.error({ title: isApiError(e) ? e.message : tc('http.serviceAbnormal'), duration: 5 });
    }
  };

  return (
    <Modal
      title={sub ? t('sub.editTitle') : t('sub.createTitle')}
      open={open}
      width={640}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={add.isPending || update.isPending}
      okText={tc('actions.save')}
      cancelText={tc('actions.cancel')}
      okButtonProps={testIdProps('sub-save')}
      forceRender
      data-testid="sub-modal"
    >
      <Form form={form} name="sub-form" layout="vertical" autoComplete="off">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="username" label={t('sub.username')} rules={sub ? [] : rules.username}>
              <Input maxLength={20} disabled={!!sub} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="nickName" label={t('sub.nickName')} rules={rules.nickName}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="phone" label={t('sub.phone')} rules={rules.phone}>
              <Input maxLength={11} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label={t('sub.email')} rules={rules.email}>
              <Input maxLength={254} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="password"
              label={sub ? t('sub.newPassword') : t('sub.password')}
              extra={sub ? t('sub.newPasswordHelp') : undefined}
              rules={sub ? pw.optional : pw.required}
            >
              <Input.Password maxLength={16} autoComplete="new-password" data-testid="sub-password" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
