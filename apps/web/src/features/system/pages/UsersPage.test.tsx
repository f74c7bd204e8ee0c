import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserRow } from '@parcelhub/contracts';
import { renderPage, testUser } from '../../../shared/testing/render';
import { systemApi } from '../api/systemApi';
import { UsersPage } from './UsersPage';

vi.mock('../api/systemApi', () => ({
  systemApi: {
    users: vi.fn(),
    approve: vi.fn(),
    createUser: vi.fn(),
    updateUser: vi.fn(),
    removeUsers: vi.fn(),
    disableUser: vi.fn(),
    enableUser: vi.fn(),
    resetPassword: vi.fn(),
    roleOptions: vi.fn(),
    exportUsers: vi.fn(),
  },
}));
vi.mock('../../../shared/crypto/encryptPassword', () => ({ encryptPassword: async (p: string) => `enc(${p})` }));

const row = (patch: Partial<UserRow> = {}): UserRow => ({
  id: 7,
  username: 'pending1',
  nickName: '',
  phone: '13900000007',
  email: '',
  privilegeType: 'USER',
  isApproved: false,
  enabled: true,
  isSubAccount: false,
  mainAccountName: null,
  createdAt: '2026-01-01T00:00:00Z',
  approvedAt: null,
  roles: [{ id: 3, name: 'customer' }],
  ...patch,
});
const operator = testUser({ privilegeType: 'PLATFORM', permissions: ['user:list', 'user:edit', 'user:approve'] });

describe('UsersPage', { timeout: 40_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(systemApi.users).mockResolvedValue({ rows: [row()], total: 1 });
    vi.mocked(systemApi.roleOptions).mockResolvedValue({ rows: [{ label: 'customer', value: '3' }], total: 1 });
  });

  it('a reader without user:edit sees the users and no way to change them', async () => {
    await renderPage(<UsersPage />, { user: testUser({ privilegeType: 'PLATFORM', permissions: ['user:list'] }) });
    await screen.findByTestId('user-row-7', {}, { timeout: 20000 });
    expect(screen.getByText('customer')).toBeInTheDocument();
    for (const id of ['user-add', 'user-edit-7', 'user-more-7', 'user-approve-7'])
      expect(screen.queryByTestId(id)).not.toBeInTheDocument();
  });

  it('creates a user pending approval and shows the temporary password once', async () => {
    vi.mocked(systemApi.createUser).mockResolvedValue({ id: 9, temporaryPassword: 'TempPass12345678' });
    await renderPage(<UsersPage />, { user: operator });
    fireEvent.click(await screen.findByTestId('user-add', {}, { timeout: 20000 }));
    fireEvent.change(document.querySelector('#user-form_username')!, { target: { value: 'newcomer' } });
    fireEvent.click(screen.getByTestId('user-save'));
    await waitFor(() => expect(systemApi.createUser).toHaveBeenCalled());
    expect(vi.mocked(systemApi.createUser).mock.calls[0]![0]).toMatchObject({
      username: 'newcomer',
      privilegeType: 'USER',
      isApproved: false,
      roleIds: [],
    });
    expect(await screen.findByTestId('user-temp-password')).toHaveTextContent('TempPass12345678');
  });

  it('refuses a weak typed password before calling the server', async () => {
    await renderPage(<UsersPage />, { user: operator });
    fireEvent.click(await screen.findByTestId('user-add', {}, { timeout: 20000 }));
    fireEvent.change(document.querySelector('#user-form_username')!, { target: { value: 'newcomer' } });
    fireEvent.change(document.querySelector('#user-form_password')!, { target: { value: 'short' } });
    fireEvent.click(screen.getByTestId('user-save'));
    await waitFor(() => expect(document.querySelector('#user-form_password_help')).not.toBeNull());
    expect(systemApi.createUser).not.toHaveBeenCalled();
  });

  it('approves a pending user after confirming', async () => {
    vi.mocked(systemApi.approve).mockResolvedValue({ flag: true, code: 10200, msg: 'ok' });
    await renderPage(<UsersPage />, { user: operator });
    fireEvent.click(await screen.findByTestId('user-approve-7', {}, { timeout: 20000 }));
    fireEvent.click(await screen.findByTestId('user-approve-confirm-7'));
    await waitFor(() => expect(systemApi.approve).toHaveBeenCalledWith(7));
  });

  it('hands the export to the task center with the filters in force', async () => {
    vi.mocked(systemApi.exportUsers).mockResolvedValue({ taskId: 1 });
    await renderPage(<UsersPage />, { user: operator });
    fireEvent.click(await screen.findByTestId('users-export', {}, { timeout: 20000 }));
    await waitFor(() => expect(systemApi.exportUsers).toHaveBeenCalledWith({ review: 'ALL' }));
  });
});
