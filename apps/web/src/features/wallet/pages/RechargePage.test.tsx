import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor as settle, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '../../../shared/http';
import { renderPage, testUser } from '../../../shared/testing/render';
import { walletApi } from '../api/walletApi';
import { rechargeFixture } from '../testing/fixtures';
import { answerDefaults } from '../testing/mockApi';
import { RechargePage } from './RechargePage';

const waitFor = (check: () => void) => settle(check, { timeout: 8000 });
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 60_000 });

vi.mock('../api/walletApi', () => import('../testing/apiMock'));

const PAY_URL = '/api/finaRecharge/sandbox/R20260301ABCDEF0123?sig=abc';
const fieldHelp = (field: string) => document.getElementById(`recharge-form_${field}_help`)?.textContent ?? '';
const typeAmount = (value: string) => fireEvent.change(screen.getByTestId('recharge-amount'), { target: { value } });

/** The page, once the first pay type of the method it opens on shows. */
async function open(firstPayType = 'Sandbox payment (test)') {
  await renderPage(
    <MemoryRouter>
      <RechargePage />
    </MemoryRouter>,
    { user: testUser({ permissions: ['finance:wallet'] }) },
  );
  await screen.findByTestId('recharge-page', {}, { timeout: 20_000 });
  await waitFor(() =>
    expect(within(screen.getByTestId('recharge-pay-type')).getByText(firstPayType)).toBeInTheDocument(),
  );
}

