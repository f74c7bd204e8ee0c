import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@parcelhub/contracts';
import { useChangeLanguage, useLanguage } from '../../i18n';

/**
 * The three languages side by side, for the public pages: one click, nothing to open, and none of the menu code a
 * dropdown would add to the login page's download.
 */
export function LanguageButtons() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const changeLanguage = useChangeLanguage();
  return (
    <div role="group" aria-label={t('nav.language')} data-testid="lang-switch" style={{ display: 'flex', gap: 2 }}>
      {LANGUAGES.map((l) => (
        <Button
          key={l}
          size="small"
          type={l === lang ? 'primary' : 'text'}
          aria-pressed={l === lang}
          lang={l}
          data-testid={`lang-${l}`}
          onClick={() => {
            if (l !== lang) void changeLanguage(l);
          }}
        >
          {t(`languageNames.${l}`)}
        </Button>
      ))}
    </div>
  );
}
