import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  prefix?: ReactNode;
  invalid?: boolean;
  /** A password with a show/hide button. */
  revealable?: boolean;
}

/**
 * A large input styled like antd's, for the login page only: antd's Input reads the form context and so brings
 * rc-form and its validator with it, a third of the page's download.
 */
export function PlainInput({ prefix, invalid = false, revealable = false, type, ...rest }: Props) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  return (
    <span className={invalid ? 'ph-input ph-input-error' : 'ph-input'}>
      {prefix ? (
        <span className="ph-input-icon" aria-hidden="true">
          {prefix}
        </span>
      ) : null}
      <input {...rest} type={revealable && shown ? 'text' : type} aria-invalid={invalid} />
      {revealable ? (
        <button
          type="button"
          className="ph-input-icon ph-input-reveal"
          aria-label={shown ? t('login.hidePassword') : t('login.showPassword')}
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        </button>
      ) : null}
    </span>
  );
}
