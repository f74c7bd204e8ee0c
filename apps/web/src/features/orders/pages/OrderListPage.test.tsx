import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  ordersEndpoints,
  productsEndpoints,
  regionsEndpoints,
  type OrderListQuery,
  type OrderRow,
} from '@parcelhub/contracts';
import { DATE_TIME_FORMAT, rangeFor } from '../../../shared/format';
import { http } from '../../../shared/http/http';
import { renderPage, testUser } from '../../../shared/testing/render';
import { countries, orderDetail, orderRow } from '../testing/fixtures';
import { fakeServer, ok, okRows, pdf } from '../testing/fakeServer';
import { OrderListPage } from './OrderListPage';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 90_000 });

vi.mock('../../../shared/http/http', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../shared/http/http')>();
  return { ...actual, http: { ...actual.http, request: vi.fn(), download: vi.fn() } };
});

const server = fakeServer();
const customer = testUser({ permissions: ['order:list', 'order:create'] });
const COUNTS = { CREATED: 3, LABELED: 1200, CANCELED: 2 };

const rowsOf = (ids: number[], patch: Partial<OrderRow> = {}) =>
  ids.map((id) => orderRow({ id, orderNo: `PH${id}`, referenceNo: `REF-${id}`, ...patch }));

/** Three pages of two orders, walked with cursors c1 and c2. */
function pagedList({ body }: { body: unknown }) {
  const q = body as OrderListQuery;
  const pages: Record<string, { rows: OrderRow[]; next: string | null }> = {
    '': { rows: rowsOf([1, 2]), next: 'c1' },
    c1: { rows: rowsOf([3, 4]), next: 'c2' },
    c2: { rows: rowsOf([5]), next: null },
  };
  const page = pages[q.after ?? ''] ?? { rows: [], next: null };
  return { flag: true, code: 10200, msg: '', ...page, counts: COUNTS };
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Opens the list at `entry`; the link stands for the home's counts, followed while the list stays mounted. */
async function open(user = customer, entry = '/order/list') {
  await renderPage(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route
          path="/order/list"
          element={
            <>
              <OrderListPage />
              <Link to="/order/list?bucket=delayed" data-testid="link-delayed" />
            </>
          }
        />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
    { user },
  );
  await screen.findByTestId('order-row-1', {}, { timeout: 30_000 });
}

const listBodies = () => server.calls(ordersEndpoints.list).map((c) => c.body);
const lastListBody = () => listBodies().at(-1);
const rowIds = () => screen.getAllByTestId(/^order-row-\d+$/).map((r) => r.getAttribute('data-testid'));
const checkRow = (id: number) => fireEvent.click(within(screen.getByTestId(`order-row-${id}`)).getByRole('checkbox'));

describe('OrderListPage', () => {
  beforeEach(() => {
    server.reset();
    vi.mocked(http.request).mockImplementation(server.request);
    vi.mocked(http.download).mockImplementation(server.download);
    server.on(regionsEndpoints.options, () => okRows(countries));
    server.on(productsEndpoints.list, () => okRows([]));
    server.on(ordersEndpoints.list, pagedList);
    server.on(ordersEndpoints.detail, ({ params }) => ok(orderDetail({ id: Number(params.id) })));
  });

  it('shows the status tabs with their counts and sends the tab and the filters', async () => {
    await open();
    expect(lastListBody()).toEqual({ pageSize: 20 });
    expect(screen.getByTestId('order-tab-ALL')).toHaveTextContent('All1,205');
    expect(screen.getByTestId('order-tab-LABELED')).toHaveTextContent('Labelled1,200');
    expect(screen.getByTestId('order-tab-DELIVERED')).toHaveTextContent('Delivered0');
    // Amounts with two decimals and separators, weights with three.
    const row = screen.getByTestId('order-row-1');
    expect(row).toHaveTextContent('1,234.50 CNY');
    expect(row).toHaveTextContent('6.000');

    fireEvent.click(screen.getByTestId('order-tab-CREATED'));
    await waitFor(() => expect(lastListBody()).toEqual({ status: 'CREATED', pageSize: 20 }));

    fireEvent.change(screen.getByTestId('order-filter-numbers'), { target: { value: ' PH1 REF-2\nIN0000007 ' } });
    fireEvent.mouseDown(screen.getByTestId('order-filter-source').closest('.ant-select') as Element);
    fireEvent.click(await screen.findByTitle('Excel'));
    const start = document.getElementById('order-filters_dates') as HTMLInputElement;
    fireEvent.mouseDown(start);
    fireEvent.focus(start);
    fireEvent.click(start);
    fireEvent.click(await screen.findByText('Last 7 days'));
    fireEvent.click(screen.getByTestId('order-list-search'));
    await waitFor(() => expect(lastListBody()).toMatchObject({ numbers: 'PH1 REF-2\nIN0000007' }));
    const body = lastListBody() as OrderListQuery;
    expect(body).toEqual({
      status: 'CREATED',
      pageSize: 20,
      source: 'EXCEL',
      numbers: 'PH1 REF-2\nIN0000007',
      // Spec §9's preset: the last 7 days, today included, whole days.
      dateFrom: rangeFor('last7Days')[0].format(DATE_TIME_FORMAT),
      dateTo: rangeFor('last7Days')[1].format(DATE_TIME_FORMAT),
    });
  });

  it('walks keyset pages forward and back with a stack of cursors, without a page count', async () => {
    await open();
    expect(screen.getByTestId('order-list-prev')).toBeDisabled();
    fireEvent.click(screen.getByTestId('order-list-next'));
    await screen.findByTestId('order-row-3');
    expect(lastListBody()).toEqual({ pageSize: 20, after: 'c1' });
    expect(screen.getByTestId('order-list-page-no')).toHaveTextContent('Page 2');
    fireEvent.click(screen.getByTestId('order-list-next'));
    await screen.findByTestId('order-row-5');
    expect(lastListBody()).toEqual({ pageSize: 20, after: 'c2' });
    // The last page answers no cursor.
    await waitFor(() => expect(screen.getByTestId('order-list-next')).toBeDisabled());
    fireEvent.click(screen.getByTestId('order-list-prev'));
    await screen.findByTestId('order-row-3');
    expect(rowIds()).toEqual(['order-row-3', 'order-row-4']);
    fireEvent.click(screen.getByTestId('order-list-prev'));
    await screen.findByTestId('order-row-1');
    expect(screen.getByTestId('order-list-prev')).toBeDisabled();
    expect(screen.getByTestId('order-list-page-no')).toHaveTextContent('Page 1');
    // A new tab starts again from the first page.
    fireEvent.click(screen.getByTestId('order-list-next'));
    await screen.findByTestId('order-row-3');
    fireEvent.click(screen.getByTestId('order-tab-LABELED'));
    await waitFor(() => expect(lastListBody()).toEqual({ status: 'LABELED', pageSize: 20 }));
  });

  it('keeps the selection across pages, selects all matching through getQueryIds and stops at 500', async () => {
    const ids = Array.from({ length: 600 }, (_, i) => i + 1);
    server.on(ordersEndpoints.queryIds, () => okRows(ids));
    server.on(ordersEndpoints.printLabels, () => pdf());
    URL.createObjectURL = vi.fn(() => 'blob:labels');
    URL.revokeObjectURL = vi.fn();
    vi.stubGlobal(
      'open',
      vi.fn(() => ({}) as Window),
    );
    await open();
    fireEvent.click(screen.getByTestId('order-list-print'));
    expect(await screen.findByText('Please select the data first')).toBeInTheDocument();

    checkRow(1);
    fireEvent.click(screen.getByTestId('order-list-next'));
    await screen.findByTestId('order-row-3');
    checkRow(4);
    expect(screen.getByTestId('order-list-selected')).toHaveTextContent('2 selected');
    fireEvent.click(screen.getByTestId('order-list-print'));
    await waitFor(() => expect(server.calls(ordersEndpoints.printLabels)).toHaveLength(1));
    expect(server.calls(ordersEndpoints.printLabels)[0]?.body).toEqual({ ids: [1, 4], format: 'PDF' });

    fireEvent.click(screen.getByTestId('order-tab-CREATED'));
    await waitFor(() => expect(lastListBody()).toEqual({ status: 'CREATED', pageSize: 20 }));
    fireEvent.click(screen.getByTestId('order-list-select-all'));
    expect(await screen.findByText('You can select up to 500 items')).toBeInTheDocument();
    expect(server.calls(ordersEndpoints.queryIds)[0]?.body).toEqual({ status: 'CREATED' });
    await waitFor(() => expect(screen.getByTestId('order-list-selected')).toHaveTextContent('500 selected'));
    vi.unstubAllGlobals();
  });

  it('warns a single cancel with the order’s own variant: refunded, or not', async () => {
    server.on(ordersEndpoints.cancel, () => ok({ status: 'CANCELED', refunded: true, refundAmount: '1234.50' }));
    await open();
    fireEvent.click(screen.getByTestId('order-cancel-1'));
    const warning = await screen.findByTestId('order-cancel-warning');
    expect(warning).toHaveAttribute('data-variant', 'single-refund');
    expect(warning).toHaveTextContent(
      'The carrier cancels this shipment online: the fee of 1,234.50 CNY will be refunded to the wallet.',
    );
    fireEvent.change(screen.getByTestId('order-cancel-reason'), { target: { value: ' wrong address ' } });
    fireEvent.click(screen.getByTestId('order-cancel-ok'));
    await waitFor(() => expect(server.calls(ordersEndpoints.cancel)).toHaveLength(1));
    expect(server.calls(ordersEndpoints.cancel)[0]).toMatchObject({
      path: '/api/order/cancelOrder/1',
      body: { reason: 'wrong address' },
    });
    expect(await screen.findByText('Order canceled; 1,234.50 CNY refunded to the wallet')).toBeInTheDocument();

    server.on(ordersEndpoints.detail, ({ params }) => ok(orderDetail({ id: Number(params.id), cancelRefunds: false })));
    fireEvent.click(screen.getByTestId('order-cancel-2'));
    await waitFor(() =>
      expect(screen.getByTestId('order-cancel-warning')).toHaveAttribute('data-variant', 'single-no-refund'),
    );
    expect(screen.getByTestId('order-cancel-warning')).toHaveTextContent(
      'The carrier does not cancel this shipment online: the fee of 1,234.50 CNY will not be refunded.',
    );
  });

  it('says so when the server no longer lets the order be canceled', async () => {
    server.on(ordersEndpoints.detail, ({ params }) => ok(orderDetail({ id: Number(params.id), canCancel: false })));
    await open();
    fireEvent.click(screen.getByTestId('order-cancel-1'));
    expect(await screen.findByTestId('order-cancel-warning')).toHaveTextContent('This order can no longer be canceled');
    expect(screen.getByTestId('order-cancel-ok')).toBeDisabled();
  });

  it('cancels a batch behind a neutral warning naming both outcomes, then shows each order’s outcome', async () => {
    server.on(ordersEndpoints.batchCancel, () =>
      okRows([
        { id: 1, orderNo: 'PH1', ok: true, message: '1234.50' },
        { id: 2, orderNo: 'PH2', ok: false, message: 'Already dispatched' },
      ]),
    );
    await open();
    checkRow(1);
    checkRow(2);
    fireEvent.click(screen.getByTestId('order-list-batch-cancel'));
    const warning = await screen.findByTestId('order-cancel-warning');
    expect(warning).toHaveAttribute('data-variant', 'batch');
    expect(warning).toHaveTextContent('Cancel the 2 selected orders?');
    expect(warning).toHaveTextContent("the order's fee is refunded to the wallet");
    expect(warning).toHaveTextContent("the order's fee is not refunded");
    fireEvent.click(screen.getByTestId('order-batch-cancel-ok'));
    const outcomes = await screen.findByTestId('order-batch-outcomes');
    expect(outcomes).toHaveTextContent('1 canceled, 1 not canceled');
    expect(outcomes).toHaveTextContent('Already dispatched');
    expect(outcomes).toHaveTextContent('Refunded 1,234.50');
    expect(server.calls(ordersEndpoints.batchCancel)[0]).toMatchObject({
      path: '/api/order/batchCancelOrder/USER',
      body: { ids: [1, 2], reason: '' },
    });
    // The canceled one leaves the selection; the other stays for another try.
    await waitFor(() => expect(screen.getByTestId('order-list-selected')).toHaveTextContent('1 selected'));
  });

  it('opens the detail: boxes, fee lines, addresses, label retry and the log', async () => {
    server.on(ordersEndpoints.list, () => ({
      flag: true,
      code: 10200,
      msg: '',
      rows: [orderRow({ id: 1, labelStatus: 'FAILED', labelError: 'Carrier timeout' })],
      next: null,
      counts: {},
    }));
    server.on(ordersEndpoints.detail, () =>
      ok(orderDetail({ id: 1, labelStatus: 'FAILED', labelError: 'Carrier timeout' })),
    );
    server.on(ordersEndpoints.retryLabel, () =>
      ok({
        id: 1,
        orderNo: 'PH1',
        insideNumber: 'IN1',
        referenceNo: 'R',
        status: 'LABELED',
        trackingNo: 'T',
        labelStatus: 'SUCCESS',
        fee: { currency: 'CNY', total: '1', lines: [] },
      }),
    );
    await open();
    fireEvent.click(screen.getByTestId('order-detail-1'));
    const drawer = await screen.findByTestId('order-detail-boxes');
    expect(within(drawer).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByTestId('order-detail-fee-total')).toHaveTextContent('1,234.50');
    expect(screen.getByTestId('order-detail-receiver')).toHaveTextContent('10001 US');
    expect(screen.getByTestId('order-detail-label')).toHaveTextContent('Carrier timeout');
    const logs = screen.getByTestId('order-detail-logs');
    expect(logs).toHaveTextContent('Placed and charged 1,234.50 CNY');
    expect(logs).toHaveTextContent('Created → Labelled');
    fireEvent.click(screen.getByTestId('order-detail-retry'));
    await waitFor(() => expect(server.calls(ordersEndpoints.retryLabel)).toHaveLength(1));
    expect(server.calls(ordersEndpoints.retryLabel)[0]?.path).toBe('/api/order/retryLabel/1');
    expect(await screen.findByText('Label requested again: Issued')).toBeInTheDocument();
  });

  it('deletes a canceled order and copies one into the wizard', async () => {
    server.on(ordersEndpoints.list, () => ({
      flag: true,
      code: 10200,
      msg: '',
      rows: [orderRow({ id: 1, status: 'CANCELED' }), orderRow({ id: 2, status: 'DELIVERED' })],
      next: null,
      counts: {},
    }));
    server.on(ordersEndpoints.remove, () => ({ flag: true, code: 10200, msg: '' }));
    await open();
    // Only a canceled order may be deleted; a delivered one can no longer be canceled.
    expect(screen.queryByTestId('order-delete-2')).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-cancel-2')).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-cancel-1')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('order-delete-1'));
    fireEvent.click(await screen.findByTestId('order-delete-confirm-1'));
    await waitFor(() => expect(server.calls(ordersEndpoints.remove)).toHaveLength(1));
    expect(server.calls(ordersEndpoints.remove)[0]?.path).toBe('/api/order/deleteOrder/1');

    fireEvent.click(screen.getByTestId('order-copy-2'));
    expect(await screen.findByTestId('location')).toHaveTextContent('/order/place?copy=2');
  });

  it('shows the platform the customer column and no copy without order:create', async () => {
    await open(testUser({ privilegeType: 'PLATFORM', roles: ['platform'], permissions: ['order:list'] }));
    expect(screen.getAllByText('Customer').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('order-copy-1')).not.toBeInTheDocument();
    fireEvent.click(screen.getByTestId('order-cancel-1'));
    await screen.findByTestId('order-cancel-warning');
    fireEvent.click(screen.getByText('Cancel', { selector: 'button span' }));
    checkRow(1);
    server.on(ordersEndpoints.batchCancel, () => okRows([{ id: 1, orderNo: 'PH1', ok: true, message: 'ok' }]));
    fireEvent.click(screen.getByTestId('order-list-batch-cancel'));
    fireEvent.click(await screen.findByTestId('order-batch-cancel-ok'));
    await waitFor(() => expect(server.calls(ordersEndpoints.batchCancel)).toHaveLength(1));
    expect(server.calls(ordersEndpoints.batchCancel)[0]?.path).toBe('/api/order/batchCancelOrder/PLATFORM');
  });

  it('shows a supplier its cost column and no cancel, one order or many', async () => {
    await open(testUser({ privilegeType: 'SUPPLIER', roles: ['supplier'], permissions: ['order:list'] }));
    expect(screen.getAllByText('Cost').length).toBeGreaterThan(0);
    expect(screen.queryByText('Fee')).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-list-batch-cancel')).not.toBeInTheDocument();
  });

  it('starts from the address: a home count’s bucket and filters; a later link starts it again; the tag drops it', async () => {
    await open(customer, '/order/list?bucket=inTransit&labelStatus=FAILED&status=DISPATCHED');
    expect(lastListBody()).toEqual({ bucket: 'inTransit', labelStatus: 'FAILED', status: 'DISPATCHED', pageSize: 20 });
    expect(screen.getByTestId('order-list-bucket')).toHaveTextContent('In transit');
    expect(screen.getByTestId('order-filter-label').closest('.ant-select')).toHaveTextContent('Failed');

    fireEvent.click(screen.getByTestId('link-delayed'));
    await waitFor(() => expect(lastListBody()).toEqual({ bucket: 'delayed', pageSize: 20 }));
    expect(screen.getByTestId('order-list-bucket')).toHaveTextContent('Delayed');
    expect(screen.getByTestId('order-filter-label').closest('.ant-select')).not.toHaveTextContent('Failed');

    fireEvent.click(within(screen.getByTestId('order-list-bucket')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(lastListBody()).toEqual({ pageSize: 20 }));
    expect(screen.queryByTestId('order-list-bucket')).not.toBeInTheDocument();
    // The same count clicked again starts from it again.
    fireEvent.click(screen.getByTestId('link-delayed'));
    await waitFor(() => expect(lastListBody()).toEqual({ bucket: 'delayed', pageSize: 20 }));
  });

  it('leaves out what the address asks that the list does not know', async () => {
    await open(customer, '/order/list?bucket=late&status=LOST&labelStatus=x&countryCode=usa&dateFrom=yesterday');
    expect(lastListBody()).toEqual({ pageSize: 20 });
    expect(screen.queryByTestId('order-list-bucket')).not.toBeInTheDocument();
  });

  const interceptedList = () => ({
    flag: true,
    code: 10200,
    msg: '',
    rows: [
      orderRow({ id: 1, status: 'INTERCEPTED', labelStatus: 'NOT_REQUESTED', trackingNo: null }),
      orderRow({ id: 2 }),
    ],
    next: null,
    counts: { INTERCEPTED: 1, LABELED: 1 },
  });
  const platform = testUser({
    privilegeType: 'PLATFORM',
    roles: ['platform'],
    permissions: ['order:list', 'order:label'],
  });

  it('lets the platform release an intercepted order from the queue, behind a confirmation', async () => {
    server.on(ordersEndpoints.list, interceptedList);
    server.on(ordersEndpoints.release, () =>
      ok({
        id: 1,
        orderNo: 'PH1',
        insideNumber: 'IN1',
        referenceNo: 'R',
        status: 'LABELED',
        trackingNo: 'T',
        labelStatus: 'SUCCESS',
        fee: { currency: 'CNY', total: '1', lines: [] },
      }),
    );
    await open(platform, '/order/list?status=INTERCEPTED');
    expect(lastListBody()).toEqual({ status: 'INTERCEPTED', pageSize: 20 });
    expect(screen.queryByTestId('order-release-2')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-cancel-1')).toHaveAccessibleName('Cancel (refund)');
    expect(screen.getByTestId('order-cancel-2')).toHaveAccessibleName('Cancel order');
    fireEvent.click(screen.getByTestId('order-release-1'));
    expect(await screen.findByTestId('order-release-warning')).toHaveTextContent('its fee stays charged');
    expect(server.calls(ordersEndpoints.release)).toHaveLength(0);
    fireEvent.change(screen.getByTestId('order-release-reason'), { target: { value: ' documents checked ' } });
    fireEvent.click(screen.getByTestId('order-release-ok'));
    await waitFor(() => expect(server.calls(ordersEndpoints.release)).toHaveLength(1));
    expect(server.calls(ordersEndpoints.release)[0]).toMatchObject({
      path: '/api/order/intercept/release/1',
      body: { reason: 'documents checked' },
    });
    expect(await screen.findByText('Order released; label: Issued')).toBeInTheDocument();
    // The list is read again: the order left the queue.
    await waitFor(() => expect(listBodies().length).toBeGreaterThan(1));
  });

  it('lets the platform cancel an intercepted order with its fee refunded', async () => {
    server.on(ordersEndpoints.list, interceptedList);
    server.on(ordersEndpoints.detail, ({ params }) =>
      ok(
        orderDetail({
          id: Number(params.id),
          status: 'INTERCEPTED',
          labelStatus: 'NOT_REQUESTED',
          cancelRefunds: true,
        }),
      ),
    );
    server.on(ordersEndpoints.cancel, () => ok({ status: 'CANCELED', refunded: true, refundAmount: '1234.50' }));
    await open(platform);
    fireEvent.click(screen.getByTestId('order-cancel-1'));
    const warning = await screen.findByTestId('order-cancel-warning');
    expect(warning).toHaveAttribute('data-variant', 'single-refund');
    expect(warning).toHaveTextContent('1,234.50 CNY will be refunded');
    fireEvent.click(screen.getByTestId('order-cancel-ok'));
    await waitFor(() => expect(server.calls(ordersEndpoints.cancel)).toHaveLength(1));
    expect(server.calls(ordersEndpoints.cancel)[0]?.path).toBe('/api/order/cancelOrder/1');
    expect(await screen.findByText('Order canceled; 1,234.50 CNY refunded to the wallet')).toBeInTheDocument();
  });

  it('shows an intercepted order waiting: no release without order:label, no cancel for its customer', async () => {
    server.on(ordersEndpoints.list, interceptedList);
    await open(testUser({ privilegeType: 'PLATFORM', roles: ['platform'], permissions: ['order:list'] }));
    expect(screen.queryByTestId('order-release-1')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-cancel-1')).toBeInTheDocument();
  });

  it('shows its customer an intercepted order waiting for the platform, without release or cancel', async () => {
    server.on(ordersEndpoints.list, interceptedList);
    await open();
    expect(screen.queryByTestId('order-release-1')).not.toBeInTheDocument();
    expect(screen.queryByTestId('order-cancel-1')).not.toBeInTheDocument();
    expect(screen.getByTestId('order-cancel-2')).toBeInTheDocument();
  });
});
