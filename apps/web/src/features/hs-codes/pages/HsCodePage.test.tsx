import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPage, testUser } from '../../../shared/testing/render';
import { ApiError } from '../../../shared/http/ApiError';
import { hsCodesApi } from '../api/hsCodesApi';
import { HsCodePage, namesOf } from './HsCodePage';

vi.mock('../api/hsCodesApi', () => ({
  hsCodesApi: {
    match: vi.fn(),
    confirm: vi.fn(),
    upload: vi.fn(),
    uploaded: vi.fn(),
    template: vi.fn(),
    exportList: vi.fn(),
  },
}));

const WAIT = { timeout: 15_000 };
const customer = testUser({ roles: ['customer'], privilegeType: 'USER', permissions: ['clearance:order'] });

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(hsCodesApi.match).mockResolvedValue({
    rows: [
      {
        goodsName: '手机',
        candidates: [
          { hsCode: '851713', description: 'Smartphones', score: 0.95, confirmed: false },
          { hsCode: '851714', description: 'Other telephones', score: 0.3, confirmed: false },
        ],
      },
    ],
  });
  vi.mocked(hsCodesApi.confirm).mockResolvedValue({
    id: 1,
    accountId: 2,
    goodsName: '手机',
    hsCode: '851714',
    description: 'Other telephones',
    updatedAt: '2026-12-06T00:00:00Z',
  });
  vi.mocked(hsCodesApi.exportList).mockResolvedValue({ taskId: 9 });
});

describe('namesOf', () => {
  it('keeps blank lines inside (the server names them) and drops trailing ones', () => {
    expect(namesOf('a\n\nb\n\n')).toEqual(['a', '', 'b']);
  });
});

describe('HsCodePage', () => {
  it('matches the pasted names, confirms the picked candidate and exports the list', async () => {
    await renderPage(<HsCodePage />, { user: customer });
    fireEvent.change(await screen.findByTestId('hs-names', {}, WAIT), { target: { value: '手机\n' } });
    fireEvent.click(screen.getByTestId('hs-match'));
    const row = await screen.findByTestId('hs-row-0', {}, WAIT);
    expect(within(row).getByText('Smartphones')).toBeInTheDocument();
    expect(hsCodesApi.match).toHaveBeenCalledWith({ goodsNames: ['手机'] });

    fireEvent.click(within(row).getByTestId('hs-cand-0-851714'));
    fireEvent.click(screen.getByTestId('hs-confirm-0'));
    await waitFor(() => expect(hsCodesApi.confirm).toHaveBeenCalledWith('手机', '851714'));

    fireEvent.click(screen.getByTestId('hs-export'));
    await waitFor(() =>
      expect(hsCodesApi.exportList).toHaveBeenCalledWith({ rows: [{ goodsName: '手机', hsCode: '851714' }] }),
    );
  });

  it('shows the line the server names', async () => {
    vi.mocked(hsCodesApi.match).mockRejectedValue(
      new ApiError({
        kind: 'business',
        status: 400,
        code: 40000,
        errorKey: 'VALIDATION_FAILED',
        message: 'Validation failed',
        fieldErrors: [{ field: 'goodsNames.1', message: 'Line 2 is empty: one goods name a line' }],
      } as never),
    );
    await renderPage(<HsCodePage />, { user: customer });
    fireEvent.change(await screen.findByTestId('hs-names', {}, WAIT), { target: { value: 'a\n\nb' } });
    fireEvent.click(screen.getByTestId('hs-match'));
    expect(await screen.findByTestId('hs-names-error', {}, WAIT)).toHaveTextContent('Line 2 is empty');
  });
});
