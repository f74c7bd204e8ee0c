import { useEffect, useRef, useState } from 'react';
import { App, Button, Card, Col, Empty, Input, Row } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Dict } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { ListPage, type FilterField } from '../../../shared/list';
import { dictsApi } from '../api/dictsApi';
import { useDictColumns } from '../components/dictColumns';
import { DictFormModal } from '../components/DictFormModal';
import { DictValuesList } from '../components/DictValuesList';
import { RowActions } from '../components/RowActions';
import { dictKeys } from '../hooks/queryKeys';
import { useDeleteDict } from '../hooks/useDicts';

interface Filters {
  blurry?: string;
}
const INITIAL: Filters = {};

/**
 * The dictionary screen (menu key system/dict/index): the dictionaries on one side and, for the one picked, its
 * values on the other; stacked on a narrow screen. The menu shows it to holders of system:dict only.
 */
export function DictPage() {
  const { t } = useTranslation('dicts');
  const { message } = App.useApp();
  const [selected, setSelected] = useState<Dict | null>(null);
  const [editing, setEditing] = useState<Dict | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const remove = useDeleteDict();
  const valuesRef = useRef<HTMLDivElement>(null);
  const selectedId = selected?.id ?? null;
  // Stacked on a narrow screen, the values sit below the dictionaries: bring them into view when one is picked.
  useEffect(() => {
    const el = valuesRef.current;
    if (selectedId === null || !el || el.getBoundingClientRect().top < window.innerHeight) return;
    el.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [selectedId]);
  const columns = useDictColumns(selected?.id ?? null, setSelected);
  const filters: FilterField<Filters>[] = [
    {
      name: 'blurry',
      label: t('filters.blurry'),
      input: <Input allowClear placeholder={t('filters.blurryPlaceholder')} style={{ width: 180 }} maxLength={50} />,
    },
  ];

  const deleteDict = async (dict: Dict) => {
    try {
      await remove.mutateAsync(dict.id);
      void message.success(t('messages.deleted'));
      if (selected?.id === dict.id) setSelected(null);
    } catch {
      // the client showed the message
    }
  };

  return (
    <Row gutter={[16, 0]} data-testid="dict-screen">
      <Col xs={24} xl={10}>
        <ListPage<Dict, Filters>
          testId="dict"
          title={t('title')}
          filterFormName="dict-filters"
          filters={filters}
          initialFilters={INITIAL}
          queryKey={dictKeys.lists()}
          load={async ({ pageNo, pageSize, filters: f }, signal) => {
            const page = await dictsApi.list(
              { pageNo, pageSize, ...(f.blurry?.trim() ? { blurry: f.blurry.trim() } : {}) },
              signal,
            );
            // Keep the picked dictionary's name and flags current after an edit.
            setSelected((current) => (current ? (page.rows.find((r) => r.id === current.id) ?? current) : current));
            return page;
          }}
          columns={columns}
          rowKey={(r) => r.id}
          rowTestId={(r) => `dict-row-${r.id}`}
          rowActions={{
            width: 72,
            render: (r) => (
              <RowActions
                testId={`dict-${r.id}`}
                builtIn={r.builtIn}
                deleteConfirm={t('actions.deleteConfirm', { name: r.name })}
                onEdit={() => {
                  setEditing(r);
                  setFormOpen(true);
                }}
                onDelete={() => void deleteDict(r)}
              />
            ),
          }}
          toolbar={() => (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              data-testid="dict-add"
              onClick={() => {
                setEditing(null);
                setFormOpen(true);
              }}
            >
              {t('actions.add')}
            </Button>
          )}
        >
          {() => (
            <DictFormModal
              open={formOpen}
              dict={editing}
              onClose={() => setFormOpen(false)}
              onSaved={(saved) => (editing ? undefined : setSelected(saved))}
            />
          )}
        </ListPage>
      </Col>
      <Col xs={24} xl={14} ref={valuesRef}>
        {selected ? (
          <DictValuesList dict={selected} />
        ) : (
          <Card className="ph-page-card" data-testid="dict-values-empty">
            <Empty description={t('valuesEmpty')} />
          </Card>
        )}
      </Col>
    </Row>
  );
}
