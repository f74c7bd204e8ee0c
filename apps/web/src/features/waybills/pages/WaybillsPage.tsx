import { useState } from 'react';
import { App, Button, Input, Select, Space } from 'antd';
import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { WAYBILL_STATUSES, type Waybill, type WaybillFilter, type WaybillStatus } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { ListPage, type FilterField } from '../../../shared/list';
import { ImportDialog } from '../../../shared/import/ImportDialog';
import { TASK_KEYS } from '../../tasks';
import { waybillsApi } from '../api/waybillsApi';
import { useWaybillColumns } from '../components/waybillColumns';
import { WaybillFormModal } from '../components/WaybillFormModal';
import { TrackWaybillModal } from '../components/TrackWaybillModal';
import { WaybillDrawer } from '../components/WaybillDrawer';
import { waybillKeys } from '../hooks/queryKeys';

interface Filters {
  awbNo?: string;
  status?: WaybillStatus;
  origin?: string;
  destination?: string;
}
const INITIAL: Filters = {};

const filterOf = (f: Filters): WaybillFilter => ({
  ...(f.awbNo?.trim() ? { awbNo: f.awbNo.trim() } : {}),
  ...(f.status ? { status: f.status } : {}),
  ...(f.origin?.trim() ? { origin: f.origin.trim().toUpperCase() } : {}),
  ...(f.destination?.trim() ? { destination: f.destination.trim().toUpperCase() } : {}),
});

/**
 * Master air waybills of the line haul (menu key order/waybill/index, platform only): the list, a waybill's form,
 * its events (each applied to every linked parcel) and its parcels; import and export through the task center.
 */
export function WaybillsPage() {
  const { t } = useTranslation('waybills');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Waybill | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [tracking, setTracking] = useState<Waybill | null>(null);
  const [viewing, setViewing] = useState<Waybill | null>(null);
  const [importing, setImporting] = useState(false);
  const columns = useWaybillColumns(setViewing);
  const filters: FilterField<Filters>[] = [
    {
      name: 'awbNo',
      label: t('filters.awbNo'),
      input: <Input allowClear placeholder={t('filters.awbNoPlaceholder')} style={{ width: 170 }} maxLength={20} />,
    },
    {
      name: 'status',
      label: t('filters.status'),
      input: (
        <Select
          allowClear
          style={{ width: 150 }}
          placeholder={t('filters.all')}
          options={WAYBILL_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      ),
    },
    { name: 'origin', label: t('filters.origin'), input: <Input allowClear style={{ width: 80 }} maxLength={3} /> },
    {
      name: 'destination',
      label: t('filters.destination'),
      input: <Input allowClear style={{ width: 80 }} maxLength={3} />,
    },
  ];

  const exportAll = async (f: Filters) => {
    try {
      await waybillsApi.export(filterOf(f));
      void message.success(t('actions.exportSubmitted'));
      void queryClient.invalidateQueries({ queryKey: TASK_KEYS.all });
    } catch {
      // the client showed why
    }
  };

  return (
    <ListPage<Waybill, Filters>
      testId="waybill"
      title={t('title')}
      filterFormName="waybill-filters"
      filters={filters}
      initialFilters={INITIAL}
      queryKey={waybillKeys.lists()}
      load={({ pageNo, pageSize, filters: f }, signal) =>
        waybillsApi.list({ pageNo, pageSize, ...filterOf(f) }, signal)
      }
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `waybill-row-${r.id}`}
      history={{ resource: 'waybills' }}
      rowActions={{
        width: 190,
        render: (r) => (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              data-testid={`waybill-edit-${r.id}`}
              onClick={() => {
                setEditing(r);
                setFormOpen(true);
              }}
            >
              {t('actions.edit')}
            </Button>
            <Button type="link" size="small" data-testid={`waybill-track-${r.id}`} onClick={() => setTracking(r)}>
              {t('actions.track')}
            </Button>
            <Button type="link" size="small" data-testid={`waybill-open-${r.id}`} onClick={() => setViewing(r)}>
              {t('actions.open')}
            </Button>
          </Space>
        ),
      }}
      toolbar={({ filters: current }) => (
        <>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            data-testid="waybill-add"
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            {t('actions.add')}
          </Button>
          <Button icon={<UploadOutlined />} data-testid="waybill-import" onClick={() => setImporting(true)}>
            {tc('import.button')}
          </Button>
          <Button icon={<DownloadOutlined />} data-testid="waybill-export" onClick={() => void exportAll(current)}>
            {t('actions.export')}
          </Button>
        </>
      )}
    >
      {() => (
        <>
          <WaybillFormModal open={formOpen} waybill={editing} onClose={() => setFormOpen(false)} />
          <TrackWaybillModal waybill={tracking} onClose={() => setTracking(null)} />
          <WaybillDrawer waybill={viewing} onClose={() => setViewing(null)} />
          <ImportDialog
            open={importing}
            title={t('actions.importTitle')}
            testId="waybill"
            onClose={() => setImporting(false)}
            onTemplate={waybillsApi.template}
            onSubmit={async (file) => {
              await waybillsApi.import(file);
              void queryClient.invalidateQueries({ queryKey: TASK_KEYS.all });
            }}
          />
        </>
      )}
    </ListPage>
  );
}
