import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor as settle, within } from '@testing-library/react';
import { ApiError } from '../../../shared/http';
import { renderPage, testUser } from '../../../shared/testing/render';
import { walletApi } from '../api/walletApi';
import { balanceFixture, flowFixture } from '../testing/fixtures';
import { answerDefaults } from '../testing/mockApi';
import { FlowPage } from './FlowPage';

const waitFor = (check: () => void) => settle(check, { timeout: 8000 });
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 60_000 });

vi.mock('../api/walletApi', () => import('../testing/apiMock'));

const platform = () => testUser({ privilegeType: 'PLATFORM', roles: ['admin'], permissions: ['finance:review'] });
const fieldHelp = (form: string, field: string) => document.getElementById(`${form}_${field}_help`)?.textContent ?? '';

async function openWallets() {
  await renderPage(<FlowPage />, { user: platform() });
  await screen.findByTestId('all-flow-row-41-1', {}, { timeout: 20_000 });
  fireEvent.click(screen.getByRole('tab', { name: 'Customer wallets' }));
  return screen.findByTestId('wallet-row-3', {}, { timeout: 20_000 });
}

describe('FlowPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    answerDefaults();
  });

  it('shows every customer’s flows with the customer, filtered by customer name, and exports them', async () => {
    vi.mocked(walletApi.flows).mockResolvedValue({ rows: [flowFixture({ customerName: 'customer2' })], total: 1 });
    await renderPage(<FlowPage />, { user: platform() });
    const row = await screen.findByTestId('all-flow-row-41-1', {}, { timeout: 20_000 });
    expect(row).toHaveTextContent('customer2');
    fireEvent.change(screen.getByTestId('wallet-flow-filter-customer'), { target: { value: 'customer2' } });
    fireEvent.click(screen.getByTestId('all-flow-search'));
    await waitFor(() =>
      expect(walletApi.flows).toHaveBeenLastCalledWith(
        { pageNo: 0, pageSize: 20, customer: 'customer2' },
        expect.anything(),
      ),
    );
    fireEvent.click(screen.getByTestId('all-flow-export'));
    await waitFor(() => expect(walletApi.exportFlows).toHaveBeenCalledWith({ customer: 'customer2' }));
  });

  it('lists the wallets and opens one’s flows', async () => {
    const row = await openWallets();
    expect(row).toHaveTextContent('Global Goods');
    expect(row).toHaveTextContent('10,000.00');
    fireEvent.click(within(row).getByTestId('wallet-flows-3'));
    await waitFor(() =>
      expect(walletApi.flows).toHaveBeenLastCalledWith(
        { pageNo: 0, pageSize: 20, customer: 'customer' },
        expect.anything(),
      ),
    );
    expect((document.getElementById('all-flow-filters_customer') as HTMLInputElement).value).toBe('customer');
  });

  it('adjusts a balance with a required reason; a debit past the balance shows on the amount', async () => {
    vi.mocked(walletApi.adjust)
      .mockRejectedValueOnce(
        new ApiError({
          kind: 'http',
          status: 409,
          message: 'Sorry, not enough balance',
          errorKey: 'WALLET_NOT_ENOUGH_BALANCE',
        }),
      )
      .mockResolvedValue({ entryId: 90, balance: balanceFixture({ available: '9950.00' }) });
    await openWallets();
    fireEvent.click(screen.getByTestId('wallet-adjust-3'));
    fireEvent.click(await screen.findByTestId('wallet-adjust-save'));
    await waitFor(() => expect(fieldHelp('wallet-adjust-form', 'reason')).toBe('This field cannot be empty'));
    fireEvent.click(screen.getByLabelText('Take (debit)'));
    fireEvent.change(screen.getByTestId('wallet-adjust-amount'), { target: { value: '50' } });
    fireEvent.change(screen.getByTestId('wallet-adjust-reason'), { target: { value: 'Duplicate compensation' } });
    fireEvent.click(screen.getByTestId('wallet-adjust-save'));
    await waitFor(() => expect(fieldHelp('wallet-adjust-form', 'amount')).toBe('Sorry, not enough balance'));
    expect(walletApi.adjust).toHaveBeenCalledWith(
      { customerId: 3, direction: 'DEBIT', amount: '50', reason: 'Duplicate compensation' },
      expect.stringMatching(/^[0-9a-f-]{36}$/),
    );
    fireEvent.click(screen.getByTestId('wallet-adjust-save'));
    expect(await screen.findByText('Balance adjusted: 9,950.00 CNY')).toBeInTheDocument();
    // Sent again from the same opening of the form: the same Idempotency-Key, so never a second adjustment.
    const keys = vi.mocked(walletApi.adjust).mock.calls.map(([, key]) => key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    // A new opening is a new adjustment.
    fireEvent.click(screen.getByTestId('wallet-adjust-3'));
    fireEvent.change(await screen.findByTestId('wallet-adjust-amount'), { target: { value: '5' } });
    fireEvent.change(screen.getByTestId('wallet-adjust-reason'), { target: { value: 'Another one' } });
    fireEvent.click(screen.getByTestId('wallet-adjust-save'));
    await waitFor(() => expect(walletApi.adjust).toHaveBeenCalledTimes(3));
    expect(vi.mocked(walletApi.adjust).mock.calls[2]![1]).not.toBe(keys[0]);
  });

  it('sets a credit limit, refused below the debt on its field', async () => {
    vi.mocked(walletApi.creditLimit)
      .mockRejectedValueOnce(
        new ApiError({
          kind: 'http',
          status: 409,
          message: 'The credit limit cannot be below the current debt of 300.00',
          errorKey: 'WALLET_CREDIT_LIMIT_BELOW_DEBT',
        }),
      )
      .mockResolvedValue(balanceFixture({ creditLimit: '500.00' }));
    await openWallets();
    fireEvent.click(screen.getByTestId('wallet-limit-3'));
    const input = await screen.findByTestId('wallet-limit-amount');
    await waitFor(() => expect((input as HTMLInputElement).value).toBe('0.00'));
    fireEvent.change(input, { target: { value: '-1' } });
    fireEvent.click(screen.getByTestId('wallet-limit-save'));
    await waitFor(() => expect(fieldHelp('wallet-limit-form', 'creditLimit')).toBe('Must be a number'));
    fireEvent.change(input, { target: { value: '100' } });
    fireEvent.click(screen.getByTestId('wallet-limit-save'));
    await waitFor(() =>
      expect(fieldHelp('wallet-limit-form', 'creditLimit')).toBe(
        'The credit limit cannot be below the current debt of 300.00',
      ),
    );
    expect(walletApi.creditLimit).toHaveBeenCalledWith({ customerId: 3, creditLimit: '100' });
    fireEvent.change(input, { target: { value: '500' } });
    fireEvent.click(screen.getByTestId('wallet-limit-save'));
    expect(await screen.findByText('Credit limit saved')).toBeInTheDocument();
  });
});
