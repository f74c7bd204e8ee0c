import { useState } from 'react';
import { App, Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { encryptPassword } from '../../../shared/crypto/encryptPassword';
import { useRules } from '../../../shared/forms/useRules';
import { useCountdown } from '../../../shared/hooks/useCountdown';
import { authApi } from '../api/authApi';
import { AuthShell } from '../components/AuthShell';
import { useSubmitError } from '../components/useSubmitError';

interface Values {
  phone: string;
  code: string;
  password: string;
  confirmPassword: string;
}
const FIELDS = ['phone', 'code', 'password', 'confirmPassword'] as const;
const ERROR_FIELDS = { SMS_CODE_INVALID: 'code', USER_NOT_FOUND: 'phone' };

/** Reset by SMS code: no slider here; the new password follows the 8-16 rule. */
export function ForgetPasswordPage() {
  const { t } = useTranslation('auth');
  const rules = useRules();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const onError = useSubmitError(form, FIELDS, ERROR_FIELDS);

  const sendCode = async () => {
    const { phone } = await form.validateFields(['phone']);
    setSending(true);
    try {
      const answer = await authApi.sendSms(phone.trim(), 'RESET_PASSWORD');
      countdown.start(answer.resendAfter);
      void message.success(t('register.codeSent'));
    } catch {
      // shown by the client
    } finally {
      setSending(false);
    }
  };

  const onFinish = async (values: Values) => {
    setSubmitting(true);
    try {
      const password = await encryptPassword(values.password);
      await authApi.resetPassword({ phone: values.phone.trim(), code: values.code.trim(), password });
      void message.success(t('forget.success'));
      void navigate('/login', { replace: true });
    } catch (e) {
      onError(e);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthShell title={t('forget.title')}>
      <Form form={form} name="forget-password" layout="vertical" onFinish={(v) => void onFinish(v)} autoComplete="off">
        <Form.Item name="phone" label={t('forget.phone')} rules={[rules.required(), rules.mobile()]}>
          <Input
            placeholder={t('register.phonePlaceholder')}
            maxLength={11}
            inputMode="tel"
            data-testid="forget-phone"
          />
        </Form.Item>
        <Form.Item label={t('forget.code')} required>
          <Flex gap={8}>
            <Form.Item name="code" noStyle rules={[rules.required(), rules.smsCode()]}>
              <Input
                placeholder={t('register.codePlaceholder')}
                maxLength={6}
                inputMode="numeric"
                data-testid="forget-code"
              />
            </Form.Item>
            <Button
              onClick={() => void sendCode().catch(() => undefined)}
              loading={sending}
              disabled={countdown.running}
              style={{ minWidth: 128 }}
              data-testid="forget-send-code"
            >
              {countdown.running ? t('register.resend', { seconds: countdown.seconds }) : t('register.sendCode')}
            </Button>
          </Flex>
        </Form.Item>
        <Form.Item name="password" label={t('forget.newPassword')} rules={[rules.required(), rules.newPassword()]}>
          <Input.Password
            placeholder={t('forget.newPasswordPlaceholder')}
            autoComplete="new-password"
            data-testid="forget-password"
          />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('forget.confirm')}
          dependencies={['password']}
          rules={[rules.required(), rules.sameAs('password')]}
        >
          <Input.Password autoComplete="new-password" data-testid="forget-confirm" />
        </Form.Item>
        <Form.Item style={{ marginBottom: 8 }}>
          <Button type="primary" htmlType="submit" block loading={submitting} data-testid="forget-submit">
            {t('forget.submit')}
          </Button>
        </Form.Item>
        <Flex justify="center">
          <Link to="/login">{t('forget.backToLogin')}</Link>
        </Flex>
      </Form>
    </AuthShell>
  );
}
