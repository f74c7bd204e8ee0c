import { useState } from 'react';
import { App, Button, Input } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Dict, DictDetail } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { ListPage, type FilterField } from '../../../shared/list';
import { dictsApi } from '../api/dictsApi';
import { dictKeys } from '../hooks/queryKeys';
import { useDeleteDictValue } from '../hooks/useDicts';
import { useValueColumns } from './dictColumns';
import { DictValueFormModal } from './DictValueFormModal';
import { RowActions } from './RowActions';

interface Filters {
  blurry?: string;
}
const INITIAL: Filters = {};

/** The values of one dictionary, every label and disabled ones too. */
export function DictValuesList({ dict }: { dict: Dict }) {
  const { t } = useTranslation('dicts');
  const { message } = App.useApp();
  const [editing, setEditing] = useState<DictDetail | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [nextSort, setNextSort] = useState(10);
  const remove = useDeleteDictValue();
  const columns = useValueColumns();
  const filters: FilterField<Filters>[] = [
    {
      name: 'blurry',
      label: t('filters.blurry'),
      input: <Input allowClear placeholder={t('filters.valuePlaceholder')} style={{ width: 180 }} maxLength={100} />,
    },
  ];

  const deleteValue = async (detail: DictDetail) => {
    try {
      await remove.mutateAsync(detail.id);
      void message.success(t('messages.deleted'));
    } catch {
      // the client showed the message
    }
  };

  return (
    <ListPage<DictDetail, Filters>
      key={dict.id}
      testId="dict-values"
      title={t('valuesTitle', { name: dict.name })}
      filterFormName="dict-value-filters"
      filters={filters}
      initialFilters={INITIAL}
      queryKey={dictKeys.details(dict.id)}
      load={async ({ pageNo, pageSize, filters: f }, signal) => {
        const page = await dictsApi.details(
          { dictId: dict.id, pageNo, pageSize, ...(f.blurry?.trim() ? { blurry: f.blurry.trim() } : {}) },
          signal,
        );
        const last = page.rows.reduce((max, r) => Math.max(max, r.sort), 0);
        setNextSort(Math.min(last + 10, 999_999));
        return page;
      }}
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `dict-value-row-${r.id}`}
      pageSize={50}
      rowActions={{
        width: 72,
        render: (r) => (
          <RowActions
            testId={`dict-value-${r.id}`}
            builtIn={r.builtIn}
            deleteConfirm={t('actions.deleteValueConfirm', { value: r.value })}
            onEdit={() => {
              setEditing(r);
              setFormOpen(true);
            }}
            onDelete={() => void deleteValue(r)}
          />
        ),
      }}
      toolbar={() => (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          data-testid="dict-value-add"
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        >
          {t('actions.addValue')}
        </Button>
      )}
    >
      {() => (
        <DictValueFormModal
          open={formOpen}
          dictId={dict.id}
          detail={editing}
          nextSort={nextSort}
          onClose={() => setFormOpen(false)}
        />
      )}
    </ListPage>
  );
}
