import { Avatar, Button, Dropdown } from 'antd';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { useSessionContext } from '../../../shared/session';
import { useAccountMenu } from './useAccountMenu';

export function AccountDropdown() {
  const { currentUser } = useSessionContext();
  const account = useAccountMenu();
  const name = currentUser.user.nickName || currentUser.user.username;
  return (
    <>
      <Dropdown trigger={['click']} menu={{ items: account.items, onClick: ({ key }) => account.select(key) }}>
        <Button type="text" data-testid="account-menu" style={{ height: 40 }} title={name}>
          <Avatar size="small" icon={<UserOutlined />} style={{ backgroundColor: 'var(--ant-color-primary)' }} />
          <span style={{ maxWidth: 140, overflow: 'hidden', textOverflow: 'ellipsis' }}>{name}</span>
          <DownOutlined style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
      {account.dialogs}
    </>
  );
}
