import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  deliveryWarningEndpoints,
  orderExportEndpoints,
  ordersEndpoints,
  type DeliveryWarning,
  type OrderListQuery,
} from '@parcelhub/contracts';
import { http } from '../../../shared/http/http';
import { renderPage, testUser } from '../../../shared/testing/render';
import { orderRow } from '../testing/fixtures';
import { fakeServer, ok, okRows } from '../testing/fakeServer';
import { AbnormalOrdersPage } from './AbnormalOrdersPage';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 90_000 });

vi.mock('../../../shared/http/http', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../shared/http/http')>();
  return { ...actual, http: { ...actual.http, request: vi.fn() } };
});

const server = fakeServer();
const platform = testUser({ privilegeType: 'PLATFORM', permissions: ['order:list'] });

const warning = (id: number, patch: Partial<DeliveryWarning> = {}): DeliveryWarning => ({
  id,
  orderNo: `PH${id}`,
  referenceNo: `REF-${id}`,
  trackingNo: null,
  status: 'LABELED',
  customerId: 3,
  customerName: 'customer',
  productId: 1,
  productCode: 'US-EXP',
  productName: 'US Express',
  countryCode: 'US',
  createdAt: '2026-01-01T00:00:00Z',
  maxShippingCycle: 9,
  ageDays: 20,
  lastEventAt: '2026-01-02T00:00:00Z',
  silentSince: '2026-01-02T00:00:00Z',
  silentDays: 19,
  overdueDays: 11,
  handled: false,
  handledAt: null,
  handledBy: null,
  remark: null,
  ...patch,
});

describe('AbnormalOrdersPage', () => {
  beforeEach(() => {
    server.reset();
    vi.mocked(http.request).mockImplementation(server.request);
    server.on(ordersEndpoints.list, ({ body }) => {
      const q = body as OrderListQuery;
      const rows =
        q.status === 'EXCEPTION'
          ? [orderRow({ id: 1, status: 'EXCEPTION', holdReason: 'Lithium inside' })]
          : [orderRow({ id: 2 })];
      return { flag: true, code: 10200, msg: '', rows, next: null, counts: { EXCEPTION: 1, CREATED: 5 } };
    });
    server.on(orderExportEndpoints.abnormalOrders, () => ok({ taskId: 9 }));
    server.on(deliveryWarningEndpoints.list, () => okRows([warning(5)]));
    server.on(deliveryWarningEndpoints.update, () => ok({ updated: 1, skipped: 0 }));
  });

  it('lists the exception orders first and exports the abnormal orders with the filters', async () => {
    await renderPage(<AbnormalOrdersPage />, { user: platform });
    await screen.findByTestId('abnormal-row-1', {}, { timeout: 30_000 });
    expect(server.calls(ordersEndpoints.list)[0]!.body).toMatchObject({ status: 'EXCEPTION', pageSize: 20 });
    fireEvent.click(screen.getByTestId('abnormal-orders-export'));
    await screen.findByText('Export task submitted, check the task list');
    expect(server.calls(orderExportEndpoints.abnormalOrders).map((c) => c.body)).toEqual([{ status: 'EXCEPTION' }]);
  });

  it('shows a held order’s reason and releases it from the page', async () => {
    server.on(ordersEndpoints.release, () =>
      ok({ ...orderRow({ id: 1 }), fee: { currency: 'CNY', total: '1.00', lines: [] }, holdReason: null }),
    );
    await renderPage(<AbnormalOrdersPage />, { user: platform });
    const row = await screen.findByTestId('abnormal-row-1', {}, { timeout: 30_000 });
    expect(within(row).getByText('Lithium inside')).toBeInTheDocument();
    fireEvent.click(within(row).getByTestId('abnormal-release-1'));
    fireEvent.click(await screen.findByTestId('order-release-ok'));
    await waitFor(() => expect(server.calls(ordersEndpoints.release)).toHaveLength(1));
    expect(String((server.calls(ordersEndpoints.release)[0]!.params as { id: unknown }).id)).toBe('1');
  });

  it('lists delivery warnings and marks the selected ones handled with a remark', async () => {
    await renderPage(<AbnormalOrdersPage />, { user: platform });
    fireEvent.click(await screen.findByText('Delivery warnings', {}, { timeout: 30_000 }));
    const row = await screen.findByTestId('warning-row-5');
    expect(within(row).getByText('11')).toBeInTheDocument();
    expect(server.calls(deliveryWarningEndpoints.list)[0]!.body).toMatchObject({ handled: false, pageNo: 0 });
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('warnings-mark-handled'));
    fireEvent.change(await screen.findByTestId('warning-remark'), { target: { value: 'Carrier chased' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(server.calls(deliveryWarningEndpoints.update)).toHaveLength(1));
    expect(server.calls(deliveryWarningEndpoints.update)[0]!.body).toEqual({
      ids: [5],
      handled: true,
      remark: 'Carrier chased',
    });
    await screen.findByText('1 marked handled, 0 skipped');
    await waitFor(() => expect(server.calls(deliveryWarningEndpoints.list).length).toBeGreaterThan(1));
  });
});
