import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageButtons } from '../../../shared/components/LanguageButtons';

interface Props {
  title: ReactNode;
  width?: number;
  children: ReactNode;
}

/**
 * The frame of the public account pages: brand, the form card, and the languages. Plain elements rather than antd's
 * Card and Typography, which would bring tabs, dropdowns and text measuring into the login page's download.
 */
export function AuthShell({ title, width = 420, children }: Props) {
  const { t } = useTranslation();
  return (
    <div className="ph-auth">
      <div className="ph-auth-langs">
        <LanguageButtons />
      </div>
      <div className="ph-auth-body">
        <div className="ph-auth-brand">
          <div className="ph-auth-brand-name">
            <img src="/favicon.svg" alt="" width={44} height={44} />
            <h1>{t('app.name')}</h1>
          </div>
          <p>{t('app.slogan')}</p>
        </div>
        <section className="ph-auth-card" style={{ width }} aria-labelledby="ph-auth-title">
          <h2 id="ph-auth-title">{title}</h2>
          <div className="ph-auth-card-body">{children}</div>
        </section>
      </div>
    </div>
  );
}
