import { useState } from 'react';
import { App, Button, Card, Flex, Popconfirm, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Address, AddressQuery } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { usePaging } from '../../../shared/hooks/usePaging';
import { testIdProps } from '../../../shared/components/testId';
import { AddressFilterBar, type AddressFilters } from '../components/AddressFilterBar';
import { AddressFormModal } from '../components/AddressFormModal';
import { AddressTable } from '../components/AddressTable';
import { useAddressList, useDeleteAddresses, useSetDefaultAddress } from '../hooks/useAddresses';

/** Spec §5 and §9: at most 500 items may be selected. */
export const MAX_SELECTION = 500;

function toQuery(filters: AddressFilters, page: number, pageSize: number): AddressQuery {
  const keyword = filters.keyword?.trim();
  return {
    pageNo: page - 1,
    pageSize,
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.countryCode ? { countryCode: filters.countryCode } : {}),
    ...(keyword ? { keyword } : {}),
    ...(filters.defaultOnly ? { isDefault: true } : {}),
  };
}

export function AddressBookPage() {
  const { t } = useTranslation('address');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const [filters, setFilters] = useState<AddressFilters>({});
  const paging = usePaging(10);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [editing, setEditing] = useState<Address | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);

  const list = useAddressList(toQuery(filters, paging.page, paging.pageSize));
  const remove = useDeleteAddresses();
  const setDefault = useSetDefaultAddress();
  const rows = list.data?.rows ?? [];
  const total = list.data?.total ?? 0;

  const onSelect = (ids: number[]) => {
    if (ids.length > MAX_SELECTION) {
      void message.warning(tc('messages.tooMany', { max: MAX_SELECTION }));
      setSelectedIds(ids.slice(0, MAX_SELECTION));
      return;
    }
    setSelectedIds(ids);
  };

  const deleteIds = async (ids: number[]) => {
    if (ids.length === 0) {
      void message.warning(tc('messages.selectFirst'));
      return;
    }
    try {
      const { deleted } = await remove.mutateAsync(ids);
      void message.success(t('messages.deleted', { count: deleted }));
      setSelectedIds((prev) => prev.filter((id) => !ids.includes(id)));
      // deleting the last rows of the last page steps back one page
      if (rows.length > 0 && rows.every((r) => ids.includes(r.id)) && paging.page > 1) paging.toPage(paging.page - 1);
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

  return (
    <div data-testid="address-page">
      <Card className="ph-page-card">
        <AddressFilterBar
          onSearch={(f) => {
            setFilters(f);
            paging.toFirstPage();
          }}
        />
      </Card>
      <Card className="ph-page-card">
        <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('title')}
          </Typography.Title>
          <Flex gap={8} align="center">
            {selectedIds.length > 0 ? (
              <Typography.Text type="secondary">
                {t('messages.selected', { count: selectedIds.length })}
              </Typography.Text>
            ) : null}
            <Popconfirm
              title={t('actions.batchDeleteConfirm', { count: selectedIds.length })}
              disabled={selectedIds.length === 0}
              okText={tc('actions.confirm')}
              cancelText={tc('actions.cancel')}
              okButtonProps={testIdProps('address-batch-delete-confirm')}
              onConfirm={() => deleteIds(selectedIds)}
            >
              <Button
                danger
                icon={<DeleteOutlined />}
                disabled={selectedIds.length === 0}
                loading={remove.isPending && busyId === null}
                data-testid="address-batch-delete"
              >
                {tc('actions.batchDelete')}
              </Button>
            </Popconfirm>
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
          </Flex>
        </Flex>
        <AddressTable
          rows={rows}
          loading={list.isFetching}
          pagination={paging.pagination(total)}
          selectedIds={selectedIds}
          onSelect={onSelect}
          onEdit={(a) => {
            setEditing(a);
            setFormOpen(true);
          }}
          onSetDefault={(a) => void makeDefault(a)}
          onDelete={(a) => void deleteIds([a.id])}
          busyId={busyId}
        />
      </Card>
      <AddressFormModal
        open={formOpen}
        address={editing}
        defaultType={filters.type}
        onClose={() => setFormOpen(false)}
      />
    </div>
  );
}
