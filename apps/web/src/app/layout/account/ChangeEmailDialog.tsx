import { useState } from 'react';
import { App, Flex, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { encryptPassword } from '../../../shared/crypto/encryptPassword';
import { testIdProps } from '../../../shared/components/testId';
import { SendCodeButton } from '../../../shared/components/SendCodeButton';
import { useRules } from '../../../shared/forms/useRules';
import { useCountdown } from '../../../shared/hooks/useCountdown';
import { sessionKeys, useSessionContext } from '../../../shared/session';
import { authApi } from '../../../features/auth/api/authApi';
import { useSubmitError } from '../../../features/auth/components/useSubmitError';

interface Values {
  email: string;
  code: string;
  password: string;
}
const FIELDS = ['email', 'code', 'password'] as const;
const ERROR_FIELDS = {
  EMAIL_CODE_INVALID: 'code',
  EMAIL_TAKEN: 'email',
  BAD_CREDENTIALS: 'password',
  OLD_PASSWORD_WRONG: 'password',
};
const DEFAULT_RESEND = 60;

export function ChangeEmailDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const rules = useRules();
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { currentUser } = useSessionContext();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [saving, setSaving] = useState(false);
  const onError = useSubmitError(form, FIELDS, ERROR_FIELDS);

  const sendCode = async () => {
    const { email } = await form.validateFields(['email']);
    setSending(true);
    try {
      const answer = await authApi.sendEmailCode(email);
      countdown.start(answer.resendAfter || DEFAULT_RESEND);
      void message.success(t('email.codeSent'));
    } catch {
      // the client already showed why
    } finally {
      setSending(false);
    }
  };

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const password = await encryptPassword(values.password);
      await authApi.updateEmail(values.code.trim(), { email: values.email.trim(), password });
      void message.success(t('email.success'));
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      onClose();
    } catch (e) {
      onError(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={t('email.title')}
      open={open}
      width={480}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={saving}
      okText={t('actions.confirm')}
      cancelText={t('actions.cancel')}
      destroyOnHidden
      okButtonProps={testIdProps('email-submit')}
    >
      <Typography.Paragraph type="secondary">
        {t('email.current', { email: currentUser.user.email || t('email.none') })}
      </Typography.Paragraph>
      <Form form={form} name="change-email" layout="vertical" preserve={false}>
        <Form.Item name="email" label={t('email.email')} rules={[rules.required(), rules.email()]}>
          <Input autoComplete="email" />
        </Form.Item>
        <Form.Item label={t('email.code')} required>
          <Flex gap={8}>
            <Form.Item name="code" noStyle rules={[rules.required(), rules.smsCode()]}>
              <Input maxLength={6} inputMode="numeric" />
            </Form.Item>
            <SendCodeButton
              testId="email-send-code"
              seconds={countdown.seconds}
              loading={sending}
              onClick={() => void sendCode().catch(() => undefined)}
            />
          </Flex>
        </Form.Item>
        <Form.Item name="password" label={t('email.password')} rules={[rules.required()]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
