import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { ANTD_LOCALES, useLanguage } from '../../i18n';
import { queryClient } from '../queryClient';
import { SettingsProvider, useSettings } from '../settings/SettingsContext';
import { NotifierBridge } from './NotifierBridge';

function ThemedConfig({ children }: { children: ReactNode }) {
  const lang = useLanguage();
  const { settings } = useSettings();
  return (
    <ConfigProvider
      locale={ANTD_LOCALES[lang]}
      componentSize="small"
      theme={{ token: { colorPrimary: settings.themeColor, borderRadius: 4 } }}
    >
      <AntApp>
        <NotifierBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsProvider>
        <ThemedConfig>{children}</ThemedConfig>
      </SettingsProvider>
    </QueryClientProvider>
  );
}
