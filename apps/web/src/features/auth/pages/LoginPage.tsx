import { useState, type FormEvent } from 'react';
import { Alert, Button } from 'antd';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { validationMessage } from '@parcelhub/contracts';
import { encryptPassword } from '../../../shared/crypto/encryptPassword';
import { FullScreenLoader } from '../../../shared/components/FullScreenLoader';
import { hasErrorKey, isApiError, isCanceled } from '../../../shared/http';
import { fromUserInfo, login, rememberSubLogin, saveToken, sessionKeys } from '../../../shared/session';
import { applyLanguage, storedLanguage, useLanguage } from '../../../i18n';
import { AuthShell } from '../components/AuthShell';
import { errorProps, LoginField } from '../components/LoginField';
import { PlainInput } from '../components/PlainInput';
import { useAfterLogin } from '../hooks/useAfterLogin';
import { useCaptcha } from '../hooks/useCaptcha';

type Field = 'username' | 'password' | 'code';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

/** The spec's login: the loading flag resets 400 ms after a failure, and every failure brings a new captcha. */
const LOADING_RESET_MS = 400;
const EMPTY: Values = { username: '', password: '', code: '' };

/**
 * Three required fields need no form library: a plain form keeps antd's Form (and its validator) out of the first
 * page most visitors load.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const queryClient = useQueryClient();
  const captcha = useCaptcha();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const leaving = useAfterLogin(redirect);
  const captchaEnabled = captcha.data?.enabled ?? false;

  const required = validationMessage('required', lang);
  const change = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: value.trim() ? undefined : required }));
  };

  const refreshCaptcha = () => {
    setValues((v) => ({ ...v, code: '' }));
    void captcha.refetch();
  };

  const validate = (): boolean => {
    const fields: Field[] = captchaEnabled ? ['username', 'password', 'code'] : ['username', 'password'];
    const found: Errors = {};
    for (const f of fields) if (!values[f].trim()) found[f] = required;
    setErrors(found);
    const first = fields.find((f) => found[f]);
    if (first) document.getElementById(`login_${first}`)?.focus();
    return !first;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading || !validate()) return;
    setLoading(true);
    setError(null);
    try {
      const password = await encryptPassword(values.password);
      const result = await login({
        username: values.username.trim(),
        password,
        code: values.code.trim(),
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
        const text = isApiError(e) ? e.message : String(e);
        setError(text);
        if (hasErrorKey(e, 'CAPTCHA_INVALID', 'CAPTCHA_EXPIRED')) setErrors((prev) => ({ ...prev, code: text }));
      }
      refreshCaptcha();
      window.setTimeout(() => setLoading(false), LOADING_RESET_MS);
    }
  };

  if (leaving && !loading) return <FullScreenLoader />;

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
      <form name="login" noValidate autoComplete="off" onSubmit={(e) => void onSubmit(e)}>
        <LoginField id="login_username" error={errors.username}>
          <PlainInput
            id="login_username"
            {...errorProps('login_username', errors.username)}
            prefix={<UserOutlined />}
            placeholder={t('login.usernamePlaceholder')}
            aria-label={t('login.usernamePlaceholder')}
            data-testid="login-username"
            autoComplete="username"
            value={values.username}
            onChange={(e) => change('username')(e.target.value)}
          />
        </LoginField>
        <LoginField id="login_password" error={errors.password}>
          <PlainInput
            type="password"
            revealable
            id="login_password"
            {...errorProps('login_password', errors.password)}
            prefix={<LockOutlined />}
            placeholder={t('login.passwordPlaceholder')}
            aria-label={t('login.passwordPlaceholder')}
            data-testid="login-password"
            autoComplete="current-password"
            value={values.password}
            onChange={(e) => change('password')(e.target.value)}
          />
        </LoginField>
        {captcha.isPending ? (
          <div className="ph-field ph-captcha-placeholder" aria-busy="true" />
        ) : captchaEnabled ? (
          <LoginField id="login_code" error={errors.code}>
            <div style={{ display: 'flex', gap: 8 }}>
              <PlainInput
                id="login_code"
                {...errorProps('login_code', errors.code)}
                prefix={<SafetyOutlined />}
                placeholder={t('login.captchaPlaceholder')}
                aria-label={t('login.captchaPlaceholder')}
                data-testid="login-captcha"
                maxLength={8}
                value={values.code}
                onChange={(e) => change('code')(e.target.value)}
              />
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
            </div>
          </LoginField>
        ) : null}
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={loading}
          data-testid="login-submit"
          style={{ marginBottom: 12 }}
        >
          {loading ? t('login.submitting') : t('login.submit')}
        </Button>
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}>
          <Link to="/register">{t('login.register')}</Link>
          <Link to="/forgetPassword" style={{ color: 'rgba(0, 0, 0, 0.55)' }}>
            {t('login.forget')}
          </Link>
        </div>
        <div style={{ textAlign: 'center', marginTop: 12 }}>
          <Link to="/track" data-testid="login-track">
            {t('login.track')}
          </Link>
        </div>
      </form>
    </AuthShell>
  );
}
