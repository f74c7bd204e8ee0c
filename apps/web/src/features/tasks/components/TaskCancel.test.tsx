import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { DownloadTask } from '@parcelhub/contracts';
import { renderPage } from '../../../shared/testing/render';
import { tasksApi } from '../api/tasksApi';
import { TaskItem } from './TaskItem';

vi.mock('../api/tasksApi', () => ({ tasksApi: { cancel: vi.fn(), download: vi.fn(), list: vi.fn() } }));

const task = (patch: Partial<DownloadTask>): DownloadTask => ({
  id: 7,
  taskName: 'Address book export',
  taskType: 'EXPORT',
  taskStatus: 'BEINGPROCESSD',
  taskStatusI18n: 'In progress',
  url: null,
  urlList: [],
  progress: { done: 40, total: 100 },
  error: null,
  createdDate: '2026-11-23T08:00:00Z',
  lastUpdatedDate: '2026-11-23T08:00:01Z',
  ...patch,
});

describe('cancelling a task from the task center', () => {
  it('asks, then cancels the task in progress', async () => {
    vi.mocked(tasksApi.cancel).mockResolvedValue({ flag: true, code: 10200, msg: 'ok' } as never);
    await renderPage(<TaskItem task={task({})} />);
    expect(await screen.findByText('40 / 100 rows')).toBeTruthy();
    fireEvent.click(screen.getByTestId('task-cancel-7'));
    fireEvent.click(await screen.findByTestId('task-cancel-confirm-7'));
    await waitFor(() => expect(tasksApi.cancel).toHaveBeenCalledWith(7));
  });

  it('offers no cancel for an ended task, and shows why a failed one failed', async () => {
    await renderPage(
      <TaskItem
        task={task({ taskStatus: 'PROCESSDFAIL', taskStatusI18n: 'Failed', error: 'The task was cancelled' })}
      />,
    );
    expect(await screen.findByText('The task was cancelled')).toBeTruthy();
    expect(screen.queryByTestId('task-cancel-7')).toBeNull();
  });
});
