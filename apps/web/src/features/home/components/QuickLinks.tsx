import { Card, Flex, Typography } from 'antd';
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

const WEBHOOK_DOC = { key: 'APIDockingInfo/webhookDoc', path: '/APIDockingInfo/webhookDoc' };

/** The first few menu pages plus the integration documents, each only once its screen is built. */
export function QuickLinks() {
  const { t } = useTranslation('home');
  const { routes, hasPage } = useSessionContext();
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
    {
      key: 'docs',
      title: t('apiDocs'),
      description: t('apiDocsDesc'),
      to: '/docs',
      external: true,
      icon: <ApiOutlined />,
    },
  ];
  if (hasPage(WEBHOOK_DOC.key))
    entries.push({
      key: 'webhook',
      title: t('webhookDoc'),
      description: t('webhookDocDesc'),
      to: WEBHOOK_DOC.path,
      icon: <NotificationOutlined />,
    });
  return (
    <Card title={t('links')} style={{ height: '100%' }}>
      <Flex vertical>
        {entries.map((e, i) => (
          <Flex
            key={e.key}
            gap={12}
            align="flex-start"
            style={{ padding: '10px 0', borderTop: i === 0 ? undefined : '1px solid #f0f0f0' }}
          >
            <span style={{ fontSize: 16, lineHeight: '22px' }}>{e.icon}</span>
            <div style={{ minWidth: 0 }}>
              {e.external ? (
                <a href={e.to} target="_blank" rel="noreferrer" style={{ fontWeight: 500 }}>
                  {e.title}
                </a>
              ) : (
                <Link to={e.to} data-testid={`home-link-${e.key}`} style={{ fontWeight: 500 }}>
                  {e.title}
                </Link>
              )}
              <div>
                <Typography.Text type="secondary">{e.description}</Typography.Text>
              </div>
            </div>
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
