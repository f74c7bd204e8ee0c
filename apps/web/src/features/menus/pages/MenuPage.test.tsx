import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MenuDto } from '@parcelhub/contracts';
import { renderPage, testUser } from '../../../shared/testing/render';
import { menusApi } from '../api/menusApi';
import { MenuPage } from './MenuPage';

vi.mock('../api/menusApi', () => ({
  menusApi: { list: vi.fn(), tree: vi.fn(), create: vi.fn(), update: vi.fn(), remove: vi.fn() },
}));

const menu = (patch: Partial<MenuDto>): MenuDto => ({
  id: 1,
  pid: null,
  key: 'system',
  type: 0,
  title: 'System',
  titleZh: '系统管理',
  titleEn: 'System',
  titleKo: '시스템',
  path: '',
  component: null,
  icon: 'setting',
  sort: 10,
  hidden: false,
  permission: null,
  privilegeTypes: ['PLATFORM'],
  editedFields: [],
  seeded: true,
  subCount: 1,
  createdAt: '2026-01-01T00:00:00Z',
  ...patch,
});

const rows = [
  menu({}),
  menu({
    id: 2,
    pid: 1,
    key: 'system.menu',
    type: 1,
    title: 'Menus',
    titleEn: 'Menus',
    path: '/system/menu',
    component: 'system/menu/index',
    permission: 'system:menu',
    subCount: 0,
  }),
];
const admin = testUser({ roles: ['admin'], privilegeType: 'PLATFORM' });

describe('MenuPage', { timeout: 40_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(menusApi.list).mockResolvedValue({ rows, total: 2 });
    vi.mocked(menusApi.tree).mockResolvedValue({
      rows: [{ id: 1, pid: null, label: 'System', type: 0, permission: null }],
      total: 1,
    });
    vi.mocked(menusApi.update).mockImplementation(async (input) => ({ ...rows[1]!, ...input }) as MenuDto);
    vi.mocked(menusApi.remove).mockResolvedValue({ deleted: 2 });
  });

  it('shows the navigation as a tree with its fields, and edits an entry', async () => {
    await renderPage(<MenuPage />, { user: admin });
    const root = await screen.findByTestId('menu-row-1', {}, { timeout: 15000 });
    expect(within(root).getByText('System')).toBeInTheDocument();
    fireEvent.click(root.querySelector('.ant-table-row-expand-icon')!);
    const child = await screen.findByTestId('menu-row-2');
    expect(within(child).getByText('system/menu/index')).toBeInTheDocument();
    expect(within(child).getByText('system:menu')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('menu-edit-2'));
    const title = await screen.findByTestId('menu-form-titleEn');
    await waitFor(() => expect(title).toHaveValue('Menus'));
    fireEvent.change(title, { target: { value: 'Navigation' } });
    fireEvent.click(screen.getByTestId('menu-save'));
    await waitFor(() => expect(menusApi.update).toHaveBeenCalled());
    expect(vi.mocked(menusApi.update).mock.calls[0]![0]).toMatchObject({
      id: 2,
      pid: 1,
      type: 1,
      titleEn: 'Navigation',
      component: 'system/menu/index',
      permission: 'system:menu',
      privilegeTypes: ['PLATFORM'],
    });
  });

  it('deletes an entry after confirmation', async () => {
    await renderPage(<MenuPage />, { user: admin });
    fireEvent.click(await screen.findByTestId('menu-delete-1', {}, { timeout: 15000 }));
    fireEvent.click(await screen.findByTestId('menu-delete-confirm-1'));
    await waitFor(() => expect(menusApi.remove).toHaveBeenCalledWith([1]));
  });

  it('offers no change to a user without system:menu (the server refuses it all the same)', async () => {
    await renderPage(<MenuPage />, { user: testUser({ roles: ['platform'], permissions: ['user:list'] }) });
    await screen.findByTestId('menu-row-1', {}, { timeout: 15000 });
    for (const id of ['menu-add', 'menu-edit-1', 'menu-delete-1', 'menu-add-child-1'])
      expect(screen.queryByTestId(id)).not.toBeInTheDocument();
  });
});
