import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { applyLanguage, currentLanguage, initI18n } from '../../i18n';
import { configureHttp } from '../http/http';
import { useDictOptions, useDropdown } from './useDropdown';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  initI18n();
  await applyLanguage('en');
  // As the app's bootstrap does: calls speak the UI language.
  configureHttp({ getLanguage: currentLanguage });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, Wrapper };
}

const requested = (i: number) => {
  const [url, init] = fetchMock.mock.calls[i] as [string, RequestInit];
  return { url, lang: (init.headers as Record<string, string>)['Accept-Language'] };
};

describe('useDropdown', () => {
  it('loads the named dropdown from its endpoint in the current language, once per language', async () => {
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) => {
      const lang = (init.headers as Record<string, string>)['Accept-Language'];
      return json({ flag: true, code: 10200, msg: 'ok', rows: [{ label: `Prepaid-${lang}`, value: 'PREPAID' }] });
    });
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useDropdown('settlementMethod'), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.options).toEqual([{ label: 'Prepaid-en', value: 'PREPAID' }]));
    expect(requested(0)).toEqual({ url: '/api/customerInfo/settlementMethod', lang: 'en' });

    await act(() => applyLanguage('ko'));
    await waitFor(() => expect(result.current.options[0]?.label).toBe('Prepaid-ko'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await act(() => applyLanguage('en'));
    // The English list is still held: no new call.
    await waitFor(() => expect(result.current.options[0]?.label).toBe('Prepaid-en'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("fails with the server's message when the answer says so", async () => {
    fetchMock.mockResolvedValue(json({ flag: false, code: 4040835, msg: 'Dictionary not found: x' }, 404));
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useDropdown('orderIntercept'), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Dictionary not found: x');
    expect(result.current.options).toEqual([]);
  });

  it('keeps the list it has when a reload brings no result', async () => {
    fetchMock.mockResolvedValueOnce(json({ flag: true, code: 10200, rows: [{ label: 'Business', value: 'B' }] }));
    fetchMock.mockResolvedValueOnce(json({ flag: true, code: 10200, msg: 'ok' }));
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useDropdown('enumOption'), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.options).toHaveLength(1));
    await act(async () => {
      await result.current.refetch();
    });
    // The failed reload reaches the hook's state on the next render, not when refetch resolves.
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.options).toEqual([{ label: 'Business', value: 'B' }]);
  });
});

describe('useDictOptions', () => {
  it("reads a dictionary's values by name with the spec's page and size", async () => {
    fetchMock.mockResolvedValue(
      json({ flag: true, code: 10200, rows: [{ id: 1, value: 'true', label: 'Normal', sort: 10 }], total: 1 }),
    );
    const { Wrapper } = wrapper();
    const { result } = renderHook(() => useDictOptions('user_status'), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.options).toEqual([{ label: 'Normal', value: 'true' }]));
    expect(requested(0).url).toBe('/api/dictDetail?dictName=user_status&page=0&size=9999');
  });
});
