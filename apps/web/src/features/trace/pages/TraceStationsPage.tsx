import { useState } from 'react';
import { App, Button, Input, Select, Space, Tooltip, Typography } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { TraceStation } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { ListPage, type FilterField } from '../../../shared/list';
import { traceApi } from '../api/traceApi';
import { StationFormModal } from '../components/StationFormModal';
import { useStationColumns } from '../components/stationColumns';
import { traceKeys } from '../hooks/queryKeys';
import { useStationEnabled } from '../hooks/useTrace';

interface Filters {
  blurry?: string;
  enabled?: 'true' | 'false';
}
const INITIAL: Filters = {};

/** Trace stations (menu key tracking/station/index, platform only): add, edit, enable and disable. */
export function TraceStationsPage() {
  const { t } = useTranslation('trace');
  const { message } = App.useApp();
  const [editing, setEditing] = useState<TraceStation | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const setEnabled = useStationEnabled();
  const columns = useStationColumns();
  const filters: FilterField<Filters>[] = [
    {
      name: 'blurry',
      label: t('stations.filters.blurry'),
      input: (
        <Input
          allowClear
          placeholder={t('stations.filters.blurryPlaceholder')}
          style={{ width: 200 }}
          maxLength={100}
        />
      ),
    },
    {
      name: 'enabled',
      label: t('stations.filters.enabled'),
      input: (
        <Select
          allowClear
          style={{ width: 120 }}
          placeholder={t('stations.filters.all')}
          options={[
            { value: 'true', label: t('stations.status.enabled') },
            { value: 'false', label: t('stations.status.disabled') },
          ]}
        />
      ),
    },
  ];

  const toggle = async (station: TraceStation) => {
    try {
      await setEnabled.mutateAsync({ id: station.id, enabled: !station.enabled });
      void message.success(station.enabled ? t('stations.messages.disabled') : t('stations.messages.enabled'));
    } catch {
      // the client showed the message
    }
  };

  return (
    <ListPage<TraceStation, Filters>
      testId="trace-station"
      title={t('stations.title')}
      intro={
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {t('stations.intro')}
        </Typography.Paragraph>
      }
      filterFormName="trace-station-filters"
      filters={filters}
      initialFilters={INITIAL}
      queryKey={traceKeys.stations()}
      load={({ pageNo, pageSize, filters: f }, signal) =>
        traceApi.stations(
          {
            pageNo,
            pageSize,
            ...(f.blurry?.trim() ? { blurry: f.blurry.trim() } : {}),
            ...(f.enabled ? { enabled: f.enabled } : {}),
          },
          signal,
        )
      }
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `trace-station-row-${r.id}`}
      history={{ resource: 'trace_stations' }}
      rowActions={{
        width: 120,
        render: (r) => (
          <Space size={0}>
            <Tooltip title={t('stations.actions.edit')}>
              <Button
                type="link"
                size="small"
                icon={<EditOutlined />}
                aria-label={t('stations.actions.edit')}
                data-testid={`trace-station-edit-${r.id}`}
                onClick={() => {
                  setEditing(r);
                  setFormOpen(true);
                }}
              />
            </Tooltip>
            <Button
              type="link"
              size="small"
              danger={r.enabled}
              data-testid={`trace-station-toggle-${r.id}`}
              onClick={() => void toggle(r)}
            >
              {r.enabled ? t('stations.actions.disable') : t('stations.actions.enable')}
            </Button>
          </Space>
        ),
      }}
      toolbar={() => (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          data-testid="trace-station-add"
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        >
          {t('stations.actions.add')}
        </Button>
      )}
    >
      {() => <StationFormModal open={formOpen} station={editing} onClose={() => setFormOpen(false)} />}
    </ListPage>
  );
}
