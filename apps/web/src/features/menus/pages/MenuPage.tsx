import { useMemo, useState } from 'react';
import { App, Button, Card, Flex, Input, Select, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { PRIVILEGE_TYPES, type MenuDto, type PrivilegeType } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { Access, useAccess } from '../../../shared/access';
import { useLanguage } from '../../../i18n/useLanguage';
import { ColumnChooser } from '../../../shared/list/ColumnChooser';
import { isColumnVisible, useColumnSettings } from '../../../shared/list/columnSettings';
import { MenuFormModal } from '../components/MenuFormModal';
import { MenuRowActions } from '../components/MenuRowActions';
import { toTreeRows, type MenuTreeRow } from '../components/menuRows';
import { useMenuColumns } from '../components/useMenuColumns';
import { useDeleteMenus, useMenuList } from '../hooks/useMenus';

const TEST_ID = 'menu';

/** Menu management: the whole navigation as a tree table (a tree needs no paging), edited in place. */
export function MenuPage() {
  const { t } = useTranslation('menus');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const lang = useLanguage();
  const canEdit = useAccess().can('system:menu');
  const [blurry, setBlurry] = useState<string>();
  const [privilegeType, setPrivilegeType] = useState<PrivilegeType>();
  const [editing, setEditing] = useState<{ menu: MenuDto | null; parentId: number | null } | null>(null);
  const list = useMenuList(lang, { pageNo: 0, pageSize: 2000, blurry, privilegeType });
  const remove = useDeleteMenus();
  const settings = useColumnSettings(TEST_ID);
  const columns = useMenuColumns();
  const rows = useMemo(() => toTreeRows(list.data?.rows ?? []), [list.data]);

  const deleteMenu = async (m: MenuTreeRow) => {
    try {
      const { deleted } = await remove.mutateAsync([m.id]);
      void message.success(t('messages.deleted', { count: deleted }));
    } catch {
      // the client showed the message
    }
  };

  const visible = columns.filter((c) => isColumnVisible(c, settings.overrides));
  const tableColumns: TableColumnsType<MenuTreeRow> = visible.map((c) => ({
    key: c.key,
    title: c.title,
    width: c.width,
    align: c.align,
    fixed: c.key === 'title' ? 'left' : undefined,
    render: (_v: unknown, row: MenuTreeRow, i: number) =>
      c.render ? c.render(row, i) : String((row as unknown as Record<string, unknown>)[c.key] ?? ''),
  }));
  if (canEdit)
    tableColumns.push({
      key: 'actions',
      title: tc('actions.actions'),
      width: 110,
      fixed: 'right',
      render: (_v, row) => (
        <MenuRowActions
          menu={row}
          onAddChild={(m) => setEditing({ menu: null, parentId: m.id })}
          onEdit={(m) => setEditing({ menu: m, parentId: m.pid })}
          onDelete={deleteMenu}
        />
      ),
    });
  const scrollX = tableColumns.reduce((sum, c) => sum + Number(c.width ?? 0), 32);

  return (
    <div data-testid={`${TEST_ID}-page`}>
      <Card className="ph-page-card">
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('title')}
          </Typography.Title>
          <Flex gap={8} align="center" wrap>
            <Input.Search
              allowClear
              placeholder={t('search')}
              style={{ width: 240, maxWidth: '100%' }}
              onSearch={(v) => setBlurry(v.trim() || undefined)}
              data-testid="menu-search"
            />
            <Select<PrivilegeType>
              allowClear
              placeholder={t('allTypes')}
              style={{ width: 150 }}
              value={privilegeType}
              onChange={setPrivilegeType}
              options={PRIVILEGE_TYPES.map((p) => ({ value: p, label: tc(`privilege.${p}`) }))}
              data-testid="menu-filter-type"
            />
            <Access permission="system:menu">
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setEditing({ menu: null, parentId: null })}
                data-testid="menu-add"
              >
                {t('actions.add')}
              </Button>
            </Access>
            <Tooltip title={tc('actions.refresh')}>
              <Button
                icon={<ReloadOutlined />}
                aria-label={tc('actions.refresh')}
                onClick={() => void list.refetch()}
                data-testid="menu-refresh"
              />
            </Tooltip>
            <ColumnChooser
              testId={TEST_ID}
              columns={columns}
              overrides={settings.overrides}
              onChange={settings.setVisible}
              onReset={settings.reset}
            />
          </Flex>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          {t('intro')}
        </Typography.Paragraph>
        <Table<MenuTreeRow>
          rowKey="id"
          size="small"
          tableLayout="fixed"
          columns={tableColumns}
          dataSource={rows}
          loading={list.isFetching}
          pagination={false}
          scroll={{ x: scrollX }}
          onRow={(r) => ({ 'data-testid': `menu-row-${r.id}` }) as React.HTMLAttributes<HTMLElement>}
        />
      </Card>
      <MenuFormModal
        open={editing !== null}
        menu={editing?.menu ?? null}
        parentId={editing?.parentId ?? null}
        onClose={() => setEditing(null)}
      />
    </div>
  );
}
