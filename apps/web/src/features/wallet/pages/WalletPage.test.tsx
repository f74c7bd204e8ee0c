import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor as settle, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderPage, testUser } from '../../../shared/testing/render';
import { walletApi } from '../api/walletApi';
import { balanceFixture } from '../testing/fixtures';
import { answerDefaults } from '../testing/mockApi';
import { WalletPage } from './WalletPage';

const waitFor = (check: () => void) => settle(check, { timeout: 8000 });
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 60_000 });

vi.mock('../api/walletApi', () => import('../testing/apiMock'));

const customer = () => testUser({ permissions: ['finance:wallet'] });
const open = (user = customer()) =>
  renderPage(
    <MemoryRouter>
      <WalletPage />
    </MemoryRouter>,
    { user },
  );

describe('WalletPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    answerDefaults();
  });

  it('shows the balances and the history, each line signed with the balance after it', async () => {
    await open();
    const card = await screen.findByTestId('wallet-balance', {}, { timeout: 20_000 });
    await waitFor(() => expect(within(card).getByTestId('wallet-available')).toHaveTextContent('10,000.00'));
    expect(card).toHaveTextContent('Deposit');
    expect(card).toHaveTextContent('Credit limit');
    expect(screen.getByTestId('wallet-recharge')).toHaveAttribute('href', '/finance/recharge');
    const charge = await screen.findByTestId('wallet-flow-row-41-1', {}, { timeout: 20_000 });
    expect(charge).toHaveTextContent('Order charge');
    expect(charge).toHaveTextContent('-166.15');
    expect(charge).toHaveTextContent('9,833.85');
    expect(charge).toHaveTextContent('PH0009');
    const recharge = screen.getByTestId('wallet-flow-row-40-1');
    expect(recharge).toHaveTextContent('+10,000.00');
    expect(walletApi.flows).toHaveBeenCalledWith({ pageNo: 0, pageSize: 20 }, expect.anything());
  });

  it('says when the balance is below zero within the credit limit', async () => {
    vi.mocked(walletApi.mine).mockResolvedValue(balanceFixture({ available: '-120.50', creditLimit: '500.00' }));
    await open();
    await waitFor(() => expect(screen.getByTestId('wallet-available')).toHaveTextContent('-120.50'));
    expect(screen.getByText('Below zero within your credit limit')).toBeInTheDocument();
  });

  it('filters by type and exports what the filters match through the task center', async () => {
    await open();
    await screen.findByTestId('wallet-flow-row-41-1', {}, { timeout: 20_000 });
    fireEvent.mouseDown(within(screen.getByTestId('wallet-flow-filter-type')).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Refund'));
    fireEvent.change(document.getElementById('wallet-flow-filters_orderNo') as HTMLInputElement, {
      target: { value: ' PH0009 ' },
    });
    fireEvent.click(screen.getByTestId('wallet-flow-search'));
    await waitFor(() =>
      expect(walletApi.flows).toHaveBeenLastCalledWith(
        { pageNo: 0, pageSize: 20, type: 'REFUND', orderNo: 'PH0009' },
        expect.anything(),
      ),
    );
    fireEvent.click(screen.getByTestId('wallet-flow-export'));
    await waitFor(() => expect(walletApi.exportFlows).toHaveBeenCalledWith({ type: 'REFUND', orderNo: 'PH0009' }));
    expect(await screen.findByText(/task/i)).toBeInTheDocument();
  });

  it('offers no recharge to a caller without the wallet permission', async () => {
    await open(testUser({ permissions: [] }));
    await screen.findByTestId('wallet-available', {}, { timeout: 20_000 });
    expect(screen.queryByTestId('wallet-recharge')).not.toBeInTheDocument();
  });
});
