import { useState, type Key } from 'react';
import { App, Button, Popconfirm } from 'antd';
import { DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { City } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useAccess } from '../../../shared/access';
import { testIdProps } from '../../../shared/components/testId';
import { ImportDialog } from '../../../shared/import/ImportDialog';
import { ListPage, type Selection } from '../../../shared/list';
import { TASK_KEYS } from '../../tasks';
import { regionsApi } from '../api/regionsApi';
import { CityFormModal } from '../components/CityFormModal';
import { EditDeleteActions } from '../../../shared/list/EditDeleteActions';
import { useCityColumns } from '../components/cityColumns';
import { toCityQuery, useCityFilters, type CityFilters } from '../components/cityFilters';
import { regionKeys } from '../hooks/queryKeys';
import { useDeleteCities } from '../hooks/useRegions';
import { REGION_PERMISSIONS } from '../permissions';

const INITIAL_FILTERS: CityFilters = {};

/** The cities (component key system/city/index): list, edit, import and export through the task center. */
export function CityListPage() {
  const { t } = useTranslation('regions');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const canEdit = useAccess().can(REGION_PERMISSIONS.edit);
  const [editing, setEditing] = useState<City | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [importing, setImporting] = useState(false);
  const remove = useDeleteCities();
  const queryClient = useQueryClient();
  const columns = useCityColumns();
  const filters = useCityFilters();

  const deleteIds = async (ids: Key[], selection: Selection) => {
    if (ids.length === 0) {
      void message.warning(tc('messages.selectFirst'));
      return;
    }
    try {
      const { deleted } = await remove.mutateAsync(ids.map(Number));
      void message.success(t('messages.deleted', { count: deleted }));
      selection.deselect(ids);
    } catch {
      // the client showed the message
    }
  };
  const open = (city: City | null) => {
    setEditing(city);
    setFormOpen(true);
  };

  return (
    <ListPage<City, CityFilters>
      testId="city"
      title={t('cityTitle')}
      filterFormName="city-filters"
      filters={filters}
      initialFilters={INITIAL_FILTERS}
      queryKey={regionKeys.cities()}
      load={(req, signal) => regionsApi.cities(toCityQuery(req), signal)}
      onExport={
        canEdit
          ? async ({ filters: f }) => {
              const { pageNo: _p, pageSize: _s, ...query } = toCityQuery({ pageNo: 0, pageSize: 1, filters: f });
              await regionsApi.exportCities(query);
              void queryClient.invalidateQueries({ queryKey: TASK_KEYS.all });
            }
          : undefined
      }
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `city-row-${r.id}`}
      pageSize={20}
      selectable={canEdit}
      rowActions={
        canEdit
          ? {
              width: 80,
              render: (r, { selection }) => (
                <EditDeleteActions
                  row={r}
                  testIdPrefix="city"
                  confirm={t('actions.deleteConfirm')}
                  onEdit={open}
                  onDelete={(c) => void deleteIds([c.id], selection)}
                />
              ),
            }
          : undefined
      }
      batchActions={({ selection }) =>
        canEdit ? (
          <Popconfirm
            title={t('actions.batchDeleteConfirm', { count: selection.keys.length })}
            disabled={selection.keys.length === 0}
            okText={tc('actions.confirm')}
            cancelText={tc('actions.cancel')}
            okButtonProps={testIdProps('city-batch-delete-confirm')}
            onConfirm={() => deleteIds(selection.keys, selection)}
          >
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={selection.keys.length === 0}
              data-testid="city-batch-delete"
            >
              {tc('actions.batchDelete')}
            </Button>
          </Popconfirm>
        ) : null
      }
      toolbar={() =>
        canEdit ? (
          <>
            <Button type="primary" icon={<PlusOutlined />} data-testid="city-add" onClick={() => open(null)}>
              {t('actions.add')}
            </Button>
            <Button icon={<UploadOutlined />} data-testid="city-import" onClick={() => setImporting(true)}>
              {tc('import.button')}
            </Button>
          </>
        ) : null
      }
    >
      {({ filters: current }) => (
        <>
          <CityFormModal
            open={formOpen}
            city={editing}
            defaultCountry={current.countryCode}
            onClose={() => setFormOpen(false)}
          />
          <ImportDialog
            open={importing}
            title={t('importTitle')}
            testId="city"
            onClose={() => setImporting(false)}
            onTemplate={regionsApi.cityTemplate}
            onSubmit={async (file) => {
              await regionsApi.importCities(file);
              void queryClient.invalidateQueries({ queryKey: TASK_KEYS.all });
            }}
          />
        </>
      )}
    </ListPage>
  );
}
