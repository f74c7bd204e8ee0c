import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RoleDto } from '@parcelhub/contracts';
import { renderPage, testUser } from '../../../shared/testing/render';
import { rolesApi } from '../api/rolesApi';
import { RolesPage } from './RolesPage';

vi.mock('../api/rolesApi', () => ({
  rolesApi: {
    list: vi.fn(),
    modules: vi.fn(),
    menuTree: vi.fn(),
    level: vi.fn(),
    create: vi.fn(),
    update: vi.fn(),
    remove: vi.fn(),
  },
}));

const role: RoleDto = {
  id: 7,
  name: 'ops',
  level: 5,
  description: 'Operators',
  dataScope: 'ALL',
  privilegeType: 'PLATFORM',
  permissions: ['order:list'],
  menuIds: [1, 2],
  builtIn: false,
  createdAt: '2026-01-01T00:00:00Z',
};
const limited = testUser({ roles: ['ops'], permissions: ['system:role', 'order:list'], privilegeType: 'PLATFORM' });
const FIND = { timeout: 15000 };
const inputOf = (el: HTMLElement) => (el.tagName === 'INPUT' ? el : el.querySelector('input'));

describe('RolesPage', { timeout: 40_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(rolesApi.list).mockResolvedValue({
      rows: [role, { ...role, id: 1, name: 'admin', builtIn: true, level: 1 }],
      total: 2,
    });
    vi.mocked(rolesApi.level).mockResolvedValue({ level: 5 });
    vi.mocked(rolesApi.modules).mockResolvedValue({
      rows: [
        { value: 'order', label: 'Orders', permissions: [{ value: 'order:list', label: 'View orders' }] },
        { value: 'system', label: 'System', permissions: [{ value: 'system:menu', label: 'Menus' }] },
      ],
      total: 2,
    });
    vi.mocked(rolesApi.menuTree).mockResolvedValue({
      rows: [
        {
          id: 1,
          pid: null,
          label: 'Orders',
          type: 0,
          permission: null,
          children: [
            { id: 2, pid: 1, label: 'Order list', type: 1, permission: 'order:list' },
            { id: 3, pid: 1, label: 'Waybills', type: 1, permission: null },
          ],
        },
      ],
      total: 1,
    });
    vi.mocked(rolesApi.update).mockImplementation(async (input) => ({ ...role, ...input }) as RoleDto);
  });

  it('edits a role: only what the caller holds can be ticked, and the menu tree assigns entries with their parents', async () => {
    await renderPage(<RolesPage />, { user: limited });
    expect(await screen.findByTestId('role-name-7', {}, FIND)).toHaveTextContent('ops');
    expect(screen.queryByTestId('role-delete-1')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('role-edit-7'));
    const own = await screen.findByTestId('role-perm-order:list', {}, FIND);
    expect(inputOf(own)).not.toBeDisabled();
    expect(inputOf(screen.getByTestId('role-perm-system:menu'))).toBeDisabled();
    const waybills = await screen.findByText('Waybills', {}, FIND);
    fireEvent.click(waybills);
    fireEvent.click(screen.getByTestId('role-save'));
    await waitFor(() => expect(rolesApi.update).toHaveBeenCalled());
    expect(vi.mocked(rolesApi.update).mock.calls[0]![0]).toMatchObject({
      id: 7,
      name: 'ops',
      level: 5,
      permissions: ['order:list'],
      menuIds: [1, 2, 3],
    });
  });

  it('offers no change to a user without system:role', async () => {
    await renderPage(<RolesPage />, { user: testUser({ roles: ['platform'], permissions: ['user:list'] }) });
    await screen.findByTestId('role-name-7', {}, FIND);
    for (const id of ['role-add', 'role-edit-7', 'role-delete-7'])
      expect(screen.queryByTestId(id)).not.toBeInTheDocument();
  });
});
