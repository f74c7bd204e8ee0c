import { Card, Tabs, type TabsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiKeysPanel } from '../components/ApiKeysPanel';
import { WebhooksPanel, WebhooksTabLabel } from '../../webhooks/components/WebhooksPanel';

/**
 * The customer's API page (menu key account/api/index): tabs, the keys first. Another tab (webhooks) is one more
 * entry in `items`.
 */
export function ApiDockingPage() {
  const { t } = useTranslation('api-docking');
  const items: TabsProps['items'] = [
    { key: 'keys', label: t('tabs.keys'), children: <ApiKeysPanel /> },
    { key: 'webhooks', label: <WebhooksTabLabel />, children: <WebhooksPanel /> },
  ];
  return (
    <Card title={t('title')}>
      <Tabs items={items} destroyOnHidden />
    </Card>
  );
}
