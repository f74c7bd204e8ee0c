import { useState } from 'react';
import { Button, Checkbox, Flex, Form, Input, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { encryptPassword } from '../../../shared/crypto/encryptPassword';
import { useRules } from '../../../shared/forms/useRules';
import { hasErrorKey } from '../../../shared/http';
import { authApi } from '../api/authApi';
import { AuthShell } from '../components/AuthShell';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { PhoneCodeFields, useSmsSender } from '../components/PhoneCodeFields';
import { useSubmitError } from '../components/useSubmitError';

interface Values {
  username: string;
  phone: string;
  sliderToken: string | null;
  code: string;
  password: string;
  confirmPassword: string;
  agreement: boolean;
}

const FIELDS = ['username', 'phone', 'sliderToken', 'code', 'password', 'confirmPassword', 'agreement'] as const;
const ERROR_FIELDS = { USERNAME_TAKEN: 'username', PHONE_TAKEN: 'phone', SMS_CODE_INVALID: 'code' };

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const rules = useRules();
  const [form] = Form.useForm<Values>();
  const sms = useSmsSender(form, 'REGISTER');
  const [submitting, setSubmitting] = useState(false);
  const [registered, setRegistered] = useState<string | null>(null);
  const onError = useSubmitError(form, FIELDS, ERROR_FIELDS);

  const onFinish = async (values: Values) => {
    setSubmitting(true);
    try {
      const [password, confirmPassword] = await Promise.all([
        encryptPassword(values.password),
        encryptPassword(values.confirmPassword),
      ]);
      const result = await authApi.commitRegist({
        username: values.username.trim(),
        phone: values.phone.trim(),
        code: values.code.trim(),
        password,
        confirmPassword,
        agreement: true,
        sliderToken: values.sliderToken ?? '',
      });
      setRegistered(result.username);
    } catch (e) {
      if (hasErrorKey(e, 'SLIDER_REQUIRED')) sms.restartSlider();
      onError(e);
    } finally {
      setSubmitting(false);
    }
  };

  if (registered) {
    return (
      <AuthShell title={t('register.title')} width={480}>
        <Result
          status="success"
          title={t('register.resultTitle')}
          subTitle={t('register.resultDesc', { username: registered })}
          data-testid="register-result"
          extra={
            <Link to="/login">
              <Button type="primary">{t('register.resultLogin')}</Button>
            </Link>
          }
        />
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t('register.title')} width={400}>
      <Form
        form={form}
        name="register"
        layout="vertical"
        onFinish={(v) => void onFinish(v)}
        autoComplete="off"
        initialValues={{ agreement: false, sliderToken: null }}
      >
        <Form.Item name="username" label={t('register.username')} rules={[rules.required(), rules.account()]}>
          <Input placeholder={t('register.usernamePlaceholder')} data-testid="register-username" maxLength={20} />
        </Form.Item>
        <PhoneCodeFields
          sender={sms}
          labels={{ phone: t('register.phone'), code: t('register.code') }}
          testIdPrefix="register"
        />
        <NewPasswordFields
          rule="registerPassword"
          labels={{ password: t('register.password'), confirm: t('register.confirmPassword') }}
          placeholders={{ password: t('register.passwordPlaceholder'), confirm: t('register.confirmPlaceholder') }}
          testIdPrefix="register"
        />
        <Form.Item name="agreement" valuePropName="checked" rules={[rules.agreement()]}>
          <Checkbox data-testid="register-agreement">
            {t('register.agreePrefix')}{' '}
            <Link to="/registrationAgreement" target="_blank">
              {t('register.agreement')}
            </Link>{' '}
            {t('register.and')}{' '}
            <Link to="/privacyAgreement" target="_blank">
              {t('register.privacy')}
            </Link>
          </Checkbox>
        </Form.Item>
        <Form.Item style={{ marginBottom: 8 }}>
          <Button type="primary" htmlType="submit" block loading={submitting} data-testid="register-submit">
            {t('register.submit')}
          </Button>
        </Form.Item>
        <Flex justify="center" gap={4}>
          <span>{t('register.haveAccount')}</span>
          <Link to="/login">{t('register.toLogin')}</Link>
        </Flex>
      </Form>
    </AuthShell>
  );
}
