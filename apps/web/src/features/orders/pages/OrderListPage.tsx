import { useMemo, useState, type Key } from 'react';
import { App, Button, Card, Descriptions, Flex, Select, Space, Table, Tabs, Tooltip, Typography } from 'antd';
import {
  CheckSquareOutlined,
  LeftOutlined,
  PrinterOutlined,
  ReloadOutlined,
  RightOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { MAX_ORDER_SELECTION, ORDER_STATUSES, type OrderRow, type OrderStatus } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../shared/access';
import { ColumnChooser } from '../../../shared/list/ColumnChooser';
import { isColumnVisible, useColumnSettings } from '../../../shared/list/columnSettings';
import { EllipsisText, limitSelection, type ListColumn } from '../../../shared/list';
import { FilterForm } from '../../../shared/list/FilterForm';
import { useSessionContext } from '../../../shared/session';
import { useQuoteCountries } from '../../quote';
import { ordersApi } from '../api/ordersApi';
import { useOrderPage, usePrintLabels } from '../hooks/useOrders';
import { ORDER_PERMISSIONS } from '../permissions';
import {
  BatchCancelDialog,
  CancelOrderDialog,
  RefuseOrderDialog,
  ReleaseOrderDialog,
} from '../list/OrderReasonDialogs';
import { OrderDetailDrawer } from '../list/OrderDetailDrawer';
import { OrderRowActions } from '../list/OrderRowActions';
import { BucketTag } from '../list/BucketTag';
import { useListEntry } from '../list/useListEntry';
import { ALL_STATUSES } from '../list/urlFilters';
import { useOrderColumns } from '../list/orderColumns';
import { toOrderFilter, useOrderFilterFields, type OrderFilterValues } from '../list/orderFilters';
import { useKeyset } from '../list/useKeyset';
import { OrderExportButtons } from '../exports/OrderExportButtons';

const TEST_ID = 'order-list';
const PAGE_SIZES = [20, 50, 100, 200];
const ACTIONS_WIDTH = 128;
const ALL = ALL_STATUSES;

const EMPTY = <Typography.Text type="secondary">-</Typography.Text>;
function cellOf(column: ListColumn<OrderRow>, row: OrderRow, index: number) {
  if (column.render) return column.render(row, index);
  const value = (row as unknown as Record<string, unknown>)[column.key];
  return value === null || value === undefined || value === '' ? EMPTY : String(value);
}

/** Where the wizard lives in this user's menu (the copy action opens it). */
function usePlacePath(): string {
  const { routes } = useSessionContext();
  return routes.find((r) => r.componentKey === 'order/place/index')?.path ?? '/order/place';
}

/**
 * Orders in the caller's scope (the platform's all, a supplier's of its products, a customer's own): status tabs
 * with counts, filters, keyset pages (next and previous, no page count), a selection kept across pages (up to 500),
 * labels, cancelling and the detail. A link sets where it starts (`?bucket=inTransit`, `?status=INTERCEPTED`...,
 * list/urlFilters.ts); the platform releases or cancels intercepted orders (the INTERCEPTED tab is that queue).
 */
export function OrderListPage() {
  const { t } = useTranslation('orders');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const access = useAccess();
  const { currentUser } = useSessionContext();
  const privilegeType = currentUser.privilegeType;
  const placePath = usePlacePath();
  const countries = useQuoteCountries();

  const [pageSize, setPageSize] = useState(20);
  const keyset = useKeyset();
  const [selected, setSelected] = useState<number[]>([]);
  const [detailOf, setDetailOf] = useState<number | null>(null);
  const [cancelOf, setCancelOf] = useState<OrderRow | null>(null);
  const [releaseOf, setReleaseOf] = useState<OrderRow | null>(null);
  const [refuseOf, setRefuseOf] = useState<OrderRow | null>(null);
  const [batchCancel, setBatchCancel] = useState(false);
  const [selectingAll, setSelectingAll] = useState(false);
  const print = usePrintLabels();
  const settings = useColumnSettings(TEST_ID);
  const restart = () => {
    keyset.reset();
    setSelected([]);
  };
  const { initialFilters, filters, setFilters, status, setStatus, bucket, clearBucket, formKey } =
    useListEntry(restart);

  const filter = useMemo(
    () => ({ ...toOrderFilter(filters), ...(status !== ALL ? { status } : {}), ...(bucket ? { bucket } : {}) }),
    [filters, status, bucket],
  );
  const page = useOrderPage({ ...filter, pageSize, ...(keyset.after ? { after: keyset.after } : {}) });
  const rows = page.data?.rows ?? [];
  const counts = page.data?.counts ?? {};
  const total = Object.values(counts).reduce((a, b) => a + b, 0);

  const select = (next: readonly Key[]) => {
    const limited = limitSelection(selected, next, MAX_ORDER_SELECTION);
    if (limited.truncated) void message.warning(tc('messages.tooMany', { max: MAX_ORDER_SELECTION }));
    setSelected(limited.keys.map(Number));
  };

  const selectAllMatching = async () => {
    setSelectingAll(true);
    try {
      const { rows: ids } = await ordersApi.queryIds(filter);
      if (ids.length >= MAX_ORDER_SELECTION) void message.warning(tc('messages.tooMany', { max: MAX_ORDER_SELECTION }));
      setSelected(ids.slice(0, MAX_ORDER_SELECTION));
    } catch {
      // the HTTP client showed why
    } finally {
      setSelectingAll(false);
    }
  };

  const needSelection = (run: () => void) => () => {
    if (selected.length === 0) void message.warning(tc('messages.selectFirst'));
    else run();
  };

  const canCopy = access.can(ORDER_PERMISSIONS.create);
  const canRelease = privilegeType === 'PLATFORM' && access.can(ORDER_PERMISSIONS.label);
  const withCustomer = privilegeType !== 'USER' && access.can(ORDER_PERMISSIONS.customers);
  const filterFields = useOrderFilterFields({ countries: countries.options, withCustomer });

  const columns: ListColumn<OrderRow>[] = [
    ...useOrderColumns(privilegeType),
    {
      key: 'actions',
      title: tc('actions.actions'),
      width: ACTIONS_WIDTH,
      fixed: 'right',
      locked: true,
      detail: false,
      render: (row) => (
        <OrderRowActions
          row={row}
          privilegeType={privilegeType}
          onDetail={() => setDetailOf(row.id)}
          onCancel={() => setCancelOf(row)}
          onCopy={canCopy ? () => void navigate(`${placePath}?copy=${row.id}`) : undefined}
          onRelease={canRelease ? () => setReleaseOf(row) : undefined}
          onRefuse={() => setRefuseOf(row)}
        />
      ),
    },
  ];
  const visible = columns.filter((c) => isColumnVisible(c, settings.overrides));
  const hidden = columns.filter((c) => !isColumnVisible(c, settings.overrides) && c.detail !== false);
  const scrollX = visible.reduce((sum, c) => sum + c.width, 64);

  const tabs = [
    { key: ALL, label: <TabLabel id={ALL} text={t('tabs.all')} count={total} /> },
    ...ORDER_STATUSES.map((s) => ({
      key: s,
      label: <TabLabel id={s} text={t(`status.${s}`)} count={counts[s] ?? 0} />,
    })),
  ];

  return (
    <div data-testid={`${TEST_ID}-page`}>
      <Card className="ph-page-card">
        {bucket ? <BucketTag bucket={bucket} onClose={clearBucket} testId={`${TEST_ID}-bucket`} /> : null}
        <FilterForm<OrderFilterValues>
          key={formKey}
          name="order-filters"
          testId={TEST_ID}
          fields={filterFields}
          initialValues={initialFilters}
          onSearch={(f) => {
            setFilters(f);
            restart();
          }}
        />
      </Card>
      <Card className="ph-page-card">
        <Tabs
          activeKey={status}
          items={tabs}
          size="small"
          onChange={(key) => {
            setStatus(key as OrderStatus | typeof ALL);
            restart();
          }}
          data-testid={`${TEST_ID}-tabs`}
        />
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
          <Flex gap={8} align="center" wrap>
            <Button
              icon={<CheckSquareOutlined />}
              loading={selectingAll}
              onClick={() => void selectAllMatching()}
              data-testid={`${TEST_ID}-select-all`}
            >
              {t('list.selectAll')}
            </Button>
            <Button
              icon={<PrinterOutlined />}
              loading={print.isPending}
              onClick={needSelection(() => print.mutate(selected))}
              data-testid={`${TEST_ID}-print`}
            >
              {t('list.printLabels')}
            </Button>
            {privilegeType !== 'SUPPLIER' ? (
              // A supplier does not cancel (a cancel refunds the customer); it refuses one parcel at a time.
              <Button
                danger
                icon={<StopOutlined />}
                onClick={needSelection(() => setBatchCancel(true))}
                data-testid={`${TEST_ID}-batch-cancel`}
              >
                {t('list.batchCancel')}
              </Button>
            ) : null}
            <OrderExportButtons privilegeType={privilegeType} filter={filter} />
            {selected.length > 0 ? (
              <Typography.Text type="secondary" data-testid={`${TEST_ID}-selected`}>
                {tc('list.selected', { count: selected.length })}
                <Button type="link" size="small" onClick={() => setSelected([])}>
                  {tc('list.clearSelection')}
                </Button>
              </Typography.Text>
            ) : null}
          </Flex>
          <Flex gap={8} align="center">
            <Tooltip title={tc('actions.refresh')}>
              <Button
                icon={<ReloadOutlined />}
                aria-label={tc('actions.refresh')}
                onClick={() => void page.refetch()}
                data-testid={`${TEST_ID}-refresh`}
              />
            </Tooltip>
            <ColumnChooser
              testId={TEST_ID}
              columns={columns}
              overrides={settings.overrides}
              onChange={settings.setVisible}
              onReset={settings.reset}
            />
          </Flex>
        </Flex>
        <Table<OrderRow>
          rowKey="id"
          size="small"
          tableLayout="fixed"
          dataSource={rows}
          loading={page.isFetching}
          pagination={false}
          scroll={{ x: scrollX }}
          onRow={(r) => ({ 'data-testid': `order-row-${r.id}` }) as Record<never, never>}
          columns={visible.map((c) => ({
            key: c.key,
            title: c.title,
            width: c.width,
            fixed: c.fixed,
            align: c.align,
            render: (_v: unknown, row: OrderRow, index: number) =>
              c.ellipsis ? <EllipsisText>{cellOf(c, row, index)}</EllipsisText> : cellOf(c, row, index),
          }))}
          rowSelection={{
            columnWidth: 32,
            selectedRowKeys: selected,
            preserveSelectedRowKeys: true,
            onChange: select,
          }}
          expandable={
            hidden.length > 0
              ? {
                  columnWidth: 32,
                  expandedRowRender: (row, index) => (
                    <Descriptions
                      size="small"
                      column={{ xs: 1, sm: 2, lg: 3 }}
                      items={hidden.map((c) => ({ key: c.key, label: c.title, children: cellOf(c, row, index) }))}
                    />
                  ),
                }
              : undefined
          }
        />
        <Flex justify="flex-end" align="center" gap={8} style={{ marginTop: 12 }}>
          <Typography.Text type="secondary" data-testid={`${TEST_ID}-total`}>
            {t('list.total', { count: filter.status ? (counts[filter.status] ?? 0) : total })}
          </Typography.Text>
          <Typography.Text type="secondary" data-testid={`${TEST_ID}-page-no`}>
            {t('list.page', { page: keyset.page })}
          </Typography.Text>
          <Button
            icon={<LeftOutlined />}
            disabled={!keyset.hasPrevious}
            onClick={keyset.previous}
            data-testid={`${TEST_ID}-prev`}
          >
            {t('list.previous')}
          </Button>
          <Button
            disabled={!page.data?.next || page.isPlaceholderData}
            onClick={() => page.data?.next && keyset.next(page.data.next)}
            data-testid={`${TEST_ID}-next`}
          >
            <Space size={4}>
              {t('list.next')}
              <RightOutlined />
            </Space>
          </Button>
          <Select<number>
            value={pageSize}
            onChange={(size) => {
              setPageSize(size);
              keyset.reset();
            }}
            options={PAGE_SIZES.map((n) => ({ value: n, label: t('list.perPage', { count: n }) }))}
            style={{ width: 120 }}
            data-testid={`${TEST_ID}-page-size`}
          />
        </Flex>
      </Card>
      <OrderDetailDrawer id={detailOf} onClose={() => setDetailOf(null)} />
      <CancelOrderDialog order={cancelOf} onClose={() => setCancelOf(null)} />
      <ReleaseOrderDialog order={releaseOf} onClose={() => setReleaseOf(null)} />
      <RefuseOrderDialog order={refuseOf} onClose={() => setRefuseOf(null)} />
      <BatchCancelDialog
        open={batchCancel}
        ids={selected}
        privilegeType={privilegeType}
        onClose={() => setBatchCancel(false)}
        onDone={(canceled) => setSelected((keys) => keys.filter((k) => !canceled.includes(k)))}
      />
    </div>
  );
}

function TabLabel({ id, text, count }: { id: string; text: string; count: number }) {
  return (
    <Space size={4} data-testid={`order-tab-${id}`}>
      {text}
      <Typography.Text type="secondary">{count.toLocaleString('en-US')}</Typography.Text>
    </Space>
  );
}
