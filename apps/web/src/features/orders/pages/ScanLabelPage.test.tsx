import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { ordersEndpoints } from '@parcelhub/contracts';
import { ApiError } from '../../../shared/http';
import { http } from '../../../shared/http/http';
import { renderPage, testUser } from '../../../shared/testing/render';
import { beep } from '../scan/beep';
import { orderDetail } from '../testing/fixtures';
import { fakeServer, ok, pdf } from '../testing/fakeServer';
import { ScanLabelPage } from './ScanLabelPage';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 60_000 });

vi.mock('../../../shared/http/http', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../shared/http/http')>();
  return { ...actual, http: { ...actual.http, request: vi.fn(), download: vi.fn() } };
});
vi.mock('../scan/beep', () => ({ beep: vi.fn(() => true) }));

const server = fakeServer();
const operator = testUser({
  privilegeType: 'PLATFORM',
  roles: ['platform'],
  permissions: ['order:list', 'order:label'],
});

const scanInput = () => screen.getByTestId('scan-input') as HTMLInputElement;
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId) as HTMLInputElement, { target: { value } });

/** What a USB scanner does: types the code, then presses Enter. */
function scan(code: string) {
  fireEvent.change(scanInput(), { target: { value: code } });
  fireEvent.keyDown(scanInput(), { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 });
  fireEvent.keyUp(scanInput(), { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 });
}

/** A click as a mouse makes it: the button takes the focus first. */
function press(testId: string) {
  const button = screen.getByTestId(testId);
  act(() => button.focus());
  fireEvent.click(button);
}

async function open() {
  await renderPage(<ScanLabelPage />, { user: operator });
  await screen.findByTestId('scan-page', {}, { timeout: 30_000 });
}

