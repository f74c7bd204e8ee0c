import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Dict, DictDetail } from '@parcelhub/contracts';
import { renderPage, testUser } from '../../../shared/testing/render';
import { ApiError } from '../../../shared/http/ApiError';
import { dictsApi } from '../api/dictsApi';
import { DictPage } from './DictPage';

vi.mock('../api/dictsApi', () => ({
  dictsApi: {
    list: vi.fn(),
    create: vi.fn(),
    update: vi.fn(),
    remove: vi.fn(),
    details: vi.fn(),
    createValue: vi.fn(),
    updateValue: vi.fn(),
    removeValue: vi.fn(),
  },
}));

const dict = (patch: Partial<Dict>): Dict => ({
  id: 1,
  name: 'settlement_method',
  description: 'Settlement methods',
  builtIn: true,
  valueCount: 1,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...patch,
});
const detail = (patch: Partial<DictDetail>): DictDetail => ({
  id: 11,
  dictId: 1,
  value: 'PREPAID',
  label: 'Prepaid',
  labelZh: '预付',
  labelEn: 'Prepaid',
  labelKo: '선불',
  sort: 10,
  enabled: true,
  builtIn: true,
  updatedAt: '2026-01-01T00:00:00Z',
  ...patch,
});

/** The first render loads antd and the namespace: slow on a busy machine. */
const WAIT = { timeout: 15_000 };

const admin = testUser({ roles: ['admin'], privilegeType: 'PLATFORM', permissions: ['system:dict'] });

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(dictsApi.list).mockResolvedValue({
    rows: [dict({}), dict({ id: 2, name: 'colours', description: 'Mine', builtIn: false, valueCount: 0 })],
    total: 2,
  });
  vi.mocked(dictsApi.details).mockResolvedValue({
    rows: [detail({}), detail({ id: 12, value: 'MONTHLY', label: 'Monthly', sort: 40, enabled: false })],
    total: 2,
  });
});

async function openSettlement() {
  await renderPage(<DictPage />, { user: admin });
  fireEvent.click(await screen.findByTestId('dict-pick-1', {}, WAIT));
  await screen.findByTestId('dict-value-row-11', {}, WAIT);
}

describe('DictPage', () => {
  it('lists the dictionaries and shows the values of the one picked', async () => {
    await renderPage(<DictPage />, { user: admin });
    await screen.findByTestId('dict-row-2', {}, WAIT);
    expect(screen.getByTestId('dict-values-empty')).toBeInTheDocument();
    // A built-in dictionary cannot be deleted; an operator's own can.
    expect(screen.getByTestId('dict-1-delete')).toBeDisabled();
    expect(screen.getByTestId('dict-2-delete')).toBeEnabled();

    fireEvent.click(screen.getByTestId('dict-pick-1'));
    const row = await screen.findByTestId('dict-value-row-11', {}, WAIT);
    expect(within(row).getByText('Prepaid')).toBeInTheDocument();
    expect(screen.getByText('Values of settlement_method')).toBeInTheDocument();
    expect(screen.getByTestId('dict-value-disabled-12')).toHaveTextContent('Disabled');
    expect(vi.mocked(dictsApi.details).mock.calls[0]?.[0]).toMatchObject({ dictId: 1, pageNo: 0, pageSize: 50 });
  });

  it('adds a value after the last one, sending the labels and the order', async () => {
    vi.mocked(dictsApi.createValue).mockResolvedValue(detail({ id: 13, value: 'WEEKLY', builtIn: false }));
    await openSettlement();
    fireEvent.click(screen.getByTestId('dict-value-add'));
    fireEvent.change(await screen.findByTestId('dict-value-form-value'), { target: { value: 'WEEKLY' } });
    fireEvent.change(screen.getByTestId('dict-value-form-labelZh'), { target: { value: '周结' } });
    fireEvent.change(screen.getByTestId('dict-value-form-labelEn'), { target: { value: 'Weekly' } });
    fireEvent.click(screen.getByTestId('dict-value-save'));
    await waitFor(() => expect(dictsApi.createValue).toHaveBeenCalledTimes(1));
    expect(dictsApi.createValue).toHaveBeenCalledWith({
      dictId: 1,
      value: 'WEEKLY',
      labelZh: '周结',
      labelEn: 'Weekly',
      labelKo: '',
      sort: 50,
      enabled: true,
    });
  });

  it("puts the server's conflict on the value field and keeps the form open", async () => {
    vi.mocked(dictsApi.createValue).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 409,
        message: 'This dictionary already has the value PREPAID',
        errorKey: 'DICT_VALUE_TAKEN',
      }),
    );
    await openSettlement();
    fireEvent.click(screen.getByTestId('dict-value-add'));
    fireEvent.change(await screen.findByTestId('dict-value-form-value'), { target: { value: 'PREPAID' } });
    fireEvent.change(screen.getByTestId('dict-value-form-labelZh'), { target: { value: '预付' } });
    fireEvent.click(screen.getByTestId('dict-value-save'));
    expect(await screen.findByText('This dictionary already has the value PREPAID', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByTestId('dict-value-modal')).toBeInTheDocument();
  });

  it('refuses an empty Chinese label before calling the server', async () => {
    await openSettlement();
    fireEvent.click(screen.getByTestId('dict-value-add'));
    fireEvent.change(await screen.findByTestId('dict-value-form-value'), { target: { value: 'X' } });
    fireEvent.click(screen.getByTestId('dict-value-save'));
    expect(await screen.findByText('This field cannot be empty', {}, WAIT)).toBeInTheDocument();
    expect(dictsApi.createValue).not.toHaveBeenCalled();
  });

  it('refuses a badly formed dictionary name before calling the server', async () => {
    await renderPage(<DictPage />, { user: admin });
    fireEvent.click(await screen.findByTestId('dict-add', {}, WAIT));
    fireEvent.change(await screen.findByTestId('dict-form-name'), { target: { value: 'Bad Name' } });
    fireEvent.click(screen.getByTestId('dict-save'));
    expect(await screen.findByText('Invalid value', {}, WAIT)).toBeInTheDocument();
    expect(dictsApi.create).not.toHaveBeenCalled();
  });
});
