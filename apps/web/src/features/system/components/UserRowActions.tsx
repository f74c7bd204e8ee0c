import { App, Button, Dropdown, Popconfirm, Space, Tooltip } from 'antd';
import { CheckOutlined, EditOutlined, MoreOutlined } from '@ant-design/icons';
import type { UserRow } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';

interface Props {
  user: UserRow;
  canApprove: boolean;
  canEdit: boolean;
  onApprove: (user: UserRow) => void;
  onEdit: (user: UserRow) => void;
  onReset: (user: UserRow) => void;
  onSetEnabled: (user: UserRow, enabled: boolean) => void;
  onDelete: (user: UserRow) => void;
}

/** Approve and edit as icons; the rarer and harsher actions behind "more", each confirmed. */
export function UserRowActions({
  user: r,
  canApprove,
  canEdit,
  onApprove,
  onEdit,
  onReset,
  onSetEnabled,
  onDelete,
}: Props) {
  const { t } = useTranslation('system');
  const { t: tc } = useTranslation();
  const { modal } = App.useApp();
  const confirm = (content: string, onOk: () => void, danger = false) =>
    modal.confirm({
      title: content,
      okText: tc('actions.confirm'),
      cancelText: tc('actions.cancel'),
      okButtonProps: { danger, ...testIdProps('user-confirm-ok') },
      onOk,
    });

  return (
    <Space size={0}>
      {canApprove && !r.isApproved ? (
        <Popconfirm
          title={t('users.approveConfirm', { username: r.username })}
          okText={tc('actions.confirm')}
          cancelText={tc('actions.cancel')}
          okButtonProps={testIdProps(`user-approve-confirm-${r.id}`)}
          onConfirm={() => onApprove(r)}
        >
          <Tooltip title={tc('actions.approve')}>
            <Button
              type="link"
              size="small"
              icon={<CheckOutlined />}
              aria-label={tc('actions.approve')}
              data-testid={`user-approve-${r.id}`}
            />
          </Tooltip>
        </Popconfirm>
      ) : null}
      {canEdit ? (
        <>
          <Tooltip title={tc('actions.edit')}>
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              aria-label={tc('actions.edit')}
              onClick={() => onEdit(r)}
              data-testid={`user-edit-${r.id}`}
            />
          </Tooltip>
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'reset', label: t('users.resetPassword'), onClick: () => onReset(r) },
                r.enabled
                  ? {
                      key: 'disable',
                      label: t('users.disable'),
                      onClick: () =>
                        confirm(
                          t('users.disableConfirm', { username: r.username }),
                          () => onSetEnabled(r, false),
                          true,
                        ),
                    }
                  : { key: 'enable', label: t('users.enable'), onClick: () => onSetEnabled(r, true) },
                {
                  key: 'delete',
                  danger: true,
                  label: tc('actions.delete'),
                  onClick: () => confirm(t('users.deleteConfirm', { username: r.username }), () => onDelete(r), true),
                },
              ],
            }}
          >
            <Button
              type="link"
              size="small"
              icon={<MoreOutlined />}
              aria-label={t('users.more')}
              data-testid={`user-more-${r.id}`}
            />
          </Dropdown>
        </>
      ) : null}
    </Space>
  );
}
