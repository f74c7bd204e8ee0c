import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Waybill, WaybillTrackInfo } from '@parcelhub/contracts';
import { renderPage, testUser } from '../../../shared/testing/render';
import { ApiError } from '../../../shared/http/ApiError';
import { waybillsApi } from '../api/waybillsApi';
import { numbersOf } from '../components/WaybillParcels';
import { WaybillsPage } from './WaybillsPage';

vi.mock('../api/waybillsApi', () => ({
  waybillsApi: {
    list: vi.fn(),
    save: vi.fn(),
    track: vi.fn(),
    trackInfo: vi.fn(),
    link: vi.fn(),
    unlink: vi.fn(),
    parcels: vi.fn(),
    export: vi.fn(),
    template: vi.fn(),
    import: vi.fn(),
  },
}));

const waybill = (patch: Partial<Waybill> = {}): Waybill => ({
  id: 1,
  awbNo: '123-12345675',
  airlinePrefix: '123',
  origin: 'PVG',
  destination: 'LAX',
  flightNo: 'CA987',
  departureDate: '2026-12-01',
  arrivalDate: '',
  pieces: 12,
  weight: '350.500',
  status: 'DEPARTED',
  statusName: 'Departed',
  parcelCount: 2,
  remark: '',
  createdAt: '2026-12-01T00:00:00Z',
  updatedAt: '2026-12-01T00:00:00Z',
  ...patch,
});
const info: WaybillTrackInfo = {
  awbNo: '123-12345675',
  status: 'DEPARTED',
  statusName: 'Departed',
  events: [
    {
      id: 7,
      type: 'DEPARTED',
      typeName: 'Departed',
      eventTime: '2026-12-01T10:00:00Z',
      location: 'PVG',
      description: '',
      operatorName: 'admin',
      appliedAt: '2026-12-01T10:00:05Z',
      createdAt: '2026-12-01T10:00:00Z',
    },
  ],
};

const WAIT = { timeout: 15_000 };
const admin = testUser({ roles: ['admin'], privilegeType: 'PLATFORM', permissions: ['waybill:list'] });

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(waybillsApi.list).mockResolvedValue({
    rows: [
      waybill(),
      waybill({ id: 2, awbNo: '160-00000000', status: 'CREATED', statusName: 'Created', parcelCount: 0 }),
    ],
    total: 2,
  });
  vi.mocked(waybillsApi.trackInfo).mockResolvedValue(info);
  vi.mocked(waybillsApi.parcels).mockResolvedValue({
    rows: [
      {
        orderId: 31,
        orderNo: 'PH2026120100031',
        insideNumber: 'IN31',
        trackingNo: 'SBX31',
        orderStatus: 'IN_TRANSIT',
        linkedAt: '2026-12-01T09:00:00Z',
      },
    ],
    total: 1,
  });
});

