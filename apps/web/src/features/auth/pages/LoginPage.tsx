import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Skeleton, Typography } from 'antd';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { encryptPassword } from '../../../shared/crypto/encryptPassword';
import { PageSpin } from '../../../shared/components/PageSpin';
import { useRules } from '../../../shared/forms/useRules';
import { hasErrorKey, isApiError, isCanceled } from '../../../shared/http';
import { fromUserInfo, login, rememberSubLogin, saveToken, sessionKeys } from '../../../shared/session';
import { applyLanguage, storedLanguage } from '../../../i18n';
import { AuthShell } from '../components/AuthShell';
import { useAfterLogin } from '../hooks/useAfterLogin';
import { useCaptcha } from '../hooks/useCaptcha';

interface Values {
  username: string;
  password: string;
  code?: string;
}

/** The spec's login: the loading flag resets 400 ms after a failure, and every failure brings a new captcha. */
const LOADING_RESET_MS = 400;

export function LoginPage() {
  const { t } = useTranslation('auth');
  const rules = useRules();
  const [form] = Form.useForm<Values>();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const queryClient = useQueryClient();
  const captcha = useCaptcha();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const leaving = useAfterLogin(redirect);

  const refreshCaptcha = () => {
    form.setFieldValue('code', '');
    void captcha.refetch();
  };

  const onFinish = async (values: Values) => {
    setLoading(true);
    setError(null);
    try {
      const password = await encryptPassword(values.password);
      const result = await login({
        username: values.username.trim(),
        password,
        code: (values.code ?? '').trim(),
        uuid: captcha.data?.uuid ?? '',
      });
      const isSub = result.user.user.isSubAccount;
      rememberSubLogin(isSub);
      // A main account's info came with the login; a sub-account loads its auth list next.
      if (!isSub) queryClient.setQueryData(sessionKeys.current(result.token), fromUserInfo(result.user));
      if (!storedLanguage()) await applyLanguage(result.user.language);
      saveToken(result.token);
    } catch (e) {
      if (!isCanceled(e)) {
        setError(isApiError(e) ? e.message : String(e));
        if (hasErrorKey(e, 'CAPTCHA_INVALID', 'CAPTCHA_EXPIRED')) {
          form.setFields([{ name: 'code', errors: [isApiError(e) ? e.message : ''] }]);
        }
      }
      refreshCaptcha();
      window.setTimeout(() => setLoading(false), LOADING_RESET_MS);
    }
  };

  if (leaving && !loading) return <PageSpin fullScreen />;

  const captchaEnabled = captcha.data?.enabled ?? false;
  return (
    <AuthShell title={t('login.title')}>
      {error ? (
        <Alert
          type="error"
          showIcon
          title={error}
          style={{ marginBottom: 16 }}
          data-testid="login-error"
          closable={{ onClose: () => setError(null) }}
        />
      ) : null}
      <Form form={form} name="login" size="large" onFinish={(v) => void onFinish(v)} autoComplete="off">
        <Form.Item name="username" rules={[rules.required()]}>
          <Input
            prefix={<UserOutlined />}
            placeholder={t('login.usernamePlaceholder')}
            data-testid="login-username"
            autoComplete="username"
          />
        </Form.Item>
        <Form.Item name="password" rules={[rules.required()]}>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder={t('login.passwordPlaceholder')}
            data-testid="login-password"
            autoComplete="current-password"
          />
        </Form.Item>
        {captcha.isPending ? (
          <Skeleton.Input active block style={{ marginBottom: 24 }} />
        ) : captchaEnabled ? (
          <Form.Item required>
            <Flex gap={8}>
              <Form.Item name="code" noStyle rules={[rules.required()]}>
                <Input
                  prefix={<SafetyOutlined />}
                  placeholder={t('login.captchaPlaceholder')}
                  data-testid="login-captcha"
                  maxLength={8}
                />
              </Form.Item>
              <img
                src={captcha.data?.img}
                alt={t('login.captcha')}
                title={t('login.refreshCaptcha')}
                data-testid="login-captcha-img"
                onClick={refreshCaptcha}
                style={{
                  height: 40,
                  width: 120,
                  cursor: 'pointer',
                  borderRadius: 4,
                  border: '1px solid #d9d9d9',
                  flex: 'none',
                }}
              />
            </Flex>
          </Form.Item>
        ) : null}
        <Form.Item style={{ marginBottom: 12 }}>
          <Button type="primary" htmlType="submit" block loading={loading} data-testid="login-submit">
            {loading ? t('login.submitting') : t('login.submit')}
          </Button>
        </Form.Item>
        <Flex justify="space-between">
          <Link to="/register">{t('login.register')}</Link>
          <Link to="/forgetPassword">
            <Typography.Text type="secondary">{t('login.forget')}</Typography.Text>
          </Link>
        </Flex>
      </Form>
    </AuthShell>
  );
}
