import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TraceStation } from '@parcelhub/contracts';
import { renderPage, testUser } from '../../../shared/testing/render';
import { ApiError } from '../../../shared/http/ApiError';
import { traceApi } from '../api/traceApi';
import { TraceStationsPage } from './TraceStationsPage';

vi.mock('../api/traceApi', () => ({
  traceApi: { stations: vi.fn(), saveStation: vi.fn(), enableStation: vi.fn(), disableStation: vi.fn() },
}));

const station = (patch: Partial<TraceStation> = {}): TraceStation => ({
  id: 1,
  code: 'SHA-HUB',
  name: 'Shanghai hub',
  countryCode: 'CN',
  city: 'Shanghai',
  address: '',
  timezone: 'Asia/Shanghai',
  enabled: true,
  remark: '',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...patch,
});

const WAIT = { timeout: 15_000 };
const admin = testUser({ roles: ['admin'], privilegeType: 'PLATFORM', permissions: ['tracking:manage'] });

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(traceApi.stations).mockResolvedValue({
    rows: [station(), station({ id: 2, code: 'LAX', name: 'LA hub', enabled: false, timezone: 'America/Los_Angeles' })],
    total: 2,
  });
});

describe('TraceStationsPage', () => {
  it('lists the stations with their state and timezone, and disables and enables them', async () => {
    vi.mocked(traceApi.disableStation).mockResolvedValue(undefined as never);
    vi.mocked(traceApi.enableStation).mockResolvedValue(undefined as never);
    await renderPage(<TraceStationsPage />, { user: admin });
    const row = await screen.findByTestId('trace-station-row-2', {}, WAIT);
    expect(within(row).getByText('LA hub')).toBeInTheDocument();
    expect(within(row).getByText('Disabled')).toBeInTheDocument();
    expect(within(row).getByText('America/Los_Angeles')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('trace-station-toggle-1'));
    await waitFor(() => expect(traceApi.disableStation).toHaveBeenCalledWith(1));
    fireEvent.click(screen.getByTestId('trace-station-toggle-2'));
    await waitFor(() => expect(traceApi.enableStation).toHaveBeenCalledWith(2));
    expect(traceApi.enableStation).not.toHaveBeenCalledWith(1);
  });

  it('adds a station, sending every field, the country in capitals', async () => {
    vi.mocked(traceApi.saveStation).mockResolvedValue(station({ id: 3, code: 'ICN' }));
    await renderPage(<TraceStationsPage />, { user: admin });
    fireEvent.click(await screen.findByTestId('trace-station-add', {}, WAIT));
    fireEvent.change(await screen.findByTestId('trace-station-form-code'), { target: { value: 'ICN' } });
    fireEvent.change(screen.getByTestId('trace-station-form-name'), { target: { value: 'Incheon port' } });
    fireEvent.change(screen.getByTestId('trace-station-form-countryCode'), { target: { value: 'kr' } });
    fireEvent.change(screen.getByTestId('trace-station-form-city'), { target: { value: 'Incheon' } });
    fireEvent.click(screen.getByTestId('trace-station-save'));
    await waitFor(() => expect(traceApi.saveStation).toHaveBeenCalledTimes(1));
    expect(traceApi.saveStation).toHaveBeenCalledWith({
      code: 'ICN',
      name: 'Incheon port',
      countryCode: 'KR',
      city: 'Incheon',
      address: '',
      timezone: 'Asia/Shanghai',
      enabled: true,
      remark: '',
    });
  });

  it("puts the server's duplicate code on the code field and keeps the form open", async () => {
    vi.mocked(traceApi.saveStation).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 409,
        message: 'A trace station with the code SHA-HUB already exists',
        errorKey: 'TRACE_STATION_CODE_TAKEN',
      }),
    );
    await renderPage(<TraceStationsPage />, { user: admin });
    fireEvent.click(await screen.findByTestId('trace-station-add', {}, WAIT));
    fireEvent.change(await screen.findByTestId('trace-station-form-code'), { target: { value: 'sha-hub' } });
    fireEvent.change(screen.getByTestId('trace-station-form-name'), { target: { value: 'Again' } });
    fireEvent.click(screen.getByTestId('trace-station-save'));
    expect(
      await screen.findByText('A trace station with the code SHA-HUB already exists', {}, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByTestId('trace-station-modal')).toBeInTheDocument();
  });
});