describe('ScanLabelPage', () => {
  beforeEach(() => {
    server.reset();
    vi.mocked(beep).mockClear();
    vi.mocked(http.request).mockImplementation(server.request);
    vi.mocked(http.download).mockImplementation(server.download);
    server.on(ordersEndpoints.scan, ({ params }) => {
      if (params.scanNo === 'NOPE')
        throw new ApiError({ kind: 'http', status: 404, message: 'Order not found', errorKey: 'ORDER_NOT_FOUND' });
      return ok(orderDetail());
    });
  });

  it('finds the order by the chosen number type, then clears the field and keeps the focus on it', async () => {
    await open();
    await waitFor(() => expect(document.activeElement).toBe(scanInput()));
    scan('PH2611230001');
    await screen.findByTestId('scan-order');
    expect(server.calls(ordersEndpoints.scan)[0]?.path).toBe('/api/order/orderInfo/ORDER_NO/PH2611230001');
    expect(screen.getByTestId('scan-order-no')).toHaveTextContent('PH2611230001');
    expect(screen.getByTestId('scan-order')).toHaveTextContent('1,234.50 CNY');
    expect(beep).toHaveBeenLastCalledWith('success');
    expect(scanInput().value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(scanInput()));
    // The measured boxes start from the order's own.
    expect((screen.getByTestId('scan-box-1-weight') as HTMLInputElement).value).toBe('3.000');

    fireEvent.mouseDown(screen.getByTestId('scan-type').closest('.ant-select') as Element);
    fireEvent.click(await screen.findByTitle('Reference number'));
    scan(' REF/7 ');
    await waitFor(() => expect(server.calls(ordersEndpoints.scan)).toHaveLength(2));
    expect(server.calls(ordersEndpoints.scan)[1]?.path).toBe('/api/order/orderInfo/REFERENCE_NO/REF%2F7');
    await waitFor(() => expect(document.activeElement).toBe(scanInput()));
  });

  it('sounds an error for an empty scan and an unknown number, and keeps the focus', async () => {
    await open();
    scan('   ');
    expect(await screen.findByTestId('scan-error')).toHaveTextContent('The scan number cannot be empty');
    expect(beep).toHaveBeenLastCalledWith('error');
    expect(server.calls(ordersEndpoints.scan)).toHaveLength(0);
    scan('NOPE');
    await waitFor(() => expect(screen.getByTestId('scan-error')).toHaveTextContent('Order not found'));
    expect(beep).toHaveBeenCalledTimes(2);
    expect(beep).toHaveBeenLastCalledWith('error');
    await waitFor(() => expect(document.activeElement).toBe(scanInput()));
  });

  it('takes the focus back when it goes nowhere, not from a field being typed in', async () => {
    await open();
    scan('PH2611230001');
    await screen.findByTestId('scan-order');
    await waitFor(() => expect(document.activeElement).toBe(scanInput()));
    act(() => scanInput().blur());
    await waitFor(() => expect(document.activeElement).toBe(scanInput()));

    const weight = screen.getByTestId('scan-box-0-weight') as HTMLInputElement;
    act(() => weight.focus());
    fireEvent.blur(scanInput(), { relatedTarget: weight });
    await new Promise((r) => setTimeout(r, 50));
    expect(document.activeElement).toBe(weight);
  });

  it('confirms the measured weight and says what was charged or refunded, then prints the label', async () => {
    server.on(ordersEndpoints.confirmWeight, () =>
      ok({
        status: 'RECEIVED',
        previousTotal: '1234.50',
        total: '1246.80',
        difference: '12.30',
        weight: '6.500',
        chargeableWeight: '7.000',
      }),
    );
    server.on(ordersEndpoints.printLabels, () => pdf());
    URL.createObjectURL = vi.fn(() => 'blob:label');
    URL.revokeObjectURL = vi.fn();
    const opened = vi.fn(() => ({}) as Window);
    vi.stubGlobal('open', opened);
    await open();
    scan('IN0000007');
    await screen.findByTestId('scan-order');
    type('scan-box-1-weight', '3.5');
    type('scan-box-1-length', '41');
    press('scan-confirm-weight');
    expect(await screen.findByTestId('scan-outcome')).toHaveTextContent('Weight confirmed: 12.30 more charged');
    expect(screen.getByTestId('scan-outcome')).toHaveTextContent('Fee before 1,234.50, now 1,246.80');
    // The order's figures follow: the measured weight, not the declared one.
    expect(screen.getByTestId('scan-order')).toHaveTextContent('6.500');
    expect(server.calls(ordersEndpoints.confirmWeight)[0]?.body).toEqual({
      id: 7,
      boxes: [
        { length: '40.00', width: '30.00', height: '20.00', weight: '3.000' },
        { length: '41', width: '30.00', height: '20.00', weight: '3.5' },
      ],
    });
    expect(beep).toHaveBeenLastCalledWith('success');
    expect(screen.getByTestId('scan-order')).toHaveTextContent('Received');
    await waitFor(() => expect(document.activeElement).toBe(scanInput()));

    press('scan-print');
    await waitFor(() => expect(server.calls(ordersEndpoints.printLabels)).toHaveLength(1));
    expect(server.calls(ordersEndpoints.printLabels)[0]?.body).toEqual({ ids: [7], format: 'PDF' });
    await waitFor(() => expect(opened).toHaveBeenCalledWith('blob:label', '_blank'));
    await waitFor(() => expect(document.activeElement).toBe(scanInput()));
    vi.unstubAllGlobals();
  });

  it('says a refund, and refuses an empty measure before asking the server', async () => {
    server.on(ordersEndpoints.confirmWeight, () =>
      ok({
        status: 'RECEIVED',
        previousTotal: '1234.50',
        total: '1200.00',
        difference: '-34.50',
        weight: '5.000',
        chargeableWeight: '5.000',
      }),
    );
    await open();
    scan('PH2611230001');
    await screen.findByTestId('scan-order');
    type('scan-box-0-weight', '');
    press('scan-confirm-weight');
    await waitFor(() =>
      expect(document.getElementById('scan-boxes_boxes_0_weight_help')).toHaveTextContent('This field cannot be empty'),
    );
    expect(server.calls(ordersEndpoints.confirmWeight)).toHaveLength(0);
    expect(beep).toHaveBeenLastCalledWith('error');
    type('scan-box-0-weight', '2.9');
    press('scan-confirm-weight');
    expect(await screen.findByTestId('scan-outcome')).toHaveTextContent('Weight confirmed: 34.50 refunded');
  });
});
