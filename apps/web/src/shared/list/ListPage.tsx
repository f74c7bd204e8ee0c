/*
 * One list page, declared: filters, columns, a loader, actions. Built on plain antd Table rather than ProTable
 * (@ant-design/pro-components): ProTable brings its own form, field and layout packages (hundreds of KB) and lags
 * antd's major versions (this app is on antd 6), while what the pages need is small: server paging, a column
 * chooser, a selection cap, slots. Nothing here is imported by the public pages (login stays light).
 */
import { Suspense, useContext, useEffect, useState, type Key, type ReactNode } from 'react';
import { App, Button, Card, Descriptions, Flex, Space, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { ExportOutlined, ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage';
import { usePaging } from '../hooks/usePaging';
import { ColumnChooser } from './ColumnChooser';
import { isColumnVisible, useColumnSettings } from './columnSettings';
import { EllipsisText } from './EllipsisText';
import { FilterForm } from './FilterForm';
import { limitSelection, MAX_SELECTION } from './selection';
import type { FilterField, ListColumn, PageAnswer, PageRequest, Selection } from './types';
import { RecordHistoryContext } from './recordHistory';
const HISTORY_WIDTH = 32;

/** What slots see: the filters in force, the selection, and a way to load the page again. */
export interface ListContext<F> {
  filters: F;
  selection: Selection;
  reload: () => void;
}

export interface ListPageProps<T extends object, F extends object> {
  /** Names the page: its column settings on this browser and its test ids (`<testId>-page`, `-search`…). */
  testId: string;
  title: string;
  /** Above the filters (what the page is for), optional. */
  intro?: ReactNode;
  /** The filter form's name: its inputs get ids `<name>_<field>`. */
  filterFormName: string;
  filters?: FilterField<F>[];
  initialFilters: F;
  /** Query key prefix; mutations invalidate it. The page adds language, page and filters. */
  queryKey: readonly unknown[];
  load: (request: PageRequest<F>, signal: AbortSignal) => Promise<PageAnswer<T>>;
  columns: ListColumn<T>[];
  /** The actions column, pinned right; leave it out when the user may do none of them. */
  rowActions?: { width: number; render: (row: T, ctx: ListContext<F>) => ReactNode };
  rowKey: (row: T) => Key;
  /**
   * Adds a "history" row action: a drawer with the record's changes from the operation log. `resource` is the
   * table (`customer_addresses`); field names show as the column titles of the same key, or `labels`.
   */
  history?: { resource: string; labels?: Record<string, string> };
  rowTestId?: (row: T) => string;
  pageSize?: number;
  /** Rows can be selected (up to 500) for batch actions. */
  selectable?: boolean;
  batchActions?: (ctx: ListContext<F>) => ReactNode;
  /** Buttons beside the title (add, import). */
  toolbar?: (ctx: ListContext<F>) => ReactNode;
  /** Hands an export to the task center; the page says it was submitted. */
  onExport?: (request: { filters: F; selectedKeys: Key[] }) => Promise<unknown>;
  /** Dialogs and the like that belong to the page. */
  children?: (ctx: ListContext<F>) => ReactNode;
  maxSelection?: number;
}

const EMPTY = <Typography.Text type="secondary">-</Typography.Text>;

function cellOf<T extends object>(column: ListColumn<T>, row: T, index: number): ReactNode {
  if (column.render) return column.render(row, index);
  const value = (row as Record<string, unknown>)[column.key];
  if (value === null || value === undefined || value === '') return EMPTY;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

export function ListPage<T extends object, F extends object>(props: ListPageProps<T, F>) {
  const { testId, rowKey, selectable = false, maxSelection = MAX_SELECTION } = props;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const lang = useLanguage();
  const paging = usePaging(props.pageSize ?? 20);
  const [filters, setFilters] = useState<F>(props.initialFilters);
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);
  const [exporting, setExporting] = useState(false);
  const settings = useColumnSettings(testId);
  const [historyOf, setHistoryOf] = useState<number | null>(null);

  const request: PageRequest<F> = { pageNo: paging.pageNo, pageSize: paging.pageSize, filters };
  const query = useQuery({
    queryKey: [...props.queryKey, lang, request],
    queryFn: ({ signal }) => props.load(request, signal),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;

  // Deleting the last rows of the last page: step back to the page that now is the last.
  const emptyPastEnd = !!query.data && query.data.rows.length === 0 && total > 0 && paging.page > 1;
  const { toPage } = paging;
  const lastPage = Math.max(1, Math.ceil(total / paging.pageSize));
  useEffect(() => {
    if (emptyPastEnd) toPage(lastPage);
  }, [emptyPastEnd, lastPage, toPage]);

  const selection: Selection = {
    keys: selectedKeys,
    clear: () => setSelectedKeys([]),
    deselect: (keys) => setSelectedKeys((prev) => prev.filter((k) => !keys.includes(k))),
  };
  const ctx: ListContext<F> = { filters, selection, reload: () => void query.refetch() };

  const onSelect = (next: Key[]) => {
    const limited = limitSelection(selectedKeys, next, maxSelection);
    if (limited.truncated) void message.warning(t('messages.tooMany', { max: maxSelection }));
    setSelectedKeys(limited.keys);
  };

  const runExport = async () => {
    if (!props.onExport) return;
    setExporting(true);
    try {
      await props.onExport({ filters, selectedKeys });
      void message.success(t('list.exportSubmitted'));
    } catch {
      // the HTTP client showed why
    } finally {
      setExporting(false);
    }
  };

  const recordHistory = useContext(RecordHistoryContext);
  // Without the operation log's parts (a screen outside the app's providers) there is no history to show.
  const history = recordHistory ? props.history : undefined;
  const { rowActions } = props;
  const columns: ListColumn<T>[] =
    rowActions || history
      ? [
          ...props.columns,
          {
            key: 'actions',
            title: t('actions.actions'),
            width: rowActions ? rowActions.width + (history ? HISTORY_WIDTH : 0) : 64,
            fixed: 'right',
            locked: true,
            detail: false,
            render: (row) => (
              <Space size={0}>
                {rowActions?.render(row, ctx)}
                {history && recordHistory ? (
                  <recordHistory.Button id={Number(rowKey(row))} onOpen={() => setHistoryOf(Number(rowKey(row)))} />
                ) : null}
              </Space>
            ),
          },
        ]
      : props.columns;
  const visible = columns.filter((c) => isColumnVisible(c, settings.overrides));
  const hidden = columns.filter((c) => !isColumnVisible(c, settings.overrides) && c.detail !== false);
  const tableColumns: TableColumnsType<T> = visible.map((c) => ({
    key: c.key,
    title: c.title,
    width: c.width,
    fixed: c.fixed,
    align: c.align,
    render: (_v: unknown, row: T, index: number) =>
      c.ellipsis ? <EllipsisText>{cellOf(c, row, index)}</EllipsisText> : cellOf(c, row, index),
  }));
  const expandWidth = hidden.length > 0 ? 32 : 0;
  const selectWidth = selectable ? 32 : 0;
  const scrollX = visible.reduce((sum, c) => sum + c.width, expandWidth + selectWidth);

  return (
    <div data-testid={`${testId}-page`}>
      {props.filters && props.filters.length > 0 ? (
        <Card className="ph-page-card">
          {props.intro}
          <FilterForm<F>
            name={props.filterFormName}
            testId={testId}
            fields={props.filters}
            initialValues={props.initialFilters}
            onSearch={(f) => {
              setFilters(f);
              setSelectedKeys([]);
              paging.toFirstPage();
            }}
          />
        </Card>
      ) : null}
      <Card className="ph-page-card">
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {props.title}
          </Typography.Title>
          <Flex gap={8} align="center" wrap>
            {selectable && selectedKeys.length > 0 ? (
              <Typography.Text type="secondary" data-testid={`${testId}-selected`}>
                {t('list.selected', { count: selectedKeys.length })}
                <Button type="link" size="small" onClick={selection.clear}>
                  {t('list.clearSelection')}
                </Button>
              </Typography.Text>
            ) : null}
            {props.batchActions?.(ctx)}
            {props.toolbar?.(ctx)}
            {props.onExport ? (
              <Button
                icon={<ExportOutlined />}
                loading={exporting}
                onClick={() => void runExport()}
                data-testid={`${testId}-export`}
              >
                {t('list.export')}
              </Button>
            ) : null}
            <Tooltip title={t('actions.refresh')}>
              <Button
                icon={<ReloadOutlined />}
                aria-label={t('actions.refresh')}
                onClick={ctx.reload}
                data-testid={`${testId}-refresh`}
              />
            </Tooltip>
            <ColumnChooser
              testId={testId}
              columns={columns}
              overrides={settings.overrides}
              onChange={settings.setVisible}
              onReset={settings.reset}
            />
          </Flex>
        </Flex>
        <Table<T>
          rowKey={rowKey}
          size="small"
          tableLayout="fixed"
          columns={tableColumns}
          dataSource={rows}
          loading={query.isFetching}
          scroll={{ x: scrollX }}
          onRow={props.rowTestId ? (r) => ({ 'data-testid': props.rowTestId?.(r) }) as Record<never, never> : undefined}
          rowSelection={
            selectable
              ? {
                  columnWidth: selectWidth,
                  selectedRowKeys: selectedKeys,
                  preserveSelectedRowKeys: true,
                  onChange: onSelect,
                }
              : undefined
          }
          expandable={
            hidden.length > 0
              ? {
                  columnWidth: expandWidth,
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
          pagination={paging.pagination(total)}
        />
      </Card>
      {props.children?.(ctx)}
      {history && recordHistory && historyOf !== null ? (
        <Suspense fallback={null}>
          <recordHistory.Drawer
            resource={history.resource}
            recordId={historyOf}
            labels={{ ...Object.fromEntries(props.columns.map((c) => [c.key, c.title])), ...history.labels }}
            onClose={() => setHistoryOf(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
