import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TraceDbRecord } from '@parcelhub/contracts';
import { renderPage, testUser } from '../../../shared/testing/render';
import { ApiError } from '../../../shared/http/ApiError';
import { traceApi } from '../api/traceApi';
import { TraceDbPage } from './TraceDbPage';

vi.mock('../api/traceApi', () => ({
  traceApi: {
    records: vi.fn(),
    edit: vi.fn(),
    remove: vi.fn(),
    match: vi.fn(),
    matches: vi.fn(),
    export: vi.fn(),
    template: vi.fn(),
    import: vi.fn(),
  },
}));

const record = (patch: Partial<TraceDbRecord> = {}): TraceDbRecord => ({
  id: 1,
  deliveryNumber: 'TN100',
  status: 'IN_TRANSIT',
  subStatus: 'ARRIVED_AT_HUB',
  eventTime: '2026-11-30T08:00:00.000Z',
  location: 'LAX',
  description: 'Arrived',
  stationCode: null,
  matchState: 'MATCHED',
  orderNo: 'PH0001',
  matchedAt: '2026-11-30T09:00:00.000Z',
  createdAt: '2026-11-30T09:00:00.000Z',
  updatedAt: '2026-11-30T09:00:00.000Z',
  ...patch,
});

const WAIT = { timeout: 15_000 };
const admin = testUser({ roles: ['admin'], privilegeType: 'PLATFORM', permissions: ['tracking:manage'] });

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(traceApi.records).mockResolvedValue({
    rows: [
      record(),
      record({
        id: 2,
        deliveryNumber: 'LATE1',
        matchState: 'UNMATCHED',
        orderNo: null,
        status: 'DELIVERED',
        subStatus: null,
      }),
    ],
    total: 2,
  });
});

describe('TraceDbPage', () => {
  it('lists the records with their status in words and their match', async () => {
    await renderPage(<TraceDbPage />, { user: admin });
    const matched = await screen.findByTestId('trace-db-row-1', {}, WAIT);
    expect(within(matched).getByText('PH0001')).toBeInTheDocument();
    expect(within(matched).getByText('Matched')).toBeInTheDocument();
    const waiting = screen.getByTestId('trace-db-row-2');
    expect(within(waiting).getByText('Unmatched')).toBeInTheDocument();
    expect(within(waiting).getByText('Delivered')).toBeInTheDocument();
  });

  it('matches a number now and says when no parcel has it yet', async () => {
    vi.mocked(traceApi.match).mockResolvedValue({
      deliveryNumber: 'LATE1',
      matched: false,
      orderNo: null,
      records: 1,
      recorded: 0,
      repeated: 0,
      waiting: 0,
    });
    await renderPage(<TraceDbPage />, { user: admin });
    fireEvent.click(await screen.findByTestId('trace-db-match-2', {}, WAIT));
    await waitFor(() => expect(traceApi.match).toHaveBeenCalledWith('LATE1'));
    expect(await screen.findByText('No parcel has the number LATE1 yet', {}, WAIT)).toBeInTheDocument();
  });

  it("edits a record and puts the server's refusal of the time under the time", async () => {
    vi.mocked(traceApi.edit).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 400,
        message: 'The event time 2036-01-01 00:00:00 is more than a day in the future',
        errorKey: 'TRACE_EVENT_IN_FUTURE',
      }),
    );
    await renderPage(<TraceDbPage />, { user: admin });
    fireEvent.click(await screen.findByTestId('trace-db-edit-1', {}, WAIT));
    const time = await screen.findByTestId('trace-record-form-eventTime', {}, WAIT);
    expect(time).toHaveValue('2026-11-30 08:00:00');
    fireEvent.change(time, { target: { value: '2036-01-01 00:00:00' } });
    fireEvent.click(screen.getByTestId('trace-record-save'));
    await waitFor(() => expect(traceApi.edit).toHaveBeenCalledTimes(1));
    expect(traceApi.edit).toHaveBeenCalledWith(
      expect.objectContaining({
        id: 1,
        deliveryNumber: 'TN100',
        status: 'IN_TRANSIT',
        eventTime: '2036-01-01 00:00:00',
      }),
    );
    expect(
      await screen.findByText('The event time 2036-01-01 00:00:00 is more than a day in the future', {}, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByTestId('trace-record-modal')).toBeInTheDocument();
  });
});
