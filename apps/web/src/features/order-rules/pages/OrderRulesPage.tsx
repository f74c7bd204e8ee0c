import { useMemo, useState, type Key } from 'react';
import {
  App,
  Button,
  Card,
  Flex,
  Input,
  Popconfirm,
  Select,
  Space,
  Switch,
  Table,
  Tooltip,
  Typography,
  type TableColumnsType,
} from 'antd';
import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  PlusSquareOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrderRule, OrderRuleGroup, OrderRuleStatus } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { useAccess } from '../../../shared/access';
import { testIdProps } from '../../../shared/components/testId';
import { formatDateTime } from '../../../shared/format';
import { usePaging } from '../../../shared/hooks/usePaging';
import { FilterForm } from '../../../shared/list/FilterForm';
import { orderRulesApi } from '../api/orderRulesApi';
import { GroupFormModal } from '../components/GroupFormModal';
import { RuleFormModal } from '../components/RuleFormModal';
import { RuleTable } from '../components/RuleTable';
import { orderRuleKeys } from '../hooks/queryKeys';
import {
  useBatchDeleteGroups,
  useChangeStatus,
  useCopyGroup,
  useDeleteGroup,
  useStatusOptions,
} from '../hooks/useOrderRules';
import { ORDER_RULE_PERMISSIONS } from '../permissions';

interface Filters {
  name?: string;
  status?: OrderRuleStatus;
}
const INITIAL_FILTERS: Filters = {};

/**
 * Order rules (component key product/order-rules/index, the platform's): groups in evaluation order, each with its
 * rules nested below it; add and edit groups and rules, move rules, switch statuses, copy, delete, batch delete.
 */
