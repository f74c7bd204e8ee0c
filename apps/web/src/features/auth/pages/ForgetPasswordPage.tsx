import { useState } from 'react';
import { Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { encryptPassword } from '../../../shared/crypto/encryptPassword';
import { useFeedback } from '../../../shared/components/feedback';
import { useRules } from '../../../shared/forms/useRules';
import { useCountdown } from '../../../shared/hooks/useCountdown';
import { authApi } from '../api/authApi';
import { AuthShell } from '../components/AuthShell';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { SmsCodeField } from '../components/SmsCodeField';
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
  const { message } = useFeedback();
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
        <SmsCodeField
          label={t('forget.code')}
          testIdPrefix="forget"
          sending={sending}
          countdown={countdown}
          onSend={() => void sendCode().catch(() => undefined)}
        />
        <NewPasswordFields
          rule="newPassword"
          labels={{ password: t('forget.newPassword'), confirm: t('forget.confirm') }}
          placeholders={{ password: t('forget.newPasswordPlaceholder') }}
          testIdPrefix="forget"
        />
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
