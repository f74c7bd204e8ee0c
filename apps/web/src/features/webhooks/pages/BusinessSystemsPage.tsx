import { useState } from 'react';
import { App, Button, Input, Popconfirm, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { TraceSystemRow } from '@parcelhub/contracts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { ListPage, type FilterField, type ListColumn, type ListContext } from '../../../shared/list';
import { webhooksApi } from '../api/webhooksApi';
import { SecretModal } from '../components/SecretModal';
import { SystemFormModal } from '../components/SystemFormModal';
import { webhookKeys } from '../hooks/useWebhooks';

interface Filters {
  name?: string;
}
const INITIAL: Filters = {};

/**
 * Trace business systems (menu key tracking/business-system/index, platform): receivers the platform registers for
 * chosen customers' tracking, signed and retried like customers' webhooks.
 */
export function BusinessSystemsPage() {
  const { t } = useTranslation('webhooks');
  const { message } = App.useApp();
  const [editing, setEditing] = useState<TraceSystemRow | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (input: Parameters<typeof webhooksApi.saveSystem>[0]) => webhooksApi.saveSystem(input),
  });
  const change = useMutation({ mutationFn: (work: () => Promise<unknown>) => work() });
  const filters: FilterField<Filters>[] = [
    { name: 'name', label: t('systems.name'), input: <Input allowClear style={{ width: 180 }} maxLength={64} /> },
  ];
  const act = async (ctx: ListContext<Filters>, work: () => Promise<unknown>) => {
    try {
      await change.mutateAsync(work);
      ctx.reload();
    } catch {
      /* shown by the http client */
    }
  };
  const columns: ListColumn<TraceSystemRow>[] = [
    { key: 'name', title: t('systems.name'), width: 150, locked: true, ellipsis: true },
    { key: 'url', title: t('systems.url'), width: 240, ellipsis: true },
    {
      key: 'customerIds',
      title: t('systems.customers'),
      width: 110,
      render: (r) => t('systems.customerCount', { count: r.customerIds.length }),
    },
    {
      key: 'status',
      title: t('systems.status'),
      width: 100,
      render: (r) =>
        r.status === 1 ? (
          <Tag color="green">{t('panel.enabled')}</Tag>
        ) : (
          <Tag color={r.disabledReason ? 'red' : undefined}>
            {r.disabledReason ? t('panel.disabledFailing') : t('panel.disabled')}
          </Tag>
        ),
    },
    { key: 'secretPrefix', title: t('systems.secret'), width: 130, render: (r) => <code>{r.secretPrefix}</code> },
    { key: 'remark', title: t('systems.remark'), width: 160, ellipsis: true, defaultHidden: true },
    { key: 'createdAt', title: t('systems.createdAt'), width: 160, render: (r) => formatDateTime(r.createdAt) },
  ];

  return (
    <ListPage<TraceSystemRow, Filters>
      testId="trace-systems"
      title={t('systems.title')}
      filterFormName="trace-system-filters"
      filters={filters}
      initialFilters={INITIAL}
      queryKey={webhookKeys.systems}
      load={({ pageNo, pageSize, filters: f }, signal) =>
        webhooksApi.systems({ pageNo, pageSize, ...(f.name?.trim() ? { name: f.name.trim() } : {}) }, signal)
      }
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `trace-system-row-${r.id}`}
      history={{ resource: 'webhook_endpoints' }}
      rowActions={{
        width: 260,
        render: (r, ctx) => (
          <Space size={0} wrap>
            <Button
              type="link"
              size="small"
              data-testid={`trace-system-edit-${r.id}`}
              onClick={() => {
                setEditing(r);
                setFormOpen(true);
              }}
            >
              {t('systems.edit')}
            </Button>
            <Button
              type="link"
              size="small"
              data-testid={`trace-system-status-${r.id}`}
              onClick={() => void act(ctx, () => webhooksApi.systemStatus(r.id, r.status === 1 ? '0' : '1'))}
            >
              {r.status === 1 ? t('systems.disable') : t('systems.enable')}
            </Button>
            <Button
              type="link"
              size="small"
              data-testid={`trace-system-rotate-${r.id}`}
              onClick={() => void act(ctx, async () => setSecret((await webhooksApi.rotateSystem(r.id)).secret))}
            >
              {t('systems.rotate')}
            </Button>
            <Popconfirm
              title={t('systems.deleteConfirm', { name: r.name })}
              onConfirm={() => act(ctx, () => webhooksApi.removeSystem(r.id))}
            >
              <Button type="link" size="small" danger data-testid={`trace-system-delete-${r.id}`}>
                {t('systems.delete')}
              </Button>
            </Popconfirm>
          </Space>
        ),
      }}
      toolbar={() => (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          data-testid="trace-system-add"
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        >
          {t('systems.add')}
        </Button>
      )}
    >
      {(ctx) => (
        <>
          <SystemFormModal
            open={formOpen}
            system={editing}
            onClose={() => setFormOpen(false)}
            onSubmit={(input) => save.mutateAsync(input)}
            onSaved={(saved) => {
              setFormOpen(false);
              if (saved.secret) setSecret(saved.secret);
              void message.success(t('systems.saved'));
              ctx.reload();
            }}
          />
          <SecretModal secret={secret} onClose={() => setSecret(null)} />
        </>
      )}
    </ListPage>
  );
}