export function OrderRulesPage() {
  const { t } = useTranslation('order-rules');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const lang = useLanguage();
  const canEdit = useAccess().can(ORDER_RULE_PERMISSIONS.manage);
  const paging = usePaging(20);
  const [filters, setFilters] = useState<Filters>(INITIAL_FILTERS);
  const [selected, setSelected] = useState<Key[]>([]);
  const [collapsed, setCollapsed] = useState<Set<Key>>(new Set());
  const [groupForm, setGroupForm] = useState<{ open: boolean; group: OrderRuleGroup | null }>({
    open: false,
    group: null,
  });
  const [ruleForm, setRuleForm] = useState<{ open: boolean; group: OrderRuleGroup | null; rule: OrderRule | null }>({
    open: false,
    group: null,
    rule: null,
  });
  const statuses = useStatusOptions();
  const status = useChangeStatus();
  const copy = useCopyGroup();
  const remove = useDeleteGroup();
  const batchRemove = useBatchDeleteGroups();

  const request = { pageNo: paging.pageNo, pageSize: paging.pageSize, ...filters };
  const query = useQuery({
    queryKey: [...orderRuleKeys.groups(), lang, request],
    queryFn: ({ signal }) => orderRulesApi.list(request, signal),
    placeholderData: keepPreviousData,
  });
  const rows = useMemo(() => query.data?.rows ?? [], [query.data]);
  const expanded = rows.filter((g) => !collapsed.has(g.id)).map((g) => g.id);

  /** The client already showed a refusal; these only say what went well. */
  const quietly = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      void message.success(done);
    } catch {
      // shown by the HTTP client
    }
  };

  const openRule = (group: OrderRuleGroup, rule: OrderRule | null) => setRuleForm({ open: true, group, rule });

  const columns: TableColumnsType<OrderRuleGroup> = [
    { key: 'sort', title: t('group.sort'), dataIndex: 'sort', width: 72 },
    { key: 'name', title: t('group.name'), dataIndex: 'name', width: 200, ellipsis: true },
    { key: 'rules', title: t('group.rules'), width: 80, render: (_v, g) => g.rules.length },
    {
      key: 'status',
      title: t('group.status'),
      width: 90,
      render: (_v, g) => (
        <Switch
          size="small"
          checked={g.status === 'ENABLED'}
          disabled={!canEdit}
          checkedChildren={t('actions.enabled')}
          unCheckedChildren={t('actions.disabled')}
          onChange={(on) =>
            void quietly(
              () => status.mutateAsync({ id: g.id, type: 'GROUP', status: on ? 'ENABLED' : 'DISABLED' }),
              t('messages.statusChanged'),
            )
          }
          data-testid={`order-rule-group-status-${g.id}`}
        />
      ),
    },
    { key: 'remark', title: t('group.remark'), dataIndex: 'remark', width: 200, ellipsis: true },
    { key: 'updatedBy', title: t('group.updatedBy'), dataIndex: 'updatedByName', width: 120, ellipsis: true },
    {
      key: 'updatedAt',
      title: t('group.updatedAt'),
      width: 170,
      render: (_v, g) => formatDateTime(g.updatedAt),
    },
  ];
  if (canEdit)
    columns.push({
      key: 'actions',
      title: tc('actions.actions'),
      width: 148,
      fixed: 'right',
      render: (_v, g) => (
        <Space size={0}>
          <Tooltip title={t('actions.addRule')}>
            <Button
              type="link"
              size="small"
              icon={<PlusSquareOutlined />}
              aria-label={t('actions.addRule')}
              onClick={() => openRule(g, null)}
              data-testid={`order-rule-group-add-rule-${g.id}`}
            />
          </Tooltip>
          <Tooltip title={t('actions.edit')}>
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              aria-label={t('actions.edit')}
              onClick={() => setGroupForm({ open: true, group: g })}
              data-testid={`order-rule-group-edit-${g.id}`}
            />
          </Tooltip>
          <Tooltip title={t('actions.copy')}>
            <Button
              type="link"
              size="small"
              icon={<CopyOutlined />}
              aria-label={t('actions.copy')}
              onClick={() => void quietly(() => copy.mutateAsync(g.id), t('messages.copied'))}
              data-testid={`order-rule-group-copy-${g.id}`}
            />
          </Tooltip>
          <Popconfirm
            title={t('actions.deleteGroupConfirm', { name: g.name, count: g.rules.length })}
            okText={tc('actions.confirm')}
            cancelText={tc('actions.cancel')}
            okButtonProps={testIdProps(`order-rule-group-delete-confirm-${g.id}`)}
            onConfirm={() => void quietly(() => remove.mutateAsync(g.id), t('messages.deleted'))}
          >
            <Tooltip title={t('actions.delete')}>
              <Button
                type="link"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('actions.delete')}
                data-testid={`order-rule-group-delete-${g.id}`}
              />
            </Tooltip>
          </Popconfirm>
        </Space>
      ),
    });

  const batchDelete = () =>
    quietly(
      async () => {
        const { ids } = await batchRemove.mutateAsync(selected.map(Number));
        setSelected([]);
        return ids;
      },
      t('messages.groupsDeleted', { count: selected.length }),
    );

  return (
    <div data-testid="order-rules-page">
      <Card className="ph-page-card">
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          {t('intro')}
        </Typography.Paragraph>
        <FilterForm<Filters>
          name="order-rule-filters"
          testId="order-rules"
          initialValues={INITIAL_FILTERS}
          onSearch={(f) => {
            setFilters({ name: f.name?.trim() || undefined, status: f.status });
            setSelected([]);
            paging.toFirstPage();
          }}
          fields={[
            {
              name: 'name',
              label: t('filters.name'),
              input: <Input allowClear placeholder={t('filters.namePlaceholder')} style={{ width: 200 }} />,
            },
            {
              name: 'status',
              label: t('filters.status'),
              input: (
                <Select
                  allowClear
                  placeholder={t('filters.allStatuses')}
                  options={statuses.options}
                  style={{ width: 140 }}
                />
              ),
            },
          ]}
        />
      </Card>
      <Card className="ph-page-card">
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('title')}
          </Typography.Title>
          <Flex gap={8} align="center" wrap>
            {canEdit ? (
              <>
                <Popconfirm
                  title={t('actions.batchDeleteConfirm', { count: selected.length })}
                  okText={tc('actions.confirm')}
                  cancelText={tc('actions.cancel')}
                  okButtonProps={testIdProps('order-rule-group-batch-delete-confirm')}
                  onConfirm={() => void batchDelete()}
                  disabled={selected.length === 0}
                >
                  <Button
                    danger
                    icon={<DeleteOutlined />}
                    disabled={selected.length === 0}
                    data-testid="order-rule-group-batch-delete"
                  >
                    {t('actions.batchDelete')}
                  </Button>
                </Popconfirm>
                <Button
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => setGroupForm({ open: true, group: null })}
                  data-testid="order-rule-group-add"
                >
                  {t('actions.addGroup')}
                </Button>
              </>
            ) : null}
            <Tooltip title={tc('actions.refresh')}>
              <Button
                icon={<ReloadOutlined />}
                aria-label={tc('actions.refresh')}
                onClick={() => void query.refetch()}
                data-testid="order-rules-refresh"
              />
            </Tooltip>
          </Flex>
        </Flex>
        <Table<OrderRuleGroup>
          rowKey="id"
          size="small"
          tableLayout="fixed"
          columns={columns}
          dataSource={rows}
          loading={query.isFetching}
          scroll={{ x: columns.reduce((sum, c) => sum + Number(c.width ?? 0), 96) }}
          onRow={(g) => ({ 'data-testid': `order-rule-group-row-${g.id}` }) as Record<never, never>}
          rowSelection={
            canEdit
              ? { columnWidth: 32, selectedRowKeys: selected, preserveSelectedRowKeys: true, onChange: setSelected }
              : undefined
          }
          expandable={{
            columnWidth: 32,
            expandedRowKeys: expanded,
            onExpand: (open, g) =>
              setCollapsed((prev) => {
                const next = new Set(prev);
                if (open) next.delete(g.id);
                else next.add(g.id);
                return next;
              }),
            expandedRowRender: (g) => <RuleTable group={g} canEdit={canEdit} onEdit={openRule} />,
          }}
          pagination={paging.pagination(query.data?.total ?? 0)}
        />
      </Card>
      {/* Mounted at their first opening: most visits only read the rules. */}
      {groupForm.open || groupForm.group ? (
        <GroupFormModal
          open={groupForm.open}
          group={groupForm.group}
          onClose={() => setGroupForm((s) => ({ ...s, open: false }))}
        />
      ) : null}
      {ruleForm.group ? (
        <RuleFormModal
          open={ruleForm.open}
          group={ruleForm.group}
          rule={ruleForm.rule}
          onClose={() => setRuleForm((s) => ({ ...s, open: false }))}
        />
      ) : null}
    </div>
  );
}
