import { Button, Card, Descriptions, Popconfirm, Space, Tag, Typography } from 'antd';
import type { ApiKeyMode, ApiKeyRow } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { formatDateTime } from '../../../shared/format';

interface Props {
  mode: ApiKeyMode;
  active: ApiKeyRow | undefined;
  /** Only the main account makes and ends keys. */
  canManage: boolean;
  busy: boolean;
  onCreate: () => void;
  onRegenerate: (key: ApiKeyRow) => void;
  onRevoke: (key: ApiKeyRow) => void;
}

/** One mode's active key: its visible start, when it was made and last used, and what can be done with it. */
export function KeyCard({ mode, active, canManage, busy, onCreate, onRegenerate, onRevoke }: Props) {
  const { t } = useTranslation('api-docking');
  return (
    <Card
      size="small"
      title={
        <Space wrap>
          {t(`modes.${mode}`)}
          <Tag color={mode === 'live' ? 'green' : 'blue'}>{mode}</Tag>
        </Space>
      }
      style={{ flex: '1 1 320px', minWidth: 0 }}
      {...testIdProps(`api-key-card-${mode}`)}
    >
      <Typography.Paragraph type="secondary">{t(`modeHelp.${mode}`)}</Typography.Paragraph>
      {active ? (
        <>
          <Descriptions size="small" column={1}>
            <Descriptions.Item label={t('fields.prefix')}>
              <Typography.Text code {...testIdProps(`api-key-prefix-${mode}`)}>
                {`${active.prefix}…`}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('fields.createdAt')}>{formatDateTime(active.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.lastUsedAt')}>
              <span {...testIdProps(`api-key-last-used-${mode}`)}>
                {active.lastUsedAt ? formatDateTime(active.lastUsedAt) : t('fields.never')}
              </span>
            </Descriptions.Item>
          </Descriptions>
          {canManage && (
            <Space wrap>
              <Popconfirm
                title={t('confirm.regenerate')}
                onConfirm={() => onRegenerate(active)}
                okButtonProps={{ ...testIdProps(`api-key-regenerate-ok-${mode}`) }}
              >
                <Button loading={busy} {...testIdProps(`api-key-regenerate-${mode}`)}>
                  {t('actions.regenerate')}
                </Button>
              </Popconfirm>
              <Popconfirm
                title={t('confirm.revoke')}
                onConfirm={() => onRevoke(active)}
                okButtonProps={{ danger: true, ...testIdProps(`api-key-revoke-ok-${mode}`) }}
              >
                <Button danger loading={busy} {...testIdProps(`api-key-revoke-${mode}`)}>
                  {t('actions.revoke')}
                </Button>
              </Popconfirm>
            </Space>
          )}
        </>
      ) : (
        <Space direction="vertical">
          <Typography.Text type="secondary">{t('noKey')}</Typography.Text>
          {canManage && (
            <Button type="primary" loading={busy} onClick={onCreate} {...testIdProps(`api-key-create-${mode}`)}>
              {t('actions.create')}
            </Button>
          )}
        </Space>
      )}
    </Card>
  );
}
