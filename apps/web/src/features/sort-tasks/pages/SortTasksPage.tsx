import { useState } from 'react';
import { App, Button, Popconfirm, Select, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  SORT_TASK_STATUS_WORDS,
  SORT_TASK_STATUSES,
  SORT_TYPE_WORDS,
  type SortTask,
  type SortTaskStatus,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { DropdownSelect } from '../../../shared/dropdowns';
import { ListPage, type FilterField, type ListColumn } from '../../../shared/list';
import { formatDateTime } from '../../../shared/format';
import { useLanguage } from '../../../i18n';
import { sortTaskKeys, sortTasksApi } from '../api/sortTasksApi';
import { NewSortTaskModal } from '../components/NewSortTaskModal';
import { SortTaskDrawer } from '../components/SortTaskDrawer';
import { SortTaskStatusTag } from '../components/SortTaskStatusTag';

interface Filters {
  warehouseId?: number;
  status?: SortTaskStatus;
}
const INITIAL: Filters = {};
const CANCELABLE = new Set<SortTaskStatus>(['CREATED', 'PRESORTING', 'PRESORTED', 'FAILED']);

/**
 * Sort tasks (menu key warehouse/sort-task/index, platform and suppliers): the list, a new task of pasted numbers, its
 * pre-sort with progress, the result by bay with the reasons of the unsortable, the sort, the batch PDF, cancel and
 * remove.
 */
export function SortTasksPage() {
  const { t } = useTranslation('sort-tasks');
  const lang = useLanguage();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<number | null>(null);

  const act = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      void message.success(done);
    } catch {
      // the client showed why
    }
    void queryClient.invalidateQueries({ queryKey: sortTaskKeys.all });
  };

  const filters: FilterField<Filters>[] = [
    {
      name: 'warehouseId',
      label: t('filters.warehouse'),
      input: <DropdownSelect name="warehouseOptions" style={{ width: 200 }} placeholder={t('filters.all')} />,
    },
    {
      name: 'status',
      label: t('filters.status'),
      input: (
        <Select
          allowClear
          style={{ width: 140 }}
          placeholder={t('filters.all')}
          options={SORT_TASK_STATUSES.map((s) => ({ value: s, label: SORT_TASK_STATUS_WORDS[s][lang] }))}
        />
      ),
    },
  ];

  const columns: ListColumn<SortTask>[] = [
    {
      key: 'taskNo',
      title: t('columns.taskNo'),
      width: 170,
      locked: true,
      render: (r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpen(r.id)}>
          {r.taskNo}
        </Button>
      ),
    },
    { key: 'warehouse', title: t('columns.warehouse'), width: 100, render: (r) => r.warehouseCode },
    { key: 'sortType', title: t('columns.sortType'), width: 120, render: (r) => SORT_TYPE_WORDS[r.sortType][lang] },
    {
      key: 'status',
      title: t('columns.status'),
      width: 100,
      render: (r) => <SortTaskStatusTag status={r.status} label={r.statusI18n} />,
    },
    { key: 'total', title: t('columns.parcels'), width: 70, align: 'right' },
    { key: 'decided', title: t('columns.decided'), width: 85, align: 'right' },
    { key: 'unsortable', title: t('columns.unsortable'), width: 85, align: 'right' },
    { key: 'sorted', title: t('columns.sorted'), width: 85, align: 'right' },
    { key: 'createdByName', title: t('columns.createdBy'), width: 100, defaultHidden: true },
    {
      key: 'createdDate',
      title: t('columns.createdDate'),
      width: 150,
      render: (r) => formatDateTime(r.createdDate),
    },
  ];

  return (
    <ListPage<SortTask, Filters>
      testId="sort-task"
      title={t('title')}
      filterFormName="sort-task-filters"
      filters={filters}
      initialFilters={INITIAL}
      queryKey={sortTaskKeys.lists()}
      load={({ pageNo, pageSize, filters: f }, signal) =>
        sortTasksApi.list(
          {
            pageNo,
            pageSize,
            ...(f.warehouseId ? { warehouseId: f.warehouseId } : {}),
            ...(f.status ? { status: f.status } : {}),
          },
          signal,
        )
      }
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `sort-task-row-${r.taskNo}`}
      rowActions={{
        width: 180,
        render: (r) => (
          <Space size={0} wrap>
            <Button type="link" size="small" data-testid={`sort-task-open-${r.id}`} onClick={() => setOpen(r.id)}>
              {t('actions.open')}
            </Button>
            {['CREATED', 'PRESORTED', 'FAILED'].includes(r.status) && (
              <Button
                type="link"
                size="small"
                data-testid={`sort-task-presort-${r.id}`}
                onClick={() => {
                  void act(() => sortTasksApi.preSort(r.id), t('messages.preSortStarted'));
                  setOpen(r.id);
                }}
              >
                {t('actions.preSort')}
              </Button>
            )}
            {CANCELABLE.has(r.status) && r.sorted === 0 && (
              <Popconfirm
                title={t('confirm.cancel')}
                onConfirm={() => act(() => sortTasksApi.cancel(r.id), t('messages.canceled'))}
              >
                <Button type="link" size="small" data-testid={`sort-task-cancel-${r.id}`}>
                  {t('actions.cancel')}
                </Button>
              </Popconfirm>
            )}
            {['CREATED', 'PRESORTED', 'CANCELED', 'FAILED'].includes(r.status) && r.sorted === 0 && (
              <Popconfirm
                title={t('confirm.remove')}
                onConfirm={() => act(() => sortTasksApi.remove(r.id), t('messages.removed'))}
              >
                <Button type="link" size="small" danger data-testid={`sort-task-remove-${r.id}`}>
                  {t('actions.remove')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        ),
      }}
      toolbar={() => (
        <Button type="primary" icon={<PlusOutlined />} data-testid="sort-task-add" onClick={() => setAdding(true)}>
          {t('actions.add')}
        </Button>
      )}
    >
      {() => (
        <>
          <NewSortTaskModal open={adding} onClose={() => setAdding(false)} onCreated={(task) => setOpen(task.id)} />
          <SortTaskDrawer taskId={open} onClose={() => setOpen(null)} />
        </>
      )}
    </ListPage>
  );
}
