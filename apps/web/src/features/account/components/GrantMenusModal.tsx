import { useEffect, useMemo, useState } from 'react';
import { App, Empty, Modal, Spin, Tree } from 'antd';
import type { SubAccount } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { useGrantableMenus, useGrantMenus } from '../hooks/useSubAccounts';
import { grantedIds, toMenuTree } from './menuTree';

interface Props {
  sub: SubAccount | null;
  onClose: () => void;
}

/** Ticks the main account's own menus a sub-account may use; the server refuses anything else. */
export function GrantMenusModal({ sub, onClose }: Props) {
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const menus = useGrantableMenus(!!sub);
  const grant = useGrantMenus();
  const [checked, setChecked] = useState<number[]>([]);
  const rows = useMemo(() => menus.data?.rows ?? [], [menus.data]);
  const tree = useMemo(() => toMenuTree(rows), [rows]);

  useEffect(() => {
    if (sub) setChecked(sub.menuIds);
  }, [sub]);

  const save = async () => {
    if (!sub) return;
    try {
      await grant.mutateAsync({ id: sub.id, menuIds: grantedIds(checked, rows) });
      void message.success(t('sub.granted', { username: sub.username }));
      onClose();
    } catch {
      // shown by the client
    }
  };

  return (
    <Modal
      title={sub ? t('sub.grantTitle', { username: sub.username }) : ''}
      open={!!sub}
      onCancel={onClose}
      onOk={() => void save()}
      confirmLoading={grant.isPending}
      okText={tc('actions.save')}
      cancelText={tc('actions.cancel')}
      okButtonProps={testIdProps('sub-grant-save')}
    >
      {menus.isLoading ? (
        <Spin />
      ) : tree.length === 0 ? (
        <Empty />
      ) : (
        <Tree<{ key: number; title: string }>
          checkable
          checkStrictly
          defaultExpandAll
          selectable={false}
          treeData={tree}
          checkedKeys={checked}
          onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(Number))}
          data-testid="sub-grant-tree"
        />
      )}
    </Modal>
  );
}
