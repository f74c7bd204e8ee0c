import { useState } from 'react';
import { App, Button, Input, Popconfirm, Space, Tag, Tooltip } from 'antd';
import { ApiOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { DockingProvider, DockingProviderQuery } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { formatDateTime } from '../../../shared/format';
import { ListPage, type FilterField, type ListColumn, type PageRequest } from '../../../shared/list';
import { productCostsApi } from '../api/productCostsApi';
import { DockModelsDrawer } from '../components/DockModelsDrawer';
import { ProviderFormModal } from '../components/ProviderFormModal';
import { costKeys } from '../hooks/queryKeys';
import { useDeleteProvider } from '../hooks/useProductCosts';

interface Filters {
  keyword?: string;
}
const INITIAL: Filters = {};

const toQuery = ({ pageNo, pageSize, filters }: PageRequest<Filters>): DockingProviderQuery => ({
  pageNo,
  pageSize,
  ...(filters.keyword?.trim() ? { keyword: filters.keyword.trim() } : {}),
});

/** Docking providers (component key product/docking/index, the platform's): providers and their dock models. */
export function DockingPage() {
  const { t } = useTranslation('product-costs');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const remove = useDeleteProvider();
  const [editing, setEditing] = useState<DockingProvider | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [modelsOf, setModelsOf] = useState<DockingProvider | null>(null);

  const yesNo = (v: boolean) => <Tag color={v ? 'green' : 'default'}>{v ? t('docking.yes') : t('docking.no')}</Tag>;
  const columns: ListColumn<DockingProvider>[] = [
    { key: 'code', title: t('docking.code'), width: 120, ellipsis: true },
    { key: 'name', title: t('docking.name'), width: 160, ellipsis: true, locked: true },
    { key: 'interfaceName', title: t('docking.interfaceName'), width: 130, ellipsis: true },
    { key: 'syncLabel', title: t('docking.syncLabel'), width: 110, render: (r) => yesNo(r.syncLabel) },
    { key: 'enabled', title: t('docking.enabled'), width: 80, render: (r) => yesNo(r.enabled) },
    { key: 'modelCount', title: t('docking.modelCount'), width: 80, align: 'right' },
    { key: 'remark', title: t('docking.remark'), width: 200, ellipsis: true, defaultHidden: true },
    {
      key: 'updatedAt',
      title: t('cost.updatedAt'),
      width: 150,
      defaultHidden: true,
      render: (r) => formatDateTime(r.updatedAt),
    },
  ];
  const filters: FilterField<Filters>[] = [
    {
      name: 'keyword',
      input: (
        <Input
          allowClear
          maxLength={100}
          placeholder={t('docking.keywordPlaceholder')}
          style={{ width: 220 }}
          data-testid="provider-filter-keyword"
        />
      ),
    },
  ];

  const open = (p: DockingProvider | null) => {
    setEditing(p);
    setFormOpen(true);
  };
  const deleteProvider = async (p: DockingProvider) => {
    try {
      await remove.mutateAsync(p.id);
      void message.success(t('docking.deleted'));
    } catch {
      // the client showed why (a provider in use)
    }
  };

  return (
    <ListPage<DockingProvider, Filters>
      testId="provider"
      title={t('docking.title')}
      filterFormName="provider-filters"
      filters={filters}
      initialFilters={INITIAL}
      queryKey={costKeys.providers()}
      load={(req, signal) => productCostsApi.providers(toQuery(req), signal)}
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `provider-row-${r.id}`}
      history={{ resource: 'docking_providers' }}
      rowActions={{
        width: 96,
        render: (r) => (
          <Space size={0}>
            <Tooltip title={t('actions.models')}>
              <Button
                type="link"
                size="small"
                icon={<ApiOutlined />}
                aria-label={t('actions.models')}
                onClick={() => setModelsOf(r)}
                data-testid={`provider-models-${r.id}`}
              />
            </Tooltip>
            <Tooltip title={tc('actions.edit')}>
              <Button
                type="link"
                size="small"
                icon={<EditOutlined />}
                aria-label={tc('actions.edit')}
                onClick={() => open(r)}
                data-testid={`provider-edit-${r.id}`}
              />
            </Tooltip>
            <Popconfirm
              title={t('docking.deleteConfirm')}
              okText={tc('actions.confirm')}
              cancelText={tc('actions.cancel')}
              okButtonProps={testIdProps(`provider-delete-confirm-${r.id}`)}
              onConfirm={() => deleteProvider(r)}
            >
              <Button
                type="link"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={tc('actions.delete')}
                data-testid={`provider-delete-${r.id}`}
              />
            </Popconfirm>
          </Space>
        ),
      }}
      toolbar={() => (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open(null)} data-testid="provider-add">
          {t('docking.add')}
        </Button>
      )}
    >
      {() => (
        <>
          <ProviderFormModal open={formOpen} provider={editing} onClose={() => setFormOpen(false)} />
          <DockModelsDrawer provider={modelsOf} onClose={() => setModelsOf(null)} />
        </>
      )}
    </ListPage>
  );
}
