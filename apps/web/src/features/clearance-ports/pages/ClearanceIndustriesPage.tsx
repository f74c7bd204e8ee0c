import { useState } from 'react';
import { Button, Input, Space, Typography } from 'antd';
import { AppstoreOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ClearanceIndustry } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { ListPage, type FilterField, type ListColumn } from '../../../shared/list';
import { formatDateTime } from '../../../shared/format';
import { clearancePortsApi } from '../api/clearancePortsApi';
import { IndustryFormModal } from '../components/IndustryFormModal';
import { ServicesDrawer } from '../components/ServicesDrawer';
import { clearanceKeys } from '../hooks/queryKeys';

interface Filters {
  blurry?: string;
}
const INITIAL: Filters = {};

/**
 * Clearance industries and their services (menu key clearance/industry/index, the platform's): industries in a list,
 * an industry's services in a drawer, a service's customers (assign, cancel) in a drawer over it.
 */
export function ClearanceIndustriesPage() {
  const { t } = useTranslation('clearance-ports');
  const { t: tc } = useTranslation();
  const [editing, setEditing] = useState<ClearanceIndustry | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [viewing, setViewing] = useState<ClearanceIndustry | null>(null);
  const filters: FilterField<Filters>[] = [
    {
      name: 'blurry',
      label: t('industries.filters.blurry'),
      input: (
        <Input
          allowClear
          placeholder={t('industries.filters.blurryPlaceholder')}
          style={{ width: 200 }}
          maxLength={100}
        />
      ),
    },
  ];
  const columns: ListColumn<ClearanceIndustry>[] = [
    { key: 'name', title: t('industries.columns.name'), width: 160, locked: true, ellipsis: true },
    { key: 'nameEn', title: t('industries.columns.nameEn'), width: 180, ellipsis: true },
    { key: 'nameKo', title: t('industries.columns.nameKo'), width: 160, ellipsis: true },
    {
      key: 'serviceCount',
      title: t('industries.columns.services'),
      width: 90,
      align: 'right',
      render: (r) => (
        <Button type="link" size="small" onClick={() => setViewing(r)} data-testid={`industry-services-${r.id}`}>
          {r.serviceCount}
        </Button>
      ),
    },
    {
      key: 'enabled',
      title: t('industries.columns.enabled'),
      width: 80,
      render: (r) => (r.enabled ? t('enabled') : t('disabled')),
    },
    { key: 'remark', title: t('industries.columns.remark'), width: 160, ellipsis: true, defaultHidden: true },
    {
      key: 'updatedAt',
      title: t('industries.columns.updatedAt'),
      width: 160,
      defaultHidden: true,
      render: (r) => formatDateTime(r.updatedAt),
    },
  ];

  return (
    <ListPage<ClearanceIndustry, Filters>
      testId="clearance-industries"
      title={t('industries.title')}
      intro={
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          {t('industries.intro')}
        </Typography.Paragraph>
      }
      filterFormName="clearance-industry-filters"
      filters={filters}
      initialFilters={INITIAL}
      queryKey={clearanceKeys.industries()}
      load={({ pageNo, pageSize, filters: f }, signal) =>
        clearancePortsApi.industries(
          { pageNo, pageSize, ...(f.blurry?.trim() ? { blurry: f.blurry.trim() } : {}) },
          signal,
        )
      }
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `industry-row-${r.id}`}
      history={{ resource: 'clearance_industries' }}
      rowActions={{
        width: 80,
        render: (r) => (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              aria-label={tc('actions.edit')}
              onClick={() => {
                setEditing(r);
                setFormOpen(true);
              }}
              data-testid={`industry-edit-${r.id}`}
            />
            <Button
              type="link"
              size="small"
              icon={<AppstoreOutlined />}
              aria-label={t('industries.actions.services')}
              title={t('industries.actions.services')}
              onClick={() => setViewing(r)}
              data-testid={`industry-open-${r.id}`}
            />
          </Space>
        ),
      }}
      toolbar={() => (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          data-testid="industry-add"
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        >
          {t('industries.actions.add')}
        </Button>
      )}
    >
      {() => (
        <>
          <IndustryFormModal open={formOpen} industry={editing} onClose={() => setFormOpen(false)} />
          <ServicesDrawer industry={viewing} onClose={() => setViewing(null)} />
        </>
      )}
    </ListPage>
  );
}
