import { useState } from 'react';
import { App, Button, Input, Popconfirm, Select, Space, Tag } from 'antd';
import { ExperimentOutlined, PlusOutlined } from '@ant-design/icons';
import { SORT_TYPES, SORT_TYPE_WORDS, type SortRule, type SortType } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { formatDateTime } from '../../../shared/format';
import { ListPage, type FilterField, type ListColumn } from '../../../shared/list';
import { EditDeleteActions } from '../../../shared/list/EditDeleteActions';
import { sortRulesApi } from '../api/sortRulesApi';
import { RuleFormModal } from '../components/RuleFormModal';
import { RuleTestPanel } from '../components/RuleTestPanel';
import { sortRuleKeys, useRuleAction, useWarehouseOptions } from '../hooks/useSortRules';

interface Filters {
  blurry?: string;
  sortType?: SortType;
  enabled?: 'true' | 'false';
}
const INITIAL: Filters = {};

const range = (from: string | null, to: string | null) =>
  from === null && to === null ? '' : `${from ?? '…'} – ${to ?? '…'}`;

/**
 * Sorting rules (menu key warehouse/sort-rule/index, warehouse:manage): pick a warehouse, its rules, add or change one
 * with every field, enable, disable, delete; and the rule test.
 */
export function SortRulesPage() {
  const { t } = useTranslation('sort-rules');
  const lang = useLanguage();
  const { message } = App.useApp();
  const warehouses = useWarehouseOptions();
  const [picked, setPicked] = useState<number | null>(null);
  const first = warehouses.options[0];
  const warehouseId = picked ?? (first ? Number(first.value) : null);
  const [editing, setEditing] = useState<SortRule | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [testOpen, setTestOpen] = useState(false);
  const action = useRuleAction();

  const act = async (id: number, what: 'enable' | 'disable' | 'remove') => {
    try {
      await action.mutateAsync({ id, action: what });
      void message.success(t(`messages.${what}`));
    } catch {
      // the client showed the message
    }
  };

  const filters: FilterField<Filters>[] = [
    {
      name: 'blurry',
      label: t('filters.blurry'),
      input: <Input allowClear placeholder={t('filters.blurryPlaceholder')} style={{ width: 180 }} maxLength={100} />,
    },
    {
      name: 'sortType',
      label: t('fields.sortType'),
      input: (
        <Select
          allowClear
          style={{ width: 180 }}
          placeholder={t('filters.all')}
          options={SORT_TYPES.map((s) => ({ value: s, label: SORT_TYPE_WORDS[s][lang] }))}
        />
      ),
    },
    {
      name: 'enabled',
      label: t('fields.enabled'),
      input: (
        <Select
          allowClear
          style={{ width: 110 }}
          placeholder={t('filters.all')}
          options={[
            { value: 'true', label: t('values.valid') },
            { value: 'false', label: t('values.invalid') },
          ]}
        />
      ),
    },
  ];

  const columns: ListColumn<SortRule>[] = [
    { key: 'code', title: t('fields.code'), width: 110, locked: true },
    { key: 'name', title: t('fields.name'), width: 160, ellipsis: true },
    { key: 'level', title: t('fields.level'), width: 70, align: 'right' },
    { key: 'bayNumber', title: t('fields.bayNumber'), width: 80, align: 'right' },
    {
      key: 'sortType',
      title: t('fields.sortType'),
      width: 140,
      render: (r) => SORT_TYPE_WORDS[r.sortType][lang],
    },
    { key: 'destinations', title: t('fields.destinations'), width: 120, render: (r) => r.destinations.join(', ') },
    { key: 'postcode', title: t('columns.postcode'), width: 150, render: (r) => range(r.postcodeFrom, r.postcodeTo) },
    { key: 'weight', title: t('columns.weight'), width: 110, render: (r) => range(r.weightMin, r.weightMax) },
    { key: 'productCode', title: t('fields.productCode'), width: 110 },
    { key: 'carrierCode', title: t('fields.carrierCode'), width: 100, defaultHidden: true },
    { key: 'customerName', title: t('fields.customerId'), width: 110, defaultHidden: true },
    { key: 'warehouseCity', title: t('fields.warehouseCity'), width: 100, defaultHidden: true },
    { key: 'endDistributionCenter', title: t('fields.endDistributionCenter'), width: 120, defaultHidden: true },
    { key: 'baggingRequirement', title: t('fields.baggingRequirement'), width: 120, defaultHidden: true },
    {
      key: 'validity',
      title: t('columns.validity'),
      width: 200,
      defaultHidden: true,
      render: (r) =>
        range(r.validFrom ? formatDateTime(r.validFrom) : null, r.validTo ? formatDateTime(r.validTo) : null),
    },
    {
      key: 'enabled',
      title: t('fields.enabled'),
      width: 80,
      render: (r) => (r.enabled ? <Tag color="green">{t('values.valid')}</Tag> : <Tag>{t('values.invalid')}</Tag>),
    },
  ];

  const warehousePicker = (
    <Space wrap style={{ marginBottom: 12 }}>
      <span>{t('warehouse')}</span>
      <Select
        style={{ width: 240 }}
        loading={warehouses.isLoading}
        value={warehouseId ?? undefined}
        onChange={(v) => setPicked(Number(v))}
        options={warehouses.options}
        data-testid="sort-rule-warehouse"
      />
    </Space>
  );

  if (warehouseId === null) return warehousePicker;

  return (
    <ListPage<SortRule, Filters>
      testId="sort-rule"
      title={t('title')}
      intro={warehousePicker}
      filterFormName="sort-rule-filters"
      filters={filters}
      initialFilters={INITIAL}
      queryKey={sortRuleKeys.list(warehouseId)}
      load={({ pageNo, pageSize, filters: f }, signal) =>
        sortRulesApi.list(
          {
            warehouseId,
            pageNo,
            pageSize,
            ...(f.blurry?.trim() ? { blurry: f.blurry.trim() } : {}),
            ...(f.sortType ? { sortType: f.sortType } : {}),
            ...(f.enabled ? { enabled: f.enabled === 'true' } : {}),
          },
          signal,
        )
      }
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `sort-rule-row-${r.code}`}
      history={{ resource: 'sort_rules' }}
      rowActions={{
        width: 150,
        render: (r) => (
          <Space size={0}>
            <Popconfirm
              title={
                r.enabled ? t('actions.disableConfirm', { code: r.code }) : t('actions.enableConfirm', { code: r.code })
              }
              onConfirm={() => void act(r.id, r.enabled ? 'disable' : 'enable')}
            >
              <Button type="link" size="small" data-testid={`sort-rule-toggle-${r.code}`}>
                {r.enabled ? t('actions.disable') : t('actions.enable')}
              </Button>
            </Popconfirm>
            <EditDeleteActions
              row={r}
              testIdPrefix="sort-rule"
              confirm={t('actions.deleteConfirm', { code: r.code })}
              onEdit={(row) => {
                setEditing(row);
                setFormOpen(true);
              }}
              onDelete={(row) => void act(row.id, 'remove')}
            />
          </Space>
        ),
      }}
      toolbar={() => (
        <Space wrap>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            data-testid="sort-rule-add"
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            {t('actions.add')}
          </Button>
          <Button icon={<ExperimentOutlined />} data-testid="sort-rule-test-open" onClick={() => setTestOpen(true)}>
            {t('actions.test')}
          </Button>
        </Space>
      )}
    >
      {() => (
        <>
          <RuleFormModal open={formOpen} warehouseId={warehouseId} rule={editing} onClose={() => setFormOpen(false)} />
          <RuleTestPanel open={testOpen} warehouseId={warehouseId} onClose={() => setTestOpen(false)} />
        </>
      )}
    </ListPage>
  );
}
