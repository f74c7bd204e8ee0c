import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ApiError } from '../../../shared/http';
import { renderPage } from '../../../shared/testing/render';
import { quoteApi } from '../api/quoteApi';
import { PublicCalculatorPage } from './PublicCalculatorPage';
import { refusedRow, usExpressRow } from '../testing/quoteFixtures';

// Antd forms validate asynchronously and its styles are built on first use: on a busy machine a page test needs
// more than the defaults.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 40_000 });

vi.mock('../api/quoteApi', () => ({
  quoteApi: { calc: vi.fn(), publicCalc: vi.fn(), countries: vi.fn(), customers: vi.fn(), publicCountries: vi.fn() },
}));

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });

/** No user: the page is for visitors. */
async function open() {
  await renderPage(
    <MemoryRouter initialEntries={['/calculator']}>
      <PublicCalculatorPage />
    </MemoryRouter>,
  );
  await screen.findByTestId('public-calculator', {}, { timeout: 5000 });
}

async function fillAndSubmit() {
  fireEvent.change(within(screen.getByTestId('quote-country')).getByRole('combobox'), {
    target: { value: 'united st' },
  });
  fireEvent.click(await screen.findByTitle('United States (US)'));
  type('quote-postcode', '10001');
  (['length', 'width', 'height', 'weight'] as const).forEach((f, i) =>
    type(`quote-box-0-${f}`, ['40', '30', '20', '3'][i]!),
  );
  fireEvent.click(screen.getByTestId('quote-submit'));
}

describe('PublicCalculatorPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(quoteApi.publicCalc).mockResolvedValue({ rows: [usExpressRow(), refusedRow()], total: 2 });
    vi.mocked(quoteApi.publicCountries).mockResolvedValue([
      { label: 'United States', value: 'US' },
      { label: 'Germany', value: 'DE' },
    ]);
  });

  it('works without a session: the served countries and the public call', async () => {
    await open();
    expect(screen.getByTestId('lang-switch')).toBeInTheDocument();
    expect(screen.queryByTestId('quote-customer')).not.toBeInTheDocument();
    await fillAndSubmit();
    await waitFor(() => expect(quoteApi.publicCalc).toHaveBeenCalledTimes(1));
    expect(vi.mocked(quoteApi.publicCalc).mock.calls[0]?.[0]).toEqual({
      countryCode: 'US',
      postcode: '10001',
      boxes: [{ length: '40', width: '30', height: '20', weight: '3' }],
      declaredValue: '0',
    });
    // Neither the signed-in call nor the signed-in dropdowns.
    expect(quoteApi.calc).not.toHaveBeenCalled();
    expect(quoteApi.countries).not.toHaveBeenCalled();
    expect(quoteApi.publicCountries).toHaveBeenCalled();
    expect(quoteApi.customers).not.toHaveBeenCalled();
  });

  it("shows the customer's view of the quotes", async () => {
    await open();
    await fillAndSubmit();
    expect(await screen.findByTestId('quote-total-11')).toHaveTextContent('166.15 CNY');
    expect(screen.queryByRole('columnheader', { name: 'Cost' })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('quote-row-14')).getByText('Not available')).toBeInTheDocument();
    fireEvent.click(screen.getByText('US Express'));
    const breakdown = await screen.findByTestId('quote-breakdown-11');
    expect(breakdown).toHaveTextContent('Handling 8.00');
    expect(breakdown).not.toHaveTextContent('Markups');
  });

  it("shows the rate limit's message", async () => {
    vi.mocked(quoteApi.publicCalc).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 429,
        message: 'Too many quotes from this address, try again in a minute',
        errorKey: 'RATE_LIMITED',
      }),
    );
    await open();
    await fillAndSubmit();
    expect(await screen.findByTestId('quote-error')).toHaveTextContent(
      'Too many quotes from this address, try again in a minute',
    );
    expect(screen.getByTestId('quote-results-empty')).toBeInTheDocument();
  });
});
