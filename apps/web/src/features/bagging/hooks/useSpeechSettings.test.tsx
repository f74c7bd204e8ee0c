import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { SPEECH_DEFAULTS } from '@parcelhub/contracts';
import { applyLanguage, currentLanguage, initI18n } from '../../../i18n';
import { configureHttp } from '../../../shared/http/http';
import { SPEECH_SAVE_DELAY_MS, useSpeechSettings } from './useSpeech';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (obj: unknown) => json({ flag: true, code: 10200, msg: 'ok', obj });
const STORED = { flag: false, vol: 7, pit: 3, spd: 6, autoVoice: 1 };

let fetchMock: ReturnType<typeof vi.fn>;
let answerGet: () => Promise<Response>;
beforeEach(async () => {
  initI18n();
  await applyLanguage('en');
  configureHttp({ getLanguage: currentLanguage });
  answerGet = async () => ok(STORED);
  fetchMock = vi.fn(async (_url: string, init: RequestInit) =>
    init.method === 'POST' ? ok(JSON.parse(init.body as string)) : answerGet(),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function render() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSpeechSettings(), { wrapper });
}

const posts = () =>
  fetchMock.mock.calls
    .filter(([, init]) => (init as RequestInit).method === 'POST')
    .map(([url, init]) => ({ url: url as string, body: JSON.parse((init as RequestInit).body as string) as unknown }));

describe('the station’s stored speech settings', () => {
  it('answers the defaults until the user’s stored settings are loaded, then those', async () => {
    let release!: () => void;
    answerGet = () => new Promise((resolve) => (release = () => resolve(ok(STORED))));
    const { result } = render();
    expect(result.current[0]).toEqual(SPEECH_DEFAULTS);
    expect(result.current[2].loaded).toBe(false);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/sortWarehouse/speechSetting');
    release();
    await waitFor(() => expect(result.current[0]).toEqual(STORED));
    expect(result.current[2].loaded).toBe(true);
  });

  it('shows a change at once and saves the last of quick changes once, through the POST', async () => {
    const { result } = render();
    await waitFor(() => expect(result.current[0]).toEqual(STORED));
    vi.useFakeTimers();
    act(() => result.current[1]({ ...STORED, vol: 8 }));
    expect(result.current[0].vol).toBe(8);
    act(() => result.current[1]({ ...STORED, vol: 9 }));
    expect(result.current[0].vol).toBe(9);
    expect(posts()).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SPEECH_SAVE_DELAY_MS + 10);
    });
    vi.useRealTimers();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toEqual({ url: '/api/sortWarehouse/speechSetting', body: { ...STORED, vol: 9 } });
    expect(result.current[0].vol).toBe(9);
  });

  it('saves what is waiting when the station is left', async () => {
    const { result, unmount } = render();
    await waitFor(() => expect(result.current[0]).toEqual(STORED));
    act(() => result.current[1]({ ...STORED, flag: true }));
    unmount();
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]!.body).toEqual({ ...STORED, flag: true });
  });

  it('reads the stored settings again when a save is refused', async () => {
    fetchMock.mockImplementation(async (_url: string, init: RequestInit) =>
      init.method === 'POST'
        ? json({ flag: false, code: 4000001, msg: 'vol: too large', errorKey: 'VALIDATION' }, 400)
        : ok(STORED),
    );
    const { result } = render();
    await waitFor(() => expect(result.current[0]).toEqual(STORED));
    act(() => result.current[1]({ ...STORED, vol: 2 }));
    expect(result.current[0].vol).toBe(2);
    await waitFor(() => expect(posts()).toHaveLength(1), { timeout: 3000 });
    await waitFor(() => expect(result.current[0]).toEqual(STORED));
    const gets = () => fetchMock.mock.calls.filter(([, init]) => (init as RequestInit).method !== 'POST').length;
    await waitFor(() => expect(gets()).toBe(2));
  });
});
