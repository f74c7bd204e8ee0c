import { useState } from 'react';
import { App, Button, Drawer, Input, Typography } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { PostcodeEntry, PostcodeGroup } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { ImportDialog } from '../../../shared/import/ImportDialog';
import { ListPage, type FilterField } from '../../../shared/list';
import { TASK_KEYS } from '../../tasks';
import { postcodesApi } from '../api/postcodesApi';
import { postcodeKeys } from '../hooks/queryKeys';
import { useDeletePostcode } from '../hooks/usePostcodes';
import { usePostcodeColumns } from './postcodeColumns';
import { PostcodeFormModal } from './PostcodeFormModal';
import { EditDeleteActions } from '../../../shared/list/EditDeleteActions';

interface Filters {
  keyword?: string;
}
const INITIAL: Filters = {};

interface Props {
  /** The group whose postcodes to show; null closes the drawer. */
  group: PostcodeGroup | null;
  canEdit: boolean;
  onClose: () => void;
}

/** A group's postcodes and ranges: the whole width of a phone, 960 px beside the list on a desktop. */
export function PostcodeDrawer({ group, canEdit, onClose }: Props) {
  const { t } = useTranslation('postcodes');
  return (
    <Drawer
      title={group ? t('drawer.title', { name: group.name }) : ''}
      open={group !== null}
      onClose={onClose}
      size="min(960px, 100vw)"
      destroyOnHidden
      data-testid="postcode-drawer"
    >
      {group ? <PostcodeList key={group.id} group={group} canEdit={canEdit} /> : null}
    </Drawer>
  );
}

function PostcodeList({ group, canEdit }: { group: PostcodeGroup; canEdit: boolean }) {
  const { t } = useTranslation('postcodes');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState(group);
  const [editing, setEditing] = useState<PostcodeEntry | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [importing, setImporting] = useState(false);
  const remove = useDeletePostcode();
  const columns = usePostcodeColumns();
  const filters: FilterField<Filters>[] = [
    {
      name: 'keyword',
      label: t('filters.keyword'),
      input: (
        <Input
          allowClear
          maxLength={20}
          placeholder={t('filters.keywordPlaceholder')}
          style={{ width: 180 }}
          data-testid="postcode-filter-keyword"
        />
      ),
    },
  ];

  const deleteEntry = async (entry: PostcodeEntry) => {
    try {
      await remove.mutateAsync(entry.id);
      void message.success(t('messages.postcodeDeleted'));
    } catch {
      // the client showed the message
    }
  };
  const open = (entry: PostcodeEntry | null) => {
    setEditing(entry);
    setFormOpen(true);
  };

  return (
    <ListPage<PostcodeEntry, Filters>
      testId="postcode"
      title={t('drawer.summary', {
        country: `${current.countryName} (${current.countryCode})`,
        type: current.typeName,
        count: current.postcodeCount,
        ranges: current.rangeCount,
      })}
      intro={
        current.description ? (
          <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-line', marginBottom: 12 }}>
            {current.description}
          </Typography.Paragraph>
        ) : undefined
      }
      filterFormName="postcode-filters"
      filters={filters}
      initialFilters={INITIAL}
      queryKey={postcodeKeys.entries(group.id)}
      load={async ({ pageNo, pageSize, filters: f }, signal) => {
        const keyword = f.keyword?.trim();
        const detail = await postcodesApi.group(
          group.id,
          { pageNo, pageSize, ...(keyword ? { keyword } : {}) },
          signal,
        );
        const { postcodes, postcodeTotal, ...fresh } = detail;
        setCurrent(fresh);
        return { rows: postcodes, total: postcodeTotal };
      }}
      onExport={
        canEdit
          ? async () => {
              await postcodesApi.export({ groupId: group.id });
              void queryClient.invalidateQueries({ queryKey: TASK_KEYS.all });
            }
          : undefined
      }
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `postcode-row-${r.id}`}
      pageSize={20}
      rowActions={
        canEdit
          ? {
              width: 72,
              render: (r) => (
                <EditDeleteActions
                  row={r}
                  testIdPrefix="postcode"
                  confirm={t('actions.deletePostcodeConfirm')}
                  onEdit={open}
                  onDelete={(e) => void deleteEntry(e)}
                />
              ),
            }
          : undefined
      }
      toolbar={() =>
        canEdit ? (
          <>
            <Button type="primary" icon={<PlusOutlined />} data-testid="postcode-add" onClick={() => open(null)}>
              {t('actions.addPostcode')}
            </Button>
            <Button icon={<UploadOutlined />} data-testid="postcode-import" onClick={() => setImporting(true)}>
              {tc('import.button')}
            </Button>
          </>
        ) : null
      }
    >
      {() => (
        <>
          <PostcodeFormModal open={formOpen} group={current} entry={editing} onClose={() => setFormOpen(false)} />
          <ImportDialog
            open={importing}
            title={t('importIntoTitle', { name: current.name })}
            testId="postcode"
            onClose={() => setImporting(false)}
            onTemplate={postcodesApi.template}
            onSubmit={async (file) => {
              await postcodesApi.import(file, group.id);
              void queryClient.invalidateQueries({ queryKey: TASK_KEYS.all });
            }}
          />
        </>
      )}
    </ListPage>
  );
}
