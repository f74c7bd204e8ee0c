import { useState } from 'react';
import { App, Button, Typography } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { PostcodeGroup } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useAccess } from '../../../shared/access';
import { ImportDialog } from '../../../shared/import/ImportDialog';
import { ListPage } from '../../../shared/list';
import { TASK_KEYS } from '../../tasks';
import { postcodesApi } from '../api/postcodesApi';
import { GroupFormModal } from '../components/GroupFormModal';
import { GroupRowActions } from '../components/GroupRowActions';
import { useGroupColumns } from '../components/groupColumns';
import { toGroupQuery, useGroupFilters, type GroupFilters } from '../components/groupFilters';
import { PostcodeDrawer } from '../components/PostcodeDrawer';
import { postcodeKeys } from '../hooks/queryKeys';
import { useDeleteGroup } from '../hooks/usePostcodes';
import { POSTCODE_PERMISSIONS } from '../permissions';

const INITIAL_FILTERS: GroupFilters = {};

/**
 * Postcode groups (component key product/postcode/index): the groups with their counts, each one's postcodes in a
 * drawer, import and export through the task center. A supplier sees its own groups, the platform all.
 */
export function PostcodeGroupsPage() {
  const { t } = useTranslation('postcodes');
  const { message } = App.useApp();
  const canEdit = useAccess().can(POSTCODE_PERMISSIONS.manage);
  const [editing, setEditing] = useState<PostcodeGroup | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [viewing, setViewing] = useState<PostcodeGroup | null>(null);
  const [importing, setImporting] = useState(false);
  const remove = useDeleteGroup();
  const queryClient = useQueryClient();
  const columns = useGroupColumns(setViewing);
  const filters = useGroupFilters();
  const { t: tc } = useTranslation();

  const deleteGroup = async (group: PostcodeGroup) => {
    try {
      const { postcodes } = await remove.mutateAsync(group.id);
      void message.success(t('messages.deleted', { count: postcodes }));
    } catch {
      // the client showed the message (a group in use says what uses it)
    }
  };
  const open = (group: PostcodeGroup | null) => {
    setEditing(group);
    setFormOpen(true);
  };

  return (
    <ListPage<PostcodeGroup, GroupFilters>
      testId="postcode-group"
      title={t('title')}
      intro={
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          {t('intro')}
        </Typography.Paragraph>
      }
      filterFormName="postcode-group-filters"
      filters={filters}
      initialFilters={INITIAL_FILTERS}
      queryKey={postcodeKeys.groups()}
      load={(req, signal) => postcodesApi.list(toGroupQuery(req), signal)}
      onExport={
        canEdit
          ? async ({ filters: f }) => {
              const { pageNo: _p, pageSize: _s, ...query } = toGroupQuery({ pageNo: 0, pageSize: 1, filters: f });
              await postcodesApi.export(query);
              void queryClient.invalidateQueries({ queryKey: TASK_KEYS.all });
            }
          : undefined
      }
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `postcode-group-row-${r.id}`}
      history={{
        resource: 'postcode_groups',
        labels: { countryCode: t('group.country'), supplierId: t('group.owner'), createdBy: t('group.createdBy') },
      }}
      pageSize={20}
      rowActions={
        canEdit
          ? {
              width: 104,
              render: (r) => (
                <GroupRowActions group={r} onOpen={setViewing} onEdit={open} onDelete={(g) => void deleteGroup(g)} />
              ),
            }
          : undefined
      }
      toolbar={() =>
        canEdit ? (
          <>
            <Button type="primary" icon={<PlusOutlined />} data-testid="postcode-group-add" onClick={() => open(null)}>
              {t('actions.add')}
            </Button>
            <Button icon={<UploadOutlined />} data-testid="postcode-group-import" onClick={() => setImporting(true)}>
              {tc('import.button')}
            </Button>
          </>
        ) : null
      }
    >
      {({ filters: current }) => (
        <>
          <GroupFormModal
            open={formOpen}
            group={editing}
            defaults={{ countryCode: current.countryCode, type: current.type }}
            onClose={() => setFormOpen(false)}
          />
          <PostcodeDrawer group={viewing} canEdit={canEdit} onClose={() => setViewing(null)} />
          <ImportDialog
            open={importing}
            title={t('importTitle')}
            testId="postcode-group"
            onClose={() => setImporting(false)}
            onTemplate={postcodesApi.template}
            onSubmit={async (file) => {
              await postcodesApi.import(file);
              void queryClient.invalidateQueries({ queryKey: TASK_KEYS.all });
            }}
          />
        </>
      )}
    </ListPage>
  );
}
