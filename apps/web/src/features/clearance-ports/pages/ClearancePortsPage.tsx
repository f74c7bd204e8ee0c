import { useState } from 'react';
import { App, Button, Input, Select, Switch, Typography } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { ClearancePort } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { ListPage, type FilterField, type ListColumn } from '../../../shared/list';
import { EditDeleteActions } from '../../../shared/list/EditDeleteActions';
import { ImportDialog } from '../../../shared/import/ImportDialog';
import { formatDateTime } from '../../../shared/format';
import { TASK_KEYS } from '../../tasks';
import { clearancePortsApi } from '../api/clearancePortsApi';
import { PortFormModal } from '../components/PortFormModal';
import { clearanceKeys } from '../hooks/queryKeys';
import { useDeletePort, usePortStatus } from '../hooks/useClearance';

interface Filters {
  blurry?: string;
  enabled?: 'true' | 'false';
}
const INITIAL: Filters = {};

const toFilter = (f: Filters) => ({
  ...(f.blurry?.trim() ? { blurry: f.blurry.trim() } : {}),
  ...(f.enabled ? { enabled: f.enabled } : {}),
});

/**
 * Clearance ports (menu key clearance/port/index, the platform's): list, form, enable and disable, import and export
 * through the task center. The count of clearance products using each port comes from the products.
 */
export function ClearancePortsPage() {
  const { t } = useTranslation('clearance-ports');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<ClearancePort | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [importing, setImporting] = useState(false);
  const remove = useDeletePort();
  const status = usePortStatus();

  const filters: FilterField<Filters>[] = [
    {
      name: 'blurry',
      label: t('ports.filters.blurry'),
      input: (
        <Input allowClear placeholder={t('ports.filters.blurryPlaceholder')} style={{ width: 200 }} maxLength={100} />
      ),
    },
    {
      name: 'enabled',
      label: t('ports.filters.enabled'),
      input: (
        <Select
          allowClear
          placeholder={t('ports.filters.all')}
          style={{ width: 120 }}
          options={[
            { value: 'true', label: t('enabled') },
            { value: 'false', label: t('disabled') },
          ]}
        />
      ),
    },
  ];

  const columns: ListColumn<ClearancePort>[] = [
    { key: 'code', title: t('ports.columns.code'), width: 90, locked: true },
    { key: 'nameZh', title: t('ports.columns.nameZh'), width: 130, ellipsis: true },
    { key: 'nameEn', title: t('ports.columns.nameEn'), width: 140, ellipsis: true },
    { key: 'country', title: t('ports.columns.country'), width: 120, ellipsis: true },
    { key: 'countryCode', title: t('ports.columns.countryCode'), width: 100 },
    { key: 'clearanceCity', title: t('ports.columns.clearanceCity'), width: 120, ellipsis: true },
    { key: 'clearanceProductCount', title: t('ports.columns.products'), width: 110, align: 'right' },
    {
      key: 'enabled',
      title: t('ports.columns.enabled'),
      width: 80,
      render: (r) => (
        <Switch
          size="small"
          checked={r.enabled}
          data-testid={`port-enabled-${r.code}`}
          onChange={async (enabled) => {
            try {
              await status.mutateAsync({ id: r.id, enabled });
              void message.success(enabled ? t('ports.messages.enabled') : t('ports.messages.disabled'));
            } catch {
              // the client showed the message
            }
          }}
        />
      ),
    },
    { key: 'province', title: t('ports.columns.province'), width: 110, ellipsis: true, defaultHidden: true },
    { key: 'district', title: t('ports.columns.district'), width: 110, ellipsis: true, defaultHidden: true },
    { key: 'address', title: t('ports.columns.address'), width: 200, ellipsis: true, defaultHidden: true },
    { key: 'postcode', title: t('ports.columns.postcode'), width: 100, defaultHidden: true },
    { key: 'attribute', title: t('ports.columns.attribute'), width: 100, defaultHidden: true },
    { key: 'alliance', title: t('ports.columns.alliance'), width: 100, defaultHidden: true },
    { key: 'remark', title: t('ports.columns.remark'), width: 160, ellipsis: true, defaultHidden: true },
    {
      key: 'updatedAt',
      title: t('ports.columns.updatedAt'),
      width: 160,
      defaultHidden: true,
      render: (r) => formatDateTime(r.updatedAt),
    },
  ];

  const deletePort = async (p: ClearancePort) => {
    try {
      await remove.mutateAsync(p.id);
      void message.success(t('ports.messages.deleted'));
    } catch {
      // the client showed the message (a port in use names its products)
    }
  };
  const open = (p: ClearancePort | null) => {
    setEditing(p);
    setFormOpen(true);
  };

  return (
    <ListPage<ClearancePort, Filters>
      testId="clearance-ports"
      title={t('ports.title')}
      intro={
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          {t('ports.intro')}
        </Typography.Paragraph>
      }
      filterFormName="clearance-port-filters"
      filters={filters}
      initialFilters={INITIAL}
      queryKey={clearanceKeys.ports()}
      load={({ pageNo, pageSize, filters: f }, signal) =>
        clearancePortsApi.ports({ pageNo, pageSize, ...toFilter(f) }, signal)
      }
      onExport={async ({ filters: f }) => {
        await clearancePortsApi.exportPorts(toFilter(f));
        void queryClient.invalidateQueries({ queryKey: TASK_KEYS.all });
      }}
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `port-row-${r.code}`}
      history={{ resource: 'clearance_ports' }}
      rowActions={{
        width: 80,
        render: (r) => (
          <EditDeleteActions
            row={r}
            testIdPrefix="port"
            confirm={t('ports.actions.deleteConfirm', { code: r.code })}
            onEdit={open}
            onDelete={(row) => void deletePort(row)}
          />
        ),
      }}
      toolbar={() => (
        <>
          <Button type="primary" icon={<PlusOutlined />} data-testid="port-add" onClick={() => open(null)}>
            {t('ports.actions.add')}
          </Button>
          <Button icon={<UploadOutlined />} data-testid="port-import" onClick={() => setImporting(true)}>
            {tc('import.button')}
          </Button>
        </>
      )}
    >
      {() => (
        <>
          <PortFormModal open={formOpen} port={editing} onClose={() => setFormOpen(false)} />
          <ImportDialog
            open={importing}
            title={t('ports.importTitle')}
            testId="port"
            onClose={() => setImporting(false)}
            onTemplate={clearancePortsApi.template}
            onSubmit={async (file) => {
              await clearancePortsApi.importPorts(file);
              void queryClient.invalidateQueries({ queryKey: TASK_KEYS.all });
            }}
          />
        </>
      )}
    </ListPage>
  );
}
