import { useEffect, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { useLanguage } from '../../i18n';
import { queryClient } from '../queryClient';
import { SettingsProvider, useSettings } from '../settings/SettingsContext';
import { FeedbackProvider } from './FeedbackProvider';
import { useAntdLocale } from './antdLocale';
import { useReducedMotion } from '../layout/responsive';
import { RecordHistoryContext } from '../../shared/list';
import { recordHistory } from '../../features/oplog';

function ThemedConfig({ children }: { children: ReactNode }) {
  const lang = useLanguage();
  const locale = useAntdLocale(lang);
  const { settings } = useSettings();
  // antd animates its modals, drawers and menus unless told not to; a person who asked for less motion gets none.
  const reducedMotion = useReducedMotion();
  useEffect(() => {
    // The few plain elements styled in global.css (login inputs, focus rings) follow the theme colour too.
    document.documentElement.style.setProperty('--ph-primary', settings.themeColor);
  }, [settings.themeColor]);
  return (
    <ConfigProvider
      locale={locale}
      componentSize="small"
      theme={{ token: { colorPrimary: settings.themeColor, borderRadius: 4, motion: !reducedMotion } }}
    >
      <FeedbackProvider>{children}</FeedbackProvider>
    </ConfigProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsProvider>
        <ThemedConfig>
          <RecordHistoryContext.Provider value={recordHistory}>{children}</RecordHistoryContext.Provider>
        </ThemedConfig>
      </SettingsProvider>
    </QueryClientProvider>
  );
}
