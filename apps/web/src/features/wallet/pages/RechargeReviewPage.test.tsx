import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor as settle, within } from '@testing-library/react';
import { ApiError } from '../../../shared/http';
import { renderPage, testUser } from '../../../shared/testing/render';
import { walletApi } from '../api/walletApi';
import { rechargeFixture } from '../testing/fixtures';
import { answerDefaults } from '../testing/mockApi';
import { RechargeReviewPage } from './RechargeReviewPage';

const waitFor = (check: () => void) => settle(check, { timeout: 8000 });
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 60_000 });

vi.mock('../api/walletApi', () => import('../testing/apiMock'));

const platform = () => testUser({ privilegeType: 'PLATFORM', roles: ['admin'], permissions: ['finance:review'] });
const fieldHelp = (form: string, field: string) => document.getElementById(`${form}_${field}_help`)?.textContent ?? '';

async function open() {
  await renderPage(<RechargeReviewPage />, { user: platform() });
  return screen.findByTestId('recharge-review-row-5', {}, { timeout: 20_000 });
}

describe('RechargeReviewPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    answerDefaults();
    vi.mocked(walletApi.recharges).mockResolvedValue({
      rows: [
        rechargeFixture(),
        rechargeFixture({ id: 6, rechargeNo: 'R2', status: 'SUCCESS', statusName: 'Credited', reviewedBy: 'admin' }),
      ],
      total: 2,
    });
  });

  it('lists the pending bank transfers first, with the customer, and actions only on pending ones', async () => {
    const row = await open();
    expect(walletApi.recharges).toHaveBeenCalledWith(
      { pageNo: 0, pageSize: 20, status: 'PENDING', operateType: 'OFFLINE' },
      expect.anything(),
    );
    expect(row).toHaveTextContent('customer');
    expect(row).toHaveTextContent('300.00');
    expect(within(row).getByTestId('recharge-approve-5')).toBeInTheDocument();
    expect(within(row).getByTestId('recharge-reject-5')).toBeInTheDocument();
    const done = screen.getByTestId('recharge-review-row-6');
    expect(within(done).queryByTestId('recharge-approve-6')).not.toBeInTheDocument();
  });

  it('approves after a confirmation and says the wallet is credited', async () => {
    vi.mocked(walletApi.approve).mockResolvedValue(rechargeFixture({ status: 'SUCCESS' }));
    await open();
    fireEvent.click(screen.getByTestId('recharge-approve-5'));
    expect(await screen.findByText('Credit 300.00 to customer?')).toBeInTheDocument();
    fireEvent.click(await screen.findByTestId('recharge-approve-confirm-5'));
    await waitFor(() => expect(walletApi.approve).toHaveBeenCalledWith(5));
    expect(await screen.findByText('Approved: the wallet is credited')).toBeInTheDocument();
  });

  it('rejects with a required reason', async () => {
    vi.mocked(walletApi.reject).mockResolvedValue(rechargeFixture({ status: 'REJECTED', reason: 'No transfer' }));
    await open();
    fireEvent.click(screen.getByTestId('recharge-reject-5'));
    fireEvent.click(await screen.findByTestId('recharge-reject-submit'));
    await waitFor(() => expect(fieldHelp('recharge-reject-form', 'reason')).toBe('This field cannot be empty'));
    expect(walletApi.reject).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('recharge-reject-reason'), { target: { value: '  No transfer  ' } });
    fireEvent.click(screen.getByTestId('recharge-reject-submit'));
    await waitFor(() => expect(walletApi.reject).toHaveBeenCalledWith(5, 'No transfer'));
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
  });

  it('shows a refusal of the reason on its field', async () => {
    vi.mocked(walletApi.reject).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 400,
        message: 'Invalid',
        errorKey: 'VALIDATION_FAILED',
        fieldErrors: [{ field: 'reason', message: 'Must not contain control characters' }],
      }),
    );
    await open();
    fireEvent.click(screen.getByTestId('recharge-reject-5'));
    fireEvent.change(await screen.findByTestId('recharge-reject-reason'), { target: { value: 'x' } });
    fireEvent.click(screen.getByTestId('recharge-reject-submit'));
    await waitFor(() =>
      expect(fieldHelp('recharge-reject-form', 'reason')).toBe('Must not contain control characters'),
    );
  });

  it('previews the voucher as an image fetched with the session', async () => {
    vi.mocked(walletApi.voucher).mockResolvedValue(new Blob([new Uint8Array([1])], { type: 'image/png' }));
    const createObjectURL = vi.fn(() => 'blob:voucher');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    await open();
    fireEvent.click(screen.getByTestId('recharge-voucher-5'));
    const image = await screen.findByTestId('voucher-image');
    expect(image).toHaveAttribute('src', 'blob:voucher');
    expect(walletApi.voucher).toHaveBeenCalledWith('/api/files/12');
    expect(screen.getByText('Voucher of R20260301ABCDEF0123')).toBeInTheDocument();
  });
});
