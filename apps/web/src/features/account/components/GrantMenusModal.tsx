import { useMemo } from 'react';
import { Empty, Form, Spin, Tree } from 'antd';
import { SubAccountGrantInput, type GrantableMenu, type SubAccount } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { useGrantableMenus, useGrantMenus } from '../hooks/useSubAccounts';
import { grantedIds, toMenuTree } from './menuTree';

interface Props {
  sub: SubAccount | null;
  onClose: () => void;
}

interface TreeFieldProps {
  tree: ReturnType<typeof toMenuTree>;
  value?: number[];
  onChange?: (ids: number[]) => void;
}

/** The menu tree as a form field: its value is the ticked ids. */
function MenuTreeField({ tree, value, onChange }: TreeFieldProps) {
  return (
    <Tree<{ key: number; title: string }>
      checkable
      checkStrictly
      defaultExpandAll
      selectable={false}
      treeData={tree}
      checkedKeys={value ?? []}
      onCheck={(keys) => onChange?.((Array.isArray(keys) ? keys : keys.checked).map(Number))}
      data-testid="sub-grant-tree"
    />
  );
}

/** Ticks the main account's own menus a sub-account may use; the server refuses anything else. */
export function GrantMenusModal({ sub, onClose }: Props) {
  const { t } = useTranslation('account');
  const menus = useGrantableMenus(!!sub);
  const grant = useGrantMenus();
  const rows: GrantableMenu[] = useMemo(() => menus.data?.rows ?? [], [menus.data]);
  const tree = useMemo(() => toMenuTree(rows), [rows]);

  return (
    <FormModal
      title={sub ? t('sub.grantTitle', { username: sub.username }) : ''}
      open={!!sub}
      name="sub-grant"
      schema={SubAccountGrantInput}
      fields={['menuIds']}
      initialValues={{ menuIds: sub?.menuIds ?? [] }}
      resetKey={sub}
      toInput={(values) => ({ id: sub?.id, menuIds: grantedIds((values.menuIds as number[]) ?? [], rows) })}
      onSubmit={(input) => grant.mutateAsync(input)}
      successMessage={sub ? t('sub.granted', { username: sub.username }) : undefined}
      onClose={onClose}
      saveTestId="sub-grant-save"
    >
      {menus.isLoading ? (
        <Spin />
      ) : tree.length === 0 ? (
        <Empty />
      ) : (
        <Form.Item name="menuIds" style={{ marginBottom: 0 }}>
          <MenuTreeField tree={tree} />
        </Form.Item>
      )}
    </FormModal>
  );
}
