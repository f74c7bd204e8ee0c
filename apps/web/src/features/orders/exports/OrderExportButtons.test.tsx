import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { orderExportEndpoints } from '@parcelhub/contracts';
import { http } from '../../../shared/http/http';
import { renderPage } from '../../../shared/testing/render';
import { fakeServer, ok } from '../testing/fakeServer';
import { OrderExportButtons } from './OrderExportButtons';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 60_000 });

vi.mock('../../../shared/http/http', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../shared/http/http')>();
  return { ...actual, http: { ...actual.http, request: vi.fn() } };
});

const server = fakeServer();

describe('OrderExportButtons', () => {
  beforeEach(() => {
    server.reset();
    vi.mocked(http.request).mockImplementation(server.request);
    for (const endpoint of Object.values(orderExportEndpoints)) server.on(endpoint, () => ok({ taskId: 7 }));
  });

  it("sends the current filters to the export of the user's privilege type and points to the task center", async () => {
    const filter = { status: 'CREATED' as const, numbers: 'PH1' };
    await renderPage(<OrderExportButtons privilegeType="USER" filter={filter} />);
    fireEvent.click(await screen.findByTestId('order-list-export'));
    await screen.findByText('Export task submitted, check the task list');
    expect(server.calls(orderExportEndpoints.customerOrders).map((c) => c.body)).toEqual([filter]);

    fireEvent.click(screen.getByTestId('order-list-export-boxes'));
    await waitFor(() => expect(server.calls(orderExportEndpoints.customerBoxes)).toHaveLength(1));
    expect(server.calls(orderExportEndpoints.customerBoxes)[0]!.body).toEqual(filter);
    expect(server.calls(orderExportEndpoints.platformOrders)).toHaveLength(0);
  });

  it('gives a supplier its own export and no box export; the platform its own', async () => {
    const { unmount } = await renderPage(<OrderExportButtons privilegeType="SUPPLIER" filter={{}} />);
    fireEvent.click(await screen.findByTestId('order-list-export'));
    await waitFor(() => expect(server.calls(orderExportEndpoints.supplierOrders)).toHaveLength(1));
    expect(screen.queryByTestId('order-list-export-boxes')).toBeNull();
    unmount();
    await renderPage(<OrderExportButtons privilegeType="PLATFORM" filter={{}} />);
    fireEvent.click(await screen.findByTestId('order-list-export-boxes'));
    await waitFor(() => expect(server.calls(orderExportEndpoints.platformBoxes)).toHaveLength(1));
  });
});
