import { useState } from 'react';
import { Button, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { encryptPassword } from '../../../shared/crypto/encryptPassword';
import { useFeedback } from '../../../shared/components/feedback';
import { authApi } from '../api/authApi';
import { AuthShell } from '../components/AuthShell';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { PhoneCodeFields, useSmsSender } from '../components/PhoneCodeFields';
import { useSubmitError } from '../components/useSubmitError';

interface Values {
  phone: string;
  sliderToken: string | null;
  code: string;
  password: string;
  confirmPassword: string;
}
const FIELDS = ['phone', 'sliderToken', 'code', 'password', 'confirmPassword'] as const;
const ERROR_FIELDS = { SMS_CODE_INVALID: 'code', USER_NOT_FOUND: 'phone' };

/** Reset by SMS code, sent once the slider is passed (as registration asks); the new password follows the 8-16 rule. */
export function ForgetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { message } = useFeedback();
  const [form] = Form.useForm<Values>();
  const sms = useSmsSender(form, 'RESET_PASSWORD');
  const [submitting, setSubmitting] = useState(false);
  const onError = useSubmitError(form, FIELDS, ERROR_FIELDS);

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
      <Form
        form={form}
        name="forget-password"
        layout="vertical"
        onFinish={(v) => void onFinish(v)}
        autoComplete="off"
        initialValues={{ sliderToken: null }}
      >
        <PhoneCodeFields
          sender={sms}
          labels={{ phone: t('forget.phone'), code: t('forget.code') }}
          testIdPrefix="forget"
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
