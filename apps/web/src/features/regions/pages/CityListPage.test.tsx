import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../shared/http';
import { renderPage, testUser } from '../../../shared/testing/render';
import { regionsApi } from '../api/regionsApi';
import { cityFixture } from '../testing/fixtures';
import { CityListPage } from './CityListPage';

vi.mock('../api/regionsApi', () => ({
  regionsApi: {
    cities: vi.fn(),
    countryOptions: vi.fn(),
    addCity: vi.fn(),
    updateCity: vi.fn(),
    deleteCities: vi.fn(),
    exportCities: vi.fn(),
    importCities: vi.fn(),
    cityTemplate: vi.fn(),
  },
}));

const EDIT_CONTROLS = ['city-add', 'city-import', 'city-export', 'city-batch-delete', 'city-edit-5', 'city-delete-5'];
const fieldHelp = (field: string) => document.getElementById(`city-form_${field}_help`)?.textContent ?? '';
const type = (field: string, value: string) =>
  fireEvent.change(document.getElementById(`city-form_${field}`) as HTMLInputElement, { target: { value } });

describe('CityListPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(regionsApi.cities).mockResolvedValue({ rows: [cityFixture()], total: 1 });
    vi.mocked(regionsApi.countryOptions).mockResolvedValue({ rows: [{ label: 'China', value: 'CN' }], total: 1 });
    vi.mocked(regionsApi.deleteCities).mockResolvedValue({ deleted: 1 });
  });

  it('without system:region shows the cities and no way to change them', async () => {
    await renderPage(<CityListPage />, { user: testUser({ permissions: [] }) });
    const row = await screen.findByTestId('city-row-5', {}, { timeout: 5000 });
    expect(row).toHaveTextContent('China (CN)');
    expect(row).toHaveTextContent('Shenzhen');
    for (const id of EDIT_CONTROLS) expect(screen.queryByTestId(id)).not.toBeInTheDocument();
  });

  it('the platform may add, edit, delete, import and export', async () => {
    await renderPage(<CityListPage />, { user: testUser({ privilegeType: 'PLATFORM', roles: ['admin'] }) });
    await screen.findByTestId('city-row-5', {}, { timeout: 5000 });
    for (const id of EDIT_CONTROLS) expect(screen.getByTestId(id)).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('city-delete-5'));
    fireEvent.click(await screen.findByTestId('city-delete-confirm-5'));
    await waitFor(() => expect(regionsApi.deleteCities).toHaveBeenCalledWith([5]));

    fireEvent.click(screen.getByTestId('city-import'));
    expect(await screen.findByText('Import cities')).toBeInTheDocument();
  });

  it('edits a city with the contract rules and puts a taken code on the code field', async () => {
    vi.mocked(regionsApi.updateCity).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 409,
        message: 'This country already has a city with code 440100',
        errorKey: 'CITY_CODE_TAKEN',
      }),
    );
    await renderPage(<CityListPage />, { user: testUser({ privilegeType: 'PLATFORM', roles: ['admin'] }) });
    fireEvent.click(await screen.findByTestId('city-edit-5', {}, { timeout: 5000 }));
    await waitFor(() => expect((document.getElementById('city-form_name') as HTMLInputElement).value).toBe('深圳市'));
    type('code', 'bad code!');
    await waitFor(() => expect(fieldHelp('code')).toBe('Invalid value'));
    type('code', '440100');
    fireEvent.click(screen.getByTestId('city-save'));
    await waitFor(() => expect(fieldHelp('code')).toBe('This country already has a city with code 440100'));
    expect(vi.mocked(regionsApi.updateCity).mock.calls[0]?.[0]).toMatchObject({
      id: 5,
      code: '440100',
      countryCode: 'CN',
    });
  });
});
