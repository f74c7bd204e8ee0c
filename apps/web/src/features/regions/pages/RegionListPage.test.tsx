import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../shared/http';
import { renderPage, testUser } from '../../../shared/testing/render';
import { regionsApi } from '../api/regionsApi';
import { regionFixture } from '../testing/fixtures';
import { RegionListPage } from './RegionListPage';

vi.mock('../api/regionsApi', () => ({
  regionsApi: { list: vi.fn(), update: vi.fn(), countryOptions: vi.fn() },
}));

const platform = () => testUser({ privilegeType: 'PLATFORM', roles: ['admin'], permissions: [] });
const fieldHelp = (field: string) => document.getElementById(`region-form_${field}_help`)?.textContent ?? '';

describe('RegionListPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(regionsApi.list).mockResolvedValue({
      rows: [
        regionFixture(),
        regionFixture({ regionCode: 'US', regionName: 'United States', hot: true, district: 'NORTH_AMERICA' }),
      ],
      total: 2,
    });
    vi.mocked(regionsApi.update).mockImplementation(async (input) => regionFixture(input as never));
  });

  it('shows the countries with their codes, district and hot flag; without system:region nothing can be edited', async () => {
    await renderPage(<RegionListPage />, { user: testUser({ permissions: [] }) });
    const row = await screen.findByTestId('region-row-US', {}, { timeout: 5000 });
    expect(row).toHaveTextContent('United States');
    expect(row).toHaveTextContent('North America');
    expect(row).toHaveTextContent('Hot');
    expect(screen.getByTestId('region-row-DE')).toHaveTextContent('DEU');
    expect(screen.queryByTestId('region-edit-DE')).not.toBeInTheDocument();
    expect(vi.mocked(regionsApi.list).mock.calls[0]?.[0]).toEqual({ pageNo: 0, pageSize: 50 });
  });

  it('lets the platform edit a country and sends the contract shape', async () => {
    await renderPage(<RegionListPage />, { user: platform() });
    fireEvent.click(await screen.findByTestId('region-edit-DE', {}, { timeout: 5000 }));
    const code3 = (await screen.findByTestId('region-form-code3')) as HTMLInputElement;
    await waitFor(() => expect(code3.value).toBe('DEU'));
    fireEvent.click(screen.getByTestId('region-form-hot'));
    fireEvent.click(screen.getByTestId('region-save'));
    await waitFor(() => expect(regionsApi.update).toHaveBeenCalledTimes(1));
    expect(vi.mocked(regionsApi.update).mock.calls[0]?.[0]).toEqual({
      regionCode: 'DE',
      code3: 'DEU',
      nameZh: '德国',
      nameEn: 'Germany',
      nameKo: '독일',
      phoneCode: '+49',
      continent: 'EUROPE',
      district: 'EU',
      hot: true,
    });
  });

  it('checks the three-letter code with the contract rule, and puts a taken code on its field', async () => {
    vi.mocked(regionsApi.update).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 409,
        message: 'The three-letter code FRA belongs to another country',
        errorKey: 'REGION_CODE3_TAKEN',
      }),
    );
    await renderPage(<RegionListPage />, { user: platform() });
    fireEvent.click(await screen.findByTestId('region-edit-DE', {}, { timeout: 5000 }));
    const code3 = (await screen.findByTestId('region-form-code3')) as HTMLInputElement;
    fireEvent.change(code3, { target: { value: 'de' } });
    await waitFor(() => expect(fieldHelp('code3')).toBe('Three uppercase letters'));
    fireEvent.change(code3, { target: { value: 'FRA' } });
    fireEvent.click(screen.getByTestId('region-save'));
    await waitFor(() => expect(fieldHelp('code3')).toBe('The three-letter code FRA belongs to another country'));
  });
});
