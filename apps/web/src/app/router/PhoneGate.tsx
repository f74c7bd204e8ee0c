import { useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { DesktopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { LanguageButtons } from '../../shared/components/LanguageButtons';
import { logout } from '../../shared/session';
import { isEmbedded, isNarrowScreen } from '../layout/responsive';

/** Remembered per browser tab (sessionStorage): asked once per session. */
export const PHONE_CONTINUE_KEY = 'phoneContinue';

function continuedThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(PHONE_CONTINUE_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberContinue(): void {
  try {
    window.sessionStorage.setItem(PHONE_CONTINUE_KEY, '1');
  } catch {
    // storage unavailable: asked again next load
  }
}

/**
 * Spec §1: phones are not taken into the web app after login unless it is embedded in a host. A phone-width screen
 * gets a page saying so, with a way to continue anyway for the rest of the session.
 */
export function PhoneGate({ children }: { children: ReactNode }) {
  const [blocked, setBlocked] = useState(() => isNarrowScreen() && !isEmbedded() && !continuedThisSession());
  if (!blocked) return children;
  return (
    <PhoneNotice
      onContinue={() => {
        rememberContinue();
        setBlocked(false);
      }}
    />
  );
}

function PhoneNotice({ onContinue }: { onContinue: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <main className="ph-phone-notice" data-testid="phone-notice">
      <div className="ph-phone-notice-langs">
        <LanguageButtons />
      </div>
      <DesktopOutlined className="ph-phone-notice-icon" aria-hidden="true" />
      <h1>{t('mobile.title')}</h1>
      <p>{t('mobile.desc')}</p>
      <Button type="primary" size="large" block onClick={onContinue} data-testid="phone-continue">
        {t('mobile.continue')}
      </Button>
      <p className="ph-phone-notice-hint">{t('mobile.continueHint')}</p>
      <Button
        type="link"
        data-testid="phone-logout"
        onClick={() => void logout(queryClient).finally(() => window.location.assign('/login'))}
      >
        {t('nav.logout')}
      </Button>
    </main>
  );
}
