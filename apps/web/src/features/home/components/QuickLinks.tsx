import { Card, List, Typography } from 'antd';
import { ApiOutlined, AppstoreOutlined, NotificationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSessionContext } from '../../../shared/session';

interface Entry {
  key: string;
  title: string;
  description: string;
  to: string;
  external?: boolean;
  icon: React.ReactNode;
}

/** The first few menu pages plus the integration documents. */
export function QuickLinks() {
  const { t } = useTranslation('home');
  const { routes } = useSessionContext();
  const menuEntries: Entry[] = routes
    .filter((r) => r.path !== '/home' && !/^https?:/i.test(r.path))
    .slice(0, 4)
    .map((r) => ({
      key: r.path,
      title: r.title,
      description: t('menuEntryDesc', { title: r.trail.join(' / ') }),
      to: r.path,
      icon: <AppstoreOutlined />,
    }));
  const entries: Entry[] = [
    ...menuEntries,
    { key: 'docs', title: t('apiDocs'), description: t('apiDocsDesc'), to: '/docs', external: true, icon: <ApiOutlined /> },
    {
      key: 'webhook',
      title: t('webhookDoc'),
      description: t('webhookDocDesc'),
      to: '/APIDockingInfo/webhookDoc',
      icon: <NotificationOutlined />,
    },
  ];
  return (
    <Card title={t('links')} style={{ height: '100%' }}>
      <List
        dataSource={entries}
        renderItem={(e) => (
          <List.Item key={e.key}>
            <List.Item.Meta
              avatar={e.icon}
              title={
                e.external ? (
                  <a href={e.to} target="_blank" rel="noreferrer">
                    {e.title}
                  </a>
                ) : (
                  <Link to={e.to} data-testid={`home-link-${e.key}`}>
                    {e.title}
                  </Link>
                )
              }
              description={<Typography.Text type="secondary">{e.description}</Typography.Text>}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
