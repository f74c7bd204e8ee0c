import { useState, type Key } from 'react';
import { App, Button, Input, Popconfirm, Select, Space, Tag, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { ZIP_CODE_TYPES, ZIP_CODE_TYPE_WORDS, type Zone, type ZoneQuery } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n';
import { testIdProps } from '../../../shared/components/testId';
import { formatDateTime } from '../../../shared/format';
import { ImportDialog } from '../../../shared/import/ImportDialog';
import { ListPage, type FilterField, type ListColumn, type PageRequest, type Selection } from '../../../shared/list';
import { TASK_KEYS } from '../../tasks';
import { productCostsApi } from '../api/productCostsApi';
import { costKeys } from '../hooks/queryKeys';
import { useCountryOptions, useDeleteZones } from '../hooks/useProductCosts';
import { useIsPlatform } from './useIsPlatform';
import { ZoneFormModal } from './ZoneFormModal';

interface ZoneFilters {
  countryCode?: string;
  areaBelongs?: string;
  zipCodeType?: Zone['zipCodeType'];
  keyword?: string;
}
const INITIAL: ZoneFilters = {};

const toQuery = ({ pageNo, pageSize, filters }: PageRequest<ZoneFilters>): ZoneQuery => ({
  pageNo,
  pageSize,
  ...(filters.countryCode ? { countryCode: filters.countryCode } : {}),
  ...(filters.areaBelongs?.trim() ? { areaBelongs: filters.areaBelongs.trim() } : {}),
  ...(filters.zipCodeType ? { zipCodeType: filters.zipCodeType } : {}),
  ...(filters.keyword?.trim() ? { keyword: filters.keyword.trim() } : {}),
});

const TYPE_COLOR: Record<Zone['zipCodeType'], string> = { DELIVERY: 'green', REMOTE: 'orange', NO_DELIVERY: 'red' };

/** A cost's zone rows: filters, edit one row, delete, import through the task center (template in the filter's country). */
export function ZonesPanel({ costId, canEdit }: { costId: number; canEdit: boolean }) {
  const { t } = useTranslation('product-costs');
  const { t: tc } = useTranslation();
  const lang = useLanguage();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const countries = useCountryOptions();
  const remove = useDeleteZones();
  const isPlatform = useIsPlatform();
  const [editing, setEditing] = useState<Zone | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [importing, setImporting] = useState(false);

  const filters: FilterField<ZoneFilters>[] = [
    {
      name: 'countryCode',
      label: t('zones.country'),
      input: (
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={countries.options}
          style={{ width: 160 }}
          data-testid="zone-filter-country"
        />
      ),
    },
    {
      name: 'areaBelongs',
      label: t('zones.areaBelongs'),
      input: <Input allowClear maxLength={32} style={{ width: 100 }} data-testid="zone-filter-area" />,
    },
    {
      name: 'zipCodeType',
      label: t('zones.zipCodeType'),
      input: (
        <Select
          allowClear
          style={{ width: 130 }}
          options={ZIP_CODE_TYPES.map((z) => ({ value: z, label: ZIP_CODE_TYPE_WORDS[z][lang] }))}
        />
      ),
    },
    {
      name: 'keyword',
      input: <Input allowClear maxLength={100} placeholder={t('zones.keywordPlaceholder')} style={{ width: 200 }} />,
    },
  ];

  const columns: ListColumn<Zone>[] = [
    { key: 'countryCode', title: t('zones.country'), width: 90 },
    {
      key: 'zipCode',
      title: t('zones.zipCode'),
      width: 140,
      ellipsis: true,
      locked: true,
      render: (r) => r.zipCode || '*',
    },
    {
      key: 'zipCodeType',
      title: t('zones.zipCodeType'),
      width: 110,
      render: (r) => <Tag color={TYPE_COLOR[r.zipCodeType]}>{r.zipCodeTypeI18n}</Tag>,
    },
    { key: 'areaBelongs', title: t('zones.areaBelongs'), width: 90 },
    {
      key: 'isRemote',
      title: t('zones.isRemote'),
      width: 80,
      render: (r) => (r.isRemote ? tc('actions.yes') : tc('actions.no')),
    },
    { key: 'deliveryPlace', title: t('zones.deliveryPlace'), width: 140, ellipsis: true },
    { key: 'zipCodeFormat', title: t('zones.zipCodeFormat'), width: 120, ellipsis: true, defaultHidden: true },
    { key: 'deliveryTimeType', title: t('zones.deliveryTimeType'), width: 130, ellipsis: true, defaultHidden: true },
    { key: 'remark', title: t('zones.remark'), width: 160, ellipsis: true, defaultHidden: true },
    {
      key: 'updatedAt',
      title: t('cost.updatedAt'),
      width: 150,
      defaultHidden: true,
      render: (r) => formatDateTime(r.updatedAt),
    },
  ];

  const deleteIds = async (ids: Key[], selection: Selection) => {
    if (ids.length === 0) {
      void message.warning(tc('messages.selectFirst'));
      return;
    }
    try {
      const { deleted } = await remove.mutateAsync({ costId, ids: ids.map(Number) });
      void message.success(t('messages.zonesDeleted', { count: deleted }));
      selection.deselect(ids);
    } catch {
      // the client showed the message
    }
  };
  const open = (zone: Zone | null) => {
    setEditing(zone);
    setFormOpen(true);
  };

  return (
    <ListPage<Zone, ZoneFilters>
      testId="zone"
      title={t('zones.title')}
      filterFormName="zone-filters"
      filters={filters}
      initialFilters={INITIAL}
      queryKey={costKeys.zones(costId)}
      load={(req, signal) => productCostsApi.zones(costId, toQuery(req), signal)}
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `zone-row-${r.id}`}
      pageSize={20}
      selectable={canEdit}
      history={isPlatform ? { resource: 'product_cost_zones' } : undefined}
      rowActions={
        canEdit
          ? {
              width: 64,
              render: (r, { selection }) => (
                <Space size={0}>
                  <Tooltip title={tc('actions.edit')}>
                    <Button
                      type="link"
                      size="small"
                      icon={<EditOutlined />}
                      aria-label={tc('actions.edit')}
                      onClick={() => open(r)}
                      data-testid={`zone-edit-${r.id}`}
                    />
                  </Tooltip>
                  <Popconfirm
                    title={t('zones.deleteConfirm')}
                    okText={tc('actions.confirm')}
                    cancelText={tc('actions.cancel')}
                    okButtonProps={testIdProps(`zone-delete-confirm-${r.id}`)}
                    onConfirm={() => deleteIds([r.id], selection)}
                  >
                    <Button
                      type="link"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={tc('actions.delete')}
                      data-testid={`zone-delete-${r.id}`}
                    />
                  </Popconfirm>
                </Space>
              ),
            }
          : undefined
      }
      batchActions={({ selection }) =>
        canEdit ? (
          <Popconfirm
            title={t('zones.batchDeleteConfirm', { count: selection.keys.length })}
            disabled={selection.keys.length === 0}
            okText={tc('actions.confirm')}
            cancelText={tc('actions.cancel')}
            onConfirm={() => deleteIds(selection.keys, selection)}
          >
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={selection.keys.length === 0}
              data-testid="zone-batch-delete"
            >
              {tc('actions.batchDelete')}
            </Button>
          </Popconfirm>
        ) : null
      }
      toolbar={() =>
        canEdit ? (
          <>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => open(null)} data-testid="zone-add">
              {t('zones.add')}
            </Button>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="zone-import">
              {tc('import.button')}
            </Button>
          </>
        ) : null
      }
    >
      {({ filters: current }) => (
        <>
          <ZoneFormModal
            open={formOpen}
            costId={costId}
            zone={editing}
            defaultCountry={current.countryCode}
            onClose={() => setFormOpen(false)}
          />
          <ImportDialog
            open={importing}
            title={current.countryCode ? `${t('zones.importTitle')} (${current.countryCode})` : t('zones.importTitle')}
            testId="zone"
            onClose={() => setImporting(false)}
            onTemplate={() => productCostsApi.zoneTemplate(costId, current.countryCode)}
            onSubmit={async (file) => {
              await productCostsApi.importZones(costId, file, current.countryCode);
              void queryClient.invalidateQueries({ queryKey: TASK_KEYS.all });
            }}
          />
        </>
      )}
    </ListPage>
  );
}
