import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor as settle } from '@testing-library/react';
import type { OrderBatchRow } from '@parcelhub/contracts';
import { renderPage, testUser } from '../../../shared/testing/render';
import { batchApi } from '../api/batchApi';
import { OrderBatchPage } from './OrderBatchPage';

/** A loaded machine (the whole suite in parallel) renders slower than the default second. */
const waitFor = (check: () => void) => settle(check, { timeout: 8000 });

vi.mock('../api/batchApi', () => ({
  batchApi: { template: vi.fn(), upload: vi.fn(), list: vi.fn(), detail: vi.fn(), report: vi.fn() },
}));

function batch(patch: Partial<OrderBatchRow> = {}): OrderBatchRow {
  return {
    id: 5,
    taskId: 9,
    fileName: 'june.xlsx',
    status: 'COMPLETED',
    progress: { done: 47, total: 50 },
    totalOrders: 50,
    successCount: 47,
    failureCount: 3,
    feeTotal: '7809.05',
    currency: 'CNY',
    error: null,
    hasReport: true,
    createdBy: 'customer',
    createdAt: '2026-11-23T08:00:00.000Z',
    completedAt: '2026-11-23T08:01:00.000Z',
    ...patch,
  };
}

const xlsx = (name: string) =>
  new File(['x'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
const choose = (file: File) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
};
const toUploadStep = async () => {
  fireEvent.click(await screen.findByTestId('order-batch-next'));
  fireEvent.click(await screen.findByTestId('order-batch-next'));
  await screen.findByTestId('order-batch-step-upload');
};
const customer = () => testUser({ permissions: ['order:create'] });

describe('OrderBatchPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.mocked(batchApi.list).mockResolvedValue({ rows: [batch()], total: 1 });
    vi.mocked(batchApi.template).mockResolvedValue(undefined);
    vi.mocked(batchApi.report).mockResolvedValue(undefined);
  });

  it('walks four steps: template download, instructions, upload, result; the history lists the batches', async () => {
    await renderPage(<OrderBatchPage />, { user: customer() });
    const steps = await screen.findByTestId('order-batch-steps', {}, { timeout: 10_000 });
    for (const title of ['Download the template', 'Fill in the orders', 'Upload the file', 'Order result'])
      expect(steps).toHaveTextContent(title);
    fireEvent.click(screen.getByTestId('order-batch-template'));
    expect(batchApi.template).toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('order-batch-next'));
    expect(await screen.findByTestId('order-batch-instructions')).toHaveTextContent(
      'One row is one box. Rows sharing a reference number are one order.',
    );

    const row = await screen.findByTestId('order-batch-row-5', {}, { timeout: 10_000 });
    expect(row).toHaveTextContent('june.xlsx');
    expect(row).toHaveTextContent('Completed');
    expect(row).toHaveTextContent('47');
    expect(row).toHaveTextContent('50');
    fireEvent.click(screen.getByTestId('order-batch-report-5'));
    expect(batchApi.report).toHaveBeenCalledWith(5);
  });

  it('asks for a file first, takes .xlsx only, then follows the task to its counts and failed records', async () => {
    vi.mocked(batchApi.upload).mockResolvedValue({ batchId: 5, taskId: 9 });
    vi.mocked(batchApi.detail)
      .mockResolvedValueOnce(batch({ status: 'RUNNING', progress: { done: 20, total: 50 }, completedAt: null }))
      .mockResolvedValue(batch());
    await renderPage(<OrderBatchPage />, { user: customer() });
    await toUploadStep();

    fireEvent.click(screen.getByTestId('order-batch-submit'));
    expect(await screen.findByTestId('order-batch-file-error')).toHaveTextContent('Please select a file first');
    choose(xlsx('orders.xls'));
    expect(await screen.findByTestId('order-batch-file-error')).toHaveTextContent(
      'Only Excel files (.xlsx) can be uploaded',
    );
    expect(batchApi.upload).not.toHaveBeenCalled();

    choose(xlsx('orders.xlsx'));
    fireEvent.click(screen.getByTestId('order-batch-submit'));
    await waitFor(() => expect(batchApi.upload).toHaveBeenCalledWith(expect.any(File)));
    expect(await screen.findByTestId('order-batch-running')).toHaveTextContent('Placing the orders: 20 of 50');
    expect(await screen.findByTestId('order-batch-success', {}, { timeout: 10_000 })).toHaveTextContent('47');
    expect(screen.getByTestId('order-batch-failure')).toHaveTextContent('3');
    fireEvent.click(screen.getByTestId('order-batch-report'));
    expect(batchApi.report).toHaveBeenCalledWith(5);

    fireEvent.click(screen.getByTestId('order-batch-again'));
    expect(await screen.findByTestId('order-batch-step-upload')).toBeInTheDocument();
  });

  it('says why a batch failed as a whole, and when a file held no orders', async () => {
    vi.mocked(batchApi.upload).mockResolvedValue({ batchId: 6, taskId: 10 });
    vi.mocked(batchApi.detail).mockResolvedValue(
      batch({ id: 6, status: 'FAILED', error: 'The task was cancelled', hasReport: false }),
    );
    const first = await renderPage(<OrderBatchPage />, { user: customer() });
    await toUploadStep();
    choose(xlsx('a.xlsx'));
    fireEvent.click(screen.getByTestId('order-batch-submit'));
    expect(await screen.findByTestId('order-batch-error', {}, { timeout: 10_000 })).toHaveTextContent(
      'The task was cancelled',
    );
    first.unmount();

    vi.mocked(batchApi.detail).mockResolvedValue(
      batch({ id: 6, totalOrders: 0, successCount: 0, failureCount: 0, hasReport: false }),
    );
    await renderPage(<OrderBatchPage />, { user: customer() });
    await toUploadStep();
    choose(xlsx('empty.xlsx'));
    fireEvent.click(screen.getByTestId('order-batch-submit'));
    expect(
      await screen.findByText('The file held no orders: fill in rows below the header', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('order-batch-report')).not.toBeInTheDocument();
  });
});
