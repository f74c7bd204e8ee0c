import { useState, type ReactNode } from 'react';
import { App, type MenuProps } from 'antd';
import { KeyOutlined, LogoutOutlined, MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { testIdProps } from '../../../shared/components/testId';
import { logout } from '../../../shared/session';
import { ChangeEmailDialog } from './ChangeEmailDialog';
import { ChangePasswordDialog } from './ChangePasswordDialog';

type Items = NonNullable<MenuProps['items']>;

export interface AccountMenu {
  items: Items;
  /** Handles the key if it is one of the account's; answers whether it was. */
  select: (key: string) => boolean;
  /** The dialogs the entries open; render once. */
  dialogs: ReactNode;
}

const KEYS = { password: 'account:password', email: 'account:email', logout: 'account:logout' } as const;

/**
 * The account's entries (change password, change email, log out with a confirmation), shared by the account
 * dropdown of a wide screen and the folded header menu of a phone.
 */
export function useAccountMenu(): AccountMenu {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
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

  const items: Items = [
    {
      key: KEYS.password,
      icon: <KeyOutlined />,
      label: <span data-testid="change-password">{t('nav.changePassword')}</span>,
    },
    { key: KEYS.email, icon: <MailOutlined />, label: <span data-testid="change-email">{t('nav.changeEmail')}</span> },
    { type: 'divider' },
    { key: KEYS.logout, icon: <LogoutOutlined />, label: <span data-testid="logout">{t('nav.logout')}</span> },
  ];

  const select = (key: string) => {
    if (key === KEYS.logout) confirmLogout();
    else if (key === KEYS.password) setDialog('password');
    else if (key === KEYS.email) setDialog('email');
    else return false;
    return true;
  };

  const dialogs = (
    <>
      <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
      <ChangeEmailDialog open={dialog === 'email'} onClose={() => setDialog(null)} />
    </>
  );
  return { items, select, dialogs };
}
