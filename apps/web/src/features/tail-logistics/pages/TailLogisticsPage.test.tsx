import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DeliveryService, TailLogistics } from '@parcelhub/contracts';
import { renderPage, testUser } from '../../../shared/testing/render';
import { ApiError } from '../../../shared/http/ApiError';
import { tailLogisticsApi } from '../api/tailLogisticsApi';
import { TailLogisticsPage } from './TailLogisticsPage';

vi.mock('../api/tailLogisticsApi', () => ({
  tailLogisticsApi: {
    page: vi.fn(),
    findById: vi.fn(),
    save: vi.fn(),
    saveService: vi.fn(),
    remove: vi.fn(),
    removeService: vi.fn(),
  },
}));

const carrier = (patch: Partial<TailLogistics> = {}): TailLogistics => ({
  id: 1,
  code: 'USPS',
  name: 'USPS',
  contact: 'Customer service',
  phone: '',
  website: 'https://www.usps.com',
  trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={trackingNo}',
  enabled: true,
  remark: '',
  serviceCount: 1,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...patch,
});
const service = (patch: Partial<DeliveryService> = {}): DeliveryService => ({
  id: 11,
  tailLogisticsId: 1,
  code: 'GROUND_ADVANTAGE',
  name: 'USPS Ground Advantage',
  enabled: true,
  remark: '',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...patch,
});

/** The first render loads antd and the namespace: slow on a busy machine. */
const WAIT = { timeout: 15_000 };
const admin = testUser({ roles: ['admin'], privilegeType: 'PLATFORM', permissions: ['warehouse:tail'] });

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(tailLogisticsApi.page).mockResolvedValue({
    rows: [carrier(), carrier({ id: 2, code: 'YAMATO', name: 'Yamato Transport', enabled: false, serviceCount: 0 })],
    total: 2,
  });
  vi.mocked(tailLogisticsApi.findById).mockResolvedValue({ ...carrier(), services: [service()] });
});

describe('TailLogisticsPage', () => {
  it('lists the carriers with their state and opens a carrier’s services', async () => {
    await renderPage(<TailLogisticsPage />, { user: admin });
    const row = await screen.findByTestId('tail-row-2', {}, WAIT);
    expect(within(row).getByText('Yamato Transport')).toBeInTheDocument();
    expect(within(row).getByText('Disabled')).toBeInTheDocument();
    expect(vi.mocked(tailLogisticsApi.page).mock.calls[0]?.[0]).toMatchObject({ pageNo: 0 });

    fireEvent.click(screen.getByTestId('tail-services-1'));
    expect(await screen.findByTestId('tail-service-row-11', {}, WAIT)).toHaveTextContent('USPS Ground Advantage');
    expect(screen.getByText('Delivery services of USPS')).toBeInTheDocument();
    expect(tailLogisticsApi.findById).toHaveBeenCalledWith(1, expect.anything());
  });

  it('adds a carrier, sending every field', async () => {
    vi.mocked(tailLogisticsApi.save).mockResolvedValue(carrier({ id: 3, code: 'CJ' }));
    await renderPage(<TailLogisticsPage />, { user: admin });
    fireEvent.click(await screen.findByTestId('tail-add', {}, WAIT));
    fireEvent.change(await screen.findByTestId('tail-carrier-form-code'), { target: { value: 'CJ' } });
    fireEvent.change(screen.getByTestId('tail-carrier-form-name'), { target: { value: 'CJ Logistics' } });
    fireEvent.change(screen.getByTestId('tail-carrier-form-trackingUrl'), {
      target: { value: 'https://trace.cjlogistics.com/t?no={trackingNo}' },
    });
    fireEvent.click(screen.getByTestId('tail-carrier-save'));
    await waitFor(() => expect(tailLogisticsApi.save).toHaveBeenCalledTimes(1));
    expect(tailLogisticsApi.save).toHaveBeenCalledWith({
      code: 'CJ',
      name: 'CJ Logistics',
      contact: '',
      phone: '',
      website: '',
      trackingUrl: 'https://trace.cjlogistics.com/t?no={trackingNo}',
      enabled: true,
      remark: '',
    });
  });

  it('refuses a tracking URL without {trackingNo} before calling the server', async () => {
    await renderPage(<TailLogisticsPage />, { user: admin });
    fireEvent.click(await screen.findByTestId('tail-add', {}, WAIT));
    fireEvent.change(await screen.findByTestId('tail-carrier-form-code'), { target: { value: 'CJ' } });
    fireEvent.change(screen.getByTestId('tail-carrier-form-name'), { target: { value: 'CJ Logistics' } });
    fireEvent.change(screen.getByTestId('tail-carrier-form-trackingUrl'), {
      target: { value: 'https://trace.cjlogistics.com/t' },
    });
    fireEvent.click(screen.getByTestId('tail-carrier-save'));
    expect(
      await screen.findByText('Enter an http(s):// address containing {trackingNo}', {}, WAIT),
    ).toBeInTheDocument();
    expect(tailLogisticsApi.save).not.toHaveBeenCalled();
  });

  it("puts the server's duplicate code on the code field and keeps the form open", async () => {
    vi.mocked(tailLogisticsApi.save).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 409,
        message: 'A carrier with the code USPS already exists',
        errorKey: 'TAIL_LOGISTICS_CODE_TAKEN',
      }),
    );
    await renderPage(<TailLogisticsPage />, { user: admin });
    fireEvent.click(await screen.findByTestId('tail-add', {}, WAIT));
    fireEvent.change(await screen.findByTestId('tail-carrier-form-code'), { target: { value: 'usps' } });
    fireEvent.change(screen.getByTestId('tail-carrier-form-name'), { target: { value: 'Again' } });
    fireEvent.click(screen.getByTestId('tail-carrier-save'));
    expect(await screen.findByText('A carrier with the code USPS already exists', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByTestId('tail-carrier-modal')).toBeInTheDocument();
  });

  it('adds a service to the carrier whose services are open', async () => {
    vi.mocked(tailLogisticsApi.saveService).mockResolvedValue(service({ id: 12, code: 'PRIORITY' }));
    await renderPage(<TailLogisticsPage />, { user: admin });
    fireEvent.click(await screen.findByTestId('tail-services-1', {}, WAIT));
    fireEvent.click(await screen.findByTestId('tail-service-add', {}, WAIT));
    fireEvent.change(await screen.findByTestId('tail-service-form-code'), { target: { value: 'PRIORITY' } });
    fireEvent.change(screen.getByTestId('tail-service-form-name'), { target: { value: 'Priority Mail' } });
    fireEvent.click(screen.getByTestId('tail-service-save'));
    await waitFor(() => expect(tailLogisticsApi.saveService).toHaveBeenCalledTimes(1));
    expect(tailLogisticsApi.saveService).toHaveBeenCalledWith({
      tailLogisticsId: 1,
      code: 'PRIORITY',
      name: 'Priority Mail',
      enabled: true,
      remark: '',
    });
  });
});
