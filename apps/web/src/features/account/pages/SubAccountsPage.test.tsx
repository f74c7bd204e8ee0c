import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { SubAccount } from '@parcelhub/contracts';
import { renderPage, testUser } from '../../../shared/testing/render';
import { subAccountApi } from '../api/subAccountApi';
import { SubAccountsPage } from './SubAccountsPage';

vi.mock('../api/subAccountApi', () => ({
  subAccountApi: {
    list: vi.fn(),
    menus: vi.fn(),
    add: vi.fn(),
    update: vi.fn(),
    remove: vi.fn(),
    setEnabled: vi.fn(),
    grant: vi.fn(),
  },
}));
vi.mock('../../../shared/crypto/encryptPassword', () => ({ encryptPassword: async (p: string) => `enc(${p})` }));

const sub: SubAccount = {
  id: 11,
  username: 'clerk1',
  nickName: 'Clerk',
  phone: '',
  email: '',
  enabled: true,
  createdAt: '2026-01-01T00:00:00Z',
  menuIds: [2],
};
const main = testUser({ permissions: ['account:sub', 'address:list'] });

describe('SubAccountsPage', { timeout: 40_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(subAccountApi.list).mockResolvedValue({ rows: [sub], total: 1 });
    vi.mocked(subAccountApi.menus).mockResolvedValue({
      rows: [
        { id: 1, pid: null, title: 'Customer center', type: 0 },
        { id: 2, pid: 1, title: 'Address book', type: 1 },
        { id: 3, pid: 2, title: 'Edit addresses', type: 2 },
      ],
      total: 3,
    });
  });

  it('lists the sub-accounts with their state and how many menus they hold', async () => {
    await renderPage(<SubAccountsPage />, { user: main });
    const r = await screen.findByTestId('sub-row-11', {}, { timeout: 20000 });
    expect(r).toHaveTextContent('clerk1');
    expect(r).toHaveTextContent('Enabled');
  });

  it('creates a sub-account with an encrypted password', async () => {
    vi.mocked(subAccountApi.add).mockResolvedValue({ id: 12 });
    await renderPage(<SubAccountsPage />, { user: main });
    fireEvent.click(await screen.findByTestId('sub-add', {}, { timeout: 20000 }));
    fireEvent.change(document.querySelector('#sub-form_username')!, { target: { value: 'clerk2' } });
    fireEvent.change(document.querySelector('#sub-form_password')!, { target: { value: 'Clerk1234' } });
    fireEvent.click(screen.getByTestId('sub-save'));
    await waitFor(() => expect(subAccountApi.add).toHaveBeenCalled());
    expect(vi.mocked(subAccountApi.add).mock.calls[0]![0]).toMatchObject({
      username: 'clerk2',
      password: 'enc(Clerk1234)',
    });
  });

  it('grants menus from the main account’s own tree, pages and buttons only', async () => {
    vi.mocked(subAccountApi.grant).mockResolvedValue({ flag: true, code: 10200, msg: 'ok' });
    await renderPage(<SubAccountsPage />, { user: main });
    fireEvent.click(await screen.findByTestId('sub-grant-11', {}, { timeout: 20000 }));
    fireEvent.click(await screen.findByText('Edit addresses'));
    fireEvent.click(screen.getByTestId('sub-grant-save'));
    await waitFor(() => expect(subAccountApi.grant).toHaveBeenCalledWith(11, [2, 3]));
  });
});
