import { useState } from 'react';
import { App, Flex, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { encryptPassword } from '../../../shared/crypto/encryptPassword';
import { SendCodeButton } from '../../../shared/components/SendCodeButton';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { useCountdown } from '../../../shared/hooks/useCountdown';
import { sessionKeys, useSessionContext } from '../../../shared/session';
import { authApi } from '../../../features/auth/api/authApi';
import { ChangeEmailForm } from './accountForms';

const DEFAULT_RESEND = 60;

export function ChangeEmailDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { rules } = useZodRules(ChangeEmailForm);
  const [form] = Form.useForm();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { currentUser } = useSessionContext();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);

  const sendCode = async () => {
    const { email } = (await form.validateFields(['email'])) as { email: string };
    setSending(true);
    try {
      const answer = await authApi.sendEmailCode(email.trim());
      countdown.start(answer.resendAfter || DEFAULT_RESEND);
      void message.success(t('email.codeSent'));
    } catch {
      // the client already showed why
    } finally {
      setSending(false);
    }
  };

  const submit = async ({ email, code, password }: { email: string; code: string; password: string }) => {
    await authApi.updateEmail(code, { email, password: await encryptPassword(password) });
  };

  return (
    <FormModal
      title={t('email.title')}
      open={open}
      width={480}
      name="change-email"
      form={form}
      schema={ChangeEmailForm}
      fields={['email', 'code', 'password']}
      errorFields={{
        EMAIL_CODE_INVALID: 'code',
        EMAIL_TAKEN: 'email',
        BAD_CREDENTIALS: 'password',
        OLD_PASSWORD_WRONG: 'password',
      }}
      onSubmit={submit}
      successMessage={t('email.success')}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: sessionKeys.all })}
      onClose={onClose}
      okText={t('actions.confirm')}
      saveTestId="email-submit"
    >
      <Typography.Paragraph type="secondary">
        {t('email.current', { email: currentUser.user.email || t('email.none') })}
      </Typography.Paragraph>
      <Form.Item name="email" label={t('email.email')} rules={rules.email}>
        <Input autoComplete="email" />
      </Form.Item>
      <Form.Item label={t('email.code')} required>
        <Flex gap={8}>
          <Form.Item name="code" noStyle rules={rules.code}>
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
      <Form.Item name="password" label={t('email.password')} rules={rules.password}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
    </FormModal>
  );
}