describe('RechargePage', () => {
  const payPage = { location: { href: '' }, close: vi.fn() };
  beforeEach(() => {
    vi.clearAllMocks();
    answerDefaults();
    payPage.location.href = '';
    vi.spyOn(window, 'open').mockImplementation(() => payPage as unknown as Window);
  });
  afterEach(() => vi.useRealTimers());

  it('shows the fee before paying, opens the provider’s page in a new tab and waits there for the payment', async () => {
    const pending = rechargeFixture({
      operateType: 'ONLINE',
      payType: 'SANDBOX',
      amount: '100.00',
      fee: '0.60',
      status: 'PENDING',
    });
    vi.mocked(walletApi.online).mockResolvedValue({ recharge: pending, payUrl: PAY_URL });
    vi.mocked(walletApi.recharge)
      .mockResolvedValueOnce(pending)
      .mockResolvedValue({ ...pending, status: 'SUCCESS', statusName: 'Credited' });
    await open();
    expect(screen.getByText('Online fee: 0.6% of the amount, at least 0.10')).toBeInTheDocument();
    typeAmount('100');
    await waitFor(() => expect(screen.getByTestId('recharge-pay-amount')).toHaveTextContent('100.60 CNY'));
    expect(screen.getByTestId('recharge-fee')).toHaveTextContent('0.60');
    expect(walletApi.fee).toHaveBeenCalledWith({ amount: '100', operateType: 'ONLINE' }, expect.anything());

    fireEvent.click(screen.getByTestId('recharge-submit'));
    await waitFor(() => expect(walletApi.online).toHaveBeenCalledWith({ amount: '100', payType: 'SANDBOX' }));
    expect(window.open).toHaveBeenCalledWith('about:blank', '_blank');
    await waitFor(() => expect(payPage.location.href).toBe(PAY_URL));
    const paying = await screen.findByTestId('recharge-paying');
    expect(paying).toHaveTextContent('Complete payment on the newly opened page');
    expect(screen.getByTestId('recharge-open-again')).toHaveAttribute('href', PAY_URL);
    // Polled every 2 seconds until the payment arrives.
    expect(await screen.findByText('Recharge success', {}, { timeout: 20_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('recharge-paying')).not.toBeInTheDocument());
    expect(walletApi.recharge).toHaveBeenCalledWith(pending.id, expect.anything());
  });

  it('refuses an amount below the minimum or not money, before calling the server', async () => {
    await open();
    typeAmount('0.5');
    await waitFor(() => expect(fieldHelp('amount')).toBe('At least 1.00'));
    typeAmount('1.005');
    await waitFor(() => expect(fieldHelp('amount')).toBe('At most 2 decimals'));
    typeAmount('');
    fireEvent.click(screen.getByTestId('recharge-submit'));
    await waitFor(() => expect(fieldHelp('amount')).toBe('This field cannot be empty'));
    expect(walletApi.online).not.toHaveBeenCalled();
    expect(walletApi.fee).not.toHaveBeenCalled();
  });

  it('puts the server’s refusal on its field and closes the page it opened', async () => {
    vi.mocked(walletApi.online).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 422,
        message: 'This pay type is not available here: SANDBOX',
        errorKey: 'WALLET_PAY_TYPE_UNAVAILABLE',
      }),
    );
    await open();
    typeAmount('100');
    fireEvent.click(screen.getByTestId('recharge-submit'));
    await waitFor(() => expect(fieldHelp('payType')).toBe('This pay type is not available here: SANDBOX'));
    expect(payPage.close).toHaveBeenCalled();
  });

  it('sends a bank transfer with its voucher for review, with no fee; without a voucher it asks for one', async () => {
    vi.mocked(walletApi.uploadVoucher).mockResolvedValue({
      id: 12,
      url: '/api/files/12',
      name: 'receipt.png',
      contentType: 'image/png',
      size: 100,
      createdDate: '2026-03-01T00:00:00Z',
    });
    vi.mocked(walletApi.offline).mockResolvedValue(rechargeFixture());
    await open();
    fireEvent.click(within(screen.getByTestId('recharge-operate-type')).getByText('Offline bank transfer'));
    await waitFor(() =>
      expect(within(screen.getByTestId('recharge-pay-type')).getByText('Bank transfer')).toBeInTheDocument(),
    );
    typeAmount('100');
    await waitFor(() => expect(screen.getByTestId('recharge-fee')).toHaveTextContent('No fee for bank transfers'));
    fireEvent.click(screen.getByTestId('recharge-submit'));
    await waitFor(() => expect(fieldHelp('voucherFileId')).toBe('Please upload voucher'));
    expect(walletApi.offline).not.toHaveBeenCalled();
    expect(window.open).not.toHaveBeenCalled();

    const input = screen.getByTestId('recharge-voucher').querySelector('input[type=file]') as HTMLInputElement;
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'receipt.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
    await waitFor(() => expect(walletApi.uploadVoucher).toHaveBeenCalledWith(file));
    fireEvent.change(screen.getByTestId('recharge-remark'), { target: { value: 'ICBC' } });
    fireEvent.click(screen.getByTestId('recharge-submit'));
    await waitFor(() =>
      expect(walletApi.offline).toHaveBeenCalledWith({
        amount: '100',
        payType: 'BANK_TRANSFER',
        voucherFileId: 12,
        remark: 'ICBC',
      }),
    );
    expect(await screen.findByText('Submitted: the platform will review your transfer')).toBeInTheDocument();
  });

  it('holds the transfer back while its voucher is still uploading', async () => {
    let arrive: (v: Awaited<ReturnType<typeof walletApi.uploadVoucher>>) => void = () => {};
    vi.mocked(walletApi.uploadVoucher).mockImplementation(() => new Promise((resolve) => (arrive = resolve)));
    vi.mocked(walletApi.offline).mockResolvedValue(rechargeFixture());
    await open();
    fireEvent.click(within(screen.getByTestId('recharge-operate-type')).getByText('Offline bank transfer'));
    await waitFor(() =>
      expect(within(screen.getByTestId('recharge-pay-type')).getByText('Bank transfer')).toBeInTheDocument(),
    );
    typeAmount('100');
    const input = screen.getByTestId('recharge-voucher').querySelector('input[type=file]') as HTMLInputElement;
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'receipt.png', { type: 'image/png' });
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
    await waitFor(() => expect(walletApi.uploadVoucher).toHaveBeenCalledWith(file));
    expect(screen.getByTestId('recharge-submit')).toBeDisabled();
    await act(async () => {
      arrive({
        id: 12,
        url: '/api/files/12',
        name: 'receipt.png',
        contentType: 'image/png',
        size: 4,
        createdDate: '2026-03-01T00:00:00Z',
      });
    });
    await waitFor(() => expect(screen.getByTestId('recharge-submit')).toBeEnabled());
    fireEvent.click(screen.getByTestId('recharge-submit'));
    await waitFor(() => expect(walletApi.offline).toHaveBeenCalledWith(expect.objectContaining({ voucherFileId: 12 })));
  });

  it('opens on the bank transfer where the server offers no online payment', async () => {
    vi.mocked(walletApi.operateTypes).mockResolvedValue({
      rows: [{ label: 'Offline bank transfer', value: 'OFFLINE' }],
      total: 1,
    });
    await open('Bank transfer');
    expect(screen.getByTestId('recharge-voucher-button')).toBeInTheDocument();
    expect(within(screen.getByTestId('recharge-operate-type')).queryByText('Online payment')).toBeNull();
  });

  it('lists the customer’s recharges with their status', async () => {
    await open();
    const row = await screen.findByTestId('my-recharge-row-5', {}, { timeout: 20_000 });
    expect(row).toHaveTextContent('R20260301ABCDEF0123');
    expect(row).toHaveTextContent('Pending');
    expect(row).toHaveTextContent('300.00');
  });
});
