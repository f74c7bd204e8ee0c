import { App, Button, Dropdown, Space, Tooltip } from 'antd';
import { EditOutlined, MoreOutlined, SafetyOutlined } from '@ant-design/icons';
import type { SubAccount } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';

interface Props {
  sub: SubAccount;
  onEdit: (sub: SubAccount) => void;
  onGrant: (sub: SubAccount) => void;
  onSetEnabled: (sub: SubAccount, enabled: boolean) => void;
  onDelete: (sub: SubAccount) => void;
}

/** Edit and grant as icons; disable, enable and delete behind "more", the harsh ones confirmed. */
export function SubAccountRowActions({ sub: r, onEdit, onGrant, onSetEnabled, onDelete }: Props) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const { modal } = App.useApp();
  const confirm = (title: string, onOk: () => void) =>
    modal.confirm({
      title,
      okText: tc('actions.confirm'),
      cancelText: tc('actions.cancel'),
      okButtonProps: { danger: true, ...testIdProps('sub-confirm-ok') },
      onOk,
    });
  return (
    <Space size={0}>
      <Tooltip title={tc('actions.edit')}>
        <Button
          type="link"
          size="small"
          icon={<EditOutlined />}
          aria-label={tc('actions.edit')}
          onClick={() => onEdit(r)}
          data-testid={`sub-edit-${r.id}`}
        />
      </Tooltip>
      <Tooltip title={t('sub.grant')}>
        <Button
          type="link"
          size="small"
          icon={<SafetyOutlined />}
          aria-label={t('sub.grant')}
          onClick={() => onGrant(r)}
          data-testid={`sub-grant-${r.id}`}
        />
      </Tooltip>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            r.enabled
              ? {
                  key: 'disable',
                  label: t('sub.disable'),
                  onClick: () =>
                    confirm(t('sub.disableConfirm', { username: r.username }), () => onSetEnabled(r, false)),
                }
              : { key: 'enable', label: t('sub.enable'), onClick: () => onSetEnabled(r, true) },
            {
              key: 'delete',
              danger: true,
              label: tc('actions.delete'),
              onClick: () => confirm(t('sub.deleteConfirm', { username: r.username }), () => onDelete(r)),
            },
          ],
        }}
      >
        <Button
          type="link"
          size="small"
          icon={<MoreOutlined />}
          aria-label={t('sub.more')}
          data-testid={`sub-more-${r.id}`}
        />
      </Dropdown>
    </Space>
  );
}
