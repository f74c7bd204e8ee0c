import { useEffect } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { configureHttp } from '../../shared/http';

/** Gives the HTTP client antd's themed notification API: errors stay on screen for 5 s (spec §9). */
export function NotifierBridge() {
  const { notification } = App.useApp();
  const { t } = useTranslation();
  useEffect(() => {
    configureHttp({
      notify: ({ message, key }) =>
        notification.error({ key, title: t('http.errorTitle'), description: message, duration: 5 }),
    });
  }, [notification, t]);
  return null;
}
