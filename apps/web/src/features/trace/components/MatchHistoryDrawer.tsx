import { Drawer, Empty, List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { useMatches } from '../hooks/useTrace';

/** The match attempts of one delivery number ('' for every number), newest first. */
export function MatchHistoryDrawer({
  deliveryNumber,
  onClose,
}: {
  deliveryNumber: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('trace');
  const matches = useMatches(deliveryNumber);
  const rows = matches.data?.rows ?? [];
  return (
    <Drawer
      open={deliveryNumber !== null}
      onClose={onClose}
      size="large"
      title={deliveryNumber ? t('db.matches.title', { number: deliveryNumber }) : t('db.matches.titleAll')}
      data-testid="trace-matches-drawer"
    >
      {rows.length === 0 && !matches.isLoading ? (
        <Empty description={t('db.matches.empty')} />
      ) : (
        <List
          loading={matches.isLoading}
          dataSource={rows}
          renderItem={(m) => (
            <List.Item data-testid={`trace-match-${m.id}`}>
              <Space orientation="vertical" size={2}>
                <Space wrap>
                  <Typography.Text strong>{m.deliveryNumber}</Typography.Text>
                  <Tag>{t(`db.matches.triggers.${m.trigger as 'IMPORT' | 'EDIT' | 'MANUAL'}`)}</Tag>
                  {m.matched ? (
                    <Tag color="green">
                      {t('db.match.MATCHED')} {m.orderNo ?? ''}
                    </Tag>
                  ) : (
                    <Tag color="orange">{t('db.match.UNMATCHED')}</Tag>
                  )}
                </Space>
                {m.matched ? (
                  <Typography.Text type="secondary">
                    {t('db.matches.counts', { recorded: m.recorded, repeated: m.repeated, waiting: m.waiting })}
                  </Typography.Text>
                ) : null}
                <Typography.Text type="secondary">{formatDateTime(m.createdAt)}</Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
}
