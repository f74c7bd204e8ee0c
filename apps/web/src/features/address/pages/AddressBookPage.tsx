import { useState, type Key } from 'react';
import { App, Button, Popconfirm } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Address } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { Access, useAccess } from '../../../shared/access';
import { testIdProps } from '../../../shared/components/testId';
import { ListPage, type Selection } from '../../../shared/list';
import { addressApi } from '../api/addressApi';
import { AddressFormModal } from '../components/AddressFormModal';
import { AddressRowActions } from '../components/AddressRowActions';
import { useAddressColumns } from '../components/addressColumns';
import { toAddressQuery, useAddressFilters, type AddressFilters } from '../components/addressFilters';
import { addressKeys } from '../hooks/queryKeys';
import { useDeleteAddresses, useSetDefaultAddress } from '../hooks/useAddresses';
import { ADDRESS_PERMISSIONS } from '../permissions';
import { useQueryClient } from '@tanstack/react-query';
import { TASK_KEYS } from '../../tasks';
import { ImportDialog } from '../../../shared/import/ImportDialog';
import { UploadOutlined } from '@ant-design/icons';

const INITIAL_FILTERS: AddressFilters = {};

export function AddressBookPage() {
  const { t } = useTranslation('address');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const canEdit = useAccess().can(ADDRESS_PERMISSIONS.edit);
  const [editing, setEditing] = useState<Address | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [importing, setImporting] = useState(false);
  const remove = useDeleteAddresses();
  const setDefault = useSetDefaultAddress();
  const filters = useAddressFilters();
  const queryClient = useQueryClient();

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

  const makeDefault = async (address: Address) => {
    setBusyId(address.id);
    try {
      await setDefault.mutateAsync(address.id);
      void message.success(t('messages.defaultSet'));
    } catch {
      // shown by the client
    } finally {
      setBusyId(null);
    }
  };

  const columns = useAddressColumns();

  return (
    <ListPage<Address, AddressFilters>
      testId="address"
      title={t('title')}
      filterFormName="address-filters"
      filters={filters}
      initialFilters={INITIAL_FILTERS}
      queryKey={addressKeys.lists()}
      load={(req, signal) => addressApi.list(toAddressQuery(req), signal)}
      onExport={async ({ filters: f }) => {
        const { pageNo: _p, pageSize: _s, ...query } = toAddressQuery({ pageNo: 0, pageSize: 1, filters: f });
        await addressApi.export(query);
        void queryClient.invalidateQueries({ queryKey: TASK_KEYS.all });
      }}
      columns={columns}
      rowActions={
        canEdit
          ? {
              width: 104,
              render: (r, { selection }) => (
                <AddressRowActions
                  address={r}
                  busy={busyId === r.id}
                  onEdit={(a) => {
                    setEditing(a);
                    setFormOpen(true);
                  }}
                  onSetDefault={(a) => void makeDefault(a)}
                  onDelete={(a) => void deleteIds([a.id], selection)}
                />
              ),
            }
          : undefined
      }
      rowKey={(r) => r.id}
      history={{ resource: 'customer_addresses' }}
      rowTestId={(r) => `address-row-${r.id}`}
      pageSize={10}
      selectable={canEdit}
      batchActions={({ selection }) => (
        <Access permission={ADDRESS_PERMISSIONS.edit}>
          <Popconfirm
            title={t('actions.batchDeleteConfirm', { count: selection.keys.length })}
            disabled={selection.keys.length === 0}
            okText={tc('actions.confirm')}
            cancelText={tc('actions.cancel')}
            okButtonProps={testIdProps('address-batch-delete-confirm')}
            onConfirm={() => deleteIds(selection.keys, selection)}
          >
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={selection.keys.length === 0}
              loading={remove.isPending && busyId === null}
              data-testid="address-batch-delete"
            >
              {tc('actions.batchDelete')}
            </Button>
          </Popconfirm>
        </Access>
      )}
      toolbar={() => (
        <Access permission={ADDRESS_PERMISSIONS.edit}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            data-testid="address-add"
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            {t('actions.add')}
          </Button>
          <Button icon={<UploadOutlined />} data-testid="address-import" onClick={() => setImporting(true)}>
            {tc('import.button')}
          </Button>
        </Access>
      )}
    >
      {({ filters: current }) => (
        <>
          <AddressFormModal
            open={formOpen}
            address={editing}
            defaultType={current.type}
            onClose={() => setFormOpen(false)}
          />
          <ImportDialog
            open={importing}
            title={t('importTitle')}
            testId="address"
            onClose={() => setImporting(false)}
            onTemplate={addressApi.template}
            onSubmit={async (file) => {
              await addressApi.import(file);
              void queryClient.invalidateQueries({ queryKey: TASK_KEYS.all });
            }}
          />
        </>
      )}
    </ListPage>
  );
}
