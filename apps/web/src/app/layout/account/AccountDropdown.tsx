import { useState } from 'react';
import { App, Avatar, Button, Dropdown } from 'antd';
import { DownOutlined, KeyOutlined, LogoutOutlined, MailOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { testIdProps } from '../../../shared/components/testId';
import { logout, useSessionContext } from '../../../shared/session';
import { ChangeEmailDialog } from './ChangeEmailDialog';
import { ChangePasswordDialog } from './ChangePasswordDialog';

export function AccountDropdown() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const { currentUser } = useSessionContext();
  const [dialog, setDialog] = useState<'password' | 'email' | null>(null);

  const confirmLogout = () => {
    modal.confirm({
      title: t('nav.logoutTitle'),
      content: t('nav.logoutConfirm'),
      okText: t('actions.confirm'),
      cancelText: t('actions.cancel'),
      okButtonProps: testIdProps('logout-confirm'),
      onOk: async () => {
        await logout(queryClient);
        window.location.href = '/login';
      },
    });
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            {
              key: 'password',
              icon: <KeyOutlined />,
              label: <span data-testid="change-password">{t('nav.changePassword')}</span>,
            },
            {
              key: 'email',
              icon: <MailOutlined />,
              label: <span data-testid="change-email">{t('nav.changeEmail')}</span>,
            },
            { type: 'divider' },
            { key: 'logout', icon: <LogoutOutlined />, label: <span data-testid="logout">{t('nav.logout')}</span> },
          ],
          onClick: ({ key }) => {
            if (key === 'logout') confirmLogout();
            else if (key === 'password' || key === 'email') setDialog(key);
          },
        }}
      >
        <Button type="text" data-testid="account-menu" style={{ height: 40 }}>
          <Avatar size="small" icon={<UserOutlined />} style={{ backgroundColor: 'var(--ant-color-primary)' }} />
          <span style={{ maxWidth: 140, overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {currentUser.user.nickName || currentUser.user.username}
          </span>
          <DownOutlined style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
      <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
      <ChangeEmailDialog open={dialog === 'email'} onClose={() => setDialog(null)} />
    </>
  );
}