describe('WaybillsPage', { timeout: 60_000 }, () => {
  it('lists the waybills and opens one: its events and its parcels', async () => {
    await renderPage(<WaybillsPage />, { user: admin });
    const row = await screen.findByTestId('waybill-row-1', {}, WAIT);
    expect(within(row).getByText('123-12345675')).toBeInTheDocument();
    expect(within(row).getByText('PVG → LAX')).toBeInTheDocument();
    expect(screen.getByTestId('waybill-status-2')).toHaveTextContent('Created');

    fireEvent.click(screen.getByTestId('waybill-open-1'));
    const event = await screen.findByTestId('waybill-event', {}, WAIT);
    expect(event).toHaveTextContent('Departed');
    expect(event).toHaveTextContent('Applied');
    expect(event).toHaveTextContent('PVG');
    expect(waybillsApi.trackInfo).toHaveBeenCalledWith(1, expect.anything());
    fireEvent.click(screen.getByRole('tab', { name: 'Parcels' }));
    expect(await screen.findByTestId('waybill-parcel-31', {}, WAIT)).toHaveTextContent('SBX31');
  });

  it('refuses a failing check digit before calling the server, then saves the right number', async () => {
    vi.mocked(waybillsApi.save).mockResolvedValue(waybill({ id: 3 }));
    await renderPage(<WaybillsPage />, { user: admin });
    fireEvent.click(await screen.findByTestId('waybill-add', {}, WAIT));
    fireEvent.change(await screen.findByTestId('waybill-form-awbNo'), { target: { value: '123-12345670' } });
    fireEvent.change(screen.getByTestId('waybill-form-origin'), { target: { value: 'pvg' } });
    fireEvent.change(screen.getByTestId('waybill-form-destination'), { target: { value: 'LAX' } });
    fireEvent.click(screen.getByTestId('waybill-save'));
    expect(
      await screen.findByText(
        'Check digit fails: the last digit should be 5 (the first seven serial digits mod 7)',
        {},
        WAIT,
      ),
    ).toBeInTheDocument();
    expect(waybillsApi.save).not.toHaveBeenCalled();

    fireEvent.change(screen.getByTestId('waybill-form-awbNo'), { target: { value: '12312345675' } });
    fireEvent.click(screen.getByTestId('waybill-save'));
    await waitFor(() => expect(waybillsApi.save).toHaveBeenCalledTimes(1), WAIT);
    expect(waybillsApi.save).toHaveBeenCalledWith(
      expect.objectContaining({ awbNo: '12312345675', origin: 'PVG', destination: 'LAX', pieces: 0, weight: '0' }),
    );
  });

  it('puts the server’s refusal of a future event on the event time', async () => {
    vi.mocked(waybillsApi.track).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 400,
        message: 'The event time 2036-12-05T00:00:00Z is more than a day ahead of now',
        errorKey: 'WAYBILL_EVENT_IN_FUTURE',
      }),
    );
    await renderPage(<WaybillsPage />, { user: admin });
    fireEvent.click(await screen.findByTestId('waybill-track-1', {}, WAIT));
    const modal = await screen.findByTestId('waybill-track-modal', {}, WAIT);
    fireEvent.mouseDown(within(modal).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Arrived', {}, WAIT));
    fireEvent.click(screen.getByTestId('waybill-track-save'));
    await waitFor(() => expect(waybillsApi.track).toHaveBeenCalledTimes(1), WAIT);
    const [id, sent] = vi.mocked(waybillsApi.track).mock.calls[0]!;
    expect(id).toBe(1);
    expect(sent).toMatchObject({ type: 'ARRIVED' });
    expect(Math.abs(Date.parse(sent.eventTime) - Date.now())).toBeLessThan(120_000);
    expect(await screen.findByText(/more than a day ahead of now/, {}, WAIT)).toBeInTheDocument();
  });

  it('links parcels by the numbers typed and says what it could not link', async () => {
    vi.mocked(waybillsApi.link).mockResolvedValue({
      linked: 1,
      already: 0,
      notFound: ['NOPE'],
      elsewhere: [],
    });
    await renderPage(<WaybillsPage />, { user: admin });
    fireEvent.click(await screen.findByTestId('waybill-parcels-1', {}, WAIT));
    fireEvent.click(await screen.findByRole('tab', { name: 'Parcels' }, WAIT));
    fireEvent.change(await screen.findByTestId('waybill-link-numbers', {}, WAIT), {
      target: { value: 'SBX32\nNOPE, SBX32' },
    });
    fireEvent.click(screen.getByTestId('waybill-link-submit'));
    await waitFor(() => expect(waybillsApi.link).toHaveBeenCalledWith({ id: 1, numbers: ['SBX32', 'NOPE'] }), WAIT);
    const result = await screen.findByTestId('waybill-link-result', {}, WAIT);
    expect(result).toHaveTextContent('1 linked, 0 already on this waybill');
    expect(result).toHaveTextContent('Not found: NOPE');
  });

  it('reads the numbers one a line, by commas or spaces, each once', () => {
    expect(numbersOf(' A1\nB2, C3;A1  \n\n')).toEqual(['A1', 'B2', 'C3']);
  });
});
