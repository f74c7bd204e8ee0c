import { describe, expect, it, vi } from 'vitest';
import { ApiError, isCanceled } from './ApiError';
import { createHttpClient, type HttpDeps } from './createHttpClient';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

function setup(fetchImpl: HttpDeps['fetch'], token: string | null = 'tok') {
  const deps = {
    fetch: vi.fn(fetchImpl),
    baseUrl: '',
    timeout: 1000,
    getToken: () => token,
    getLanguage: () => 'en' as const,
    onUnauthorized: vi.fn(),
    onForbidden: vi.fn(),
    notify: vi.fn(),
    translate: (k: string) => `t:${k}`,
  };
  return { deps, client: createHttpClient(deps) };
}

/** A fetch that never answers until its signal aborts. */
const hanging: HttpDeps['fetch'] = (_url, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

describe('http client', () => {
  it('sends the token, the language and a JSON body, and returns obj', async () => {
    const { deps, client } = setup(async () => json(200, { flag: true, code: 10200, msg: 'ok', obj: { id: 7 } }));
    const obj = await client.obj<{ id: number }>('api/customerAddress/saveAddress', { method: 'POST', body: { a: 1 } });
    expect(obj).toEqual({ id: 7 });
    const [url, init] = deps.fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/customerAddress/saveAddress');
    const headers = init?.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['Accept-Language']).toBe('en');
    expect(headers['Content-Type']).toBe('application/json');
    expect(init?.body).toBe('{"a":1}');
  });

  it('keeps a trailing slash and encodes query params', async () => {
    const { deps, client } = setup(async () =>
      json(200, { flag: true, code: 10200, msg: 'ok', rows: [1, 2], total: 9 }),
    );
    const page = await client.rows<number>('api/users/updatePass/', { params: { type: 'RECIPIENT', x: undefined } });
    expect(page).toEqual({ rows: [1, 2], total: 9 });
    expect(deps.fetch.mock.calls[0]?.[0]).toBe('/api/users/updatePass/?type=RECIPIENT');
  });

  it('omits Authorization without a token', async () => {
    const { deps, client } = setup(async () => json(200, { flag: true, code: 10200, msg: 'ok', obj: 1 }), null);
    await client.obj('auth/code');
    const headers = deps.fetch.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
  });

  it('on 401 clears the session through onUnauthorized and rejects with the error key', async () => {
    const { deps, client } = setup(async () =>
      json(401, { flag: false, code: 40101, msg: 'expired', errorKey: 'SESSION_EXPIRED' }),
    );
    const err = await client.obj('auth/info').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).errorKey).toBe('SESSION_EXPIRED');
    expect((err as ApiError).status).toBe(401);
    expect(deps.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(deps.notify).toHaveBeenCalledWith({ message: 'expired', key: 'http-401' });
  });

  it('a 401 of a call that skips the auth redirect does not end the session', async () => {
    const { deps, client } = setup(async () =>
      json(401, { flag: false, code: 40102, msg: 'bad', errorKey: 'BAD_CREDENTIALS' }),
    );
    const err = await client
      .obj('auth/login', { method: 'POST', body: {}, skipAuthRedirect: true, silent: true })
      .catch((e: unknown) => e);
    expect((err as ApiError).errorKey).toBe('BAD_CREDENTIALS');
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
    expect(deps.notify).not.toHaveBeenCalled();
  });

  const forbidden = async () => json(403, { flag: false, code: 40300, msg: 'no', errorKey: 'FORBIDDEN' });

  it('a 403 while loading a page goes to the no-permission page', async () => {
    const { deps, client } = setup(forbidden);
    await expect(client.obj('api/users/list')).rejects.toBeInstanceOf(ApiError);
    expect(deps.onForbidden).toHaveBeenCalledTimes(1);
    expect(deps.onUnauthorized).not.toHaveBeenCalled();
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('a POST carrying a query signal loads: its 403 goes to the no-permission page too', async () => {
    const { deps, client } = setup(forbidden);
    const signal = new AbortController().signal;
    await expect(
      client.rows('api/customerAddress/findByDto', { method: 'POST', body: {}, signal }),
    ).rejects.toMatchObject({ status: 403 });
    expect(deps.onForbidden).toHaveBeenCalledTimes(1);
  });

  it('a 403 on an action shows the message and keeps the user on the page', async () => {
    const { deps, client } = setup(forbidden);
    const err = await client
      .obj('api/customerAddress/delete', { method: 'POST', body: { ids: [1] } })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 403, errorKey: 'FORBIDDEN' });
    expect(deps.onForbidden).not.toHaveBeenCalled();
    expect(deps.notify).toHaveBeenCalledWith({ message: 'no', key: 'http-403' });
  });

  it('the kind option overrides the default both ways, and a silent action leaves the message to its caller', async () => {
    const asAction = setup(forbidden);
    await asAction.client.obj('api/x', { kind: 'action' }).catch(() => undefined);
    expect(asAction.deps.onForbidden).not.toHaveBeenCalled();
    expect(asAction.deps.notify).toHaveBeenCalledTimes(1);

    const asLoad = setup(forbidden);
    await asLoad.client.obj('api/x', { method: 'POST', kind: 'load' }).catch(() => undefined);
    expect(asLoad.deps.onForbidden).toHaveBeenCalledTimes(1);

    const silent = setup(async () => json(403, { flag: false, code: 40300, msg: '' }));
    await silent.client.obj('api/x', { method: 'DELETE', silent: true }).catch(() => undefined);
    expect(silent.deps.notify).not.toHaveBeenCalled();
    const worded = setup(async () => json(403, { flag: false, code: 40300, msg: '' }));
    await worded.client.obj('api/x', { method: 'PUT' }).catch(() => undefined);
    expect(worded.deps.notify).toHaveBeenCalledWith({ message: 't:forbidden', key: 'http-403' });
  });

  it('maps other errors to a notification with the server msg and keeps field errors', async () => {
    const body = {
      flag: false,
      code: 40001,
      msg: '参数错误',
      errorKey: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'zipCode', message: 'bad zip' }],
    };
    const { deps, client } = setup(async () => json(400, body));
    const err = (await client.obj('x', { method: 'POST', body: {} }).catch((e: unknown) => e)) as ApiError;
    expect(err.kind).toBe('http');
    expect(err.fieldErrors).toEqual([{ field: 'zipCode', message: 'bad zip' }]);
    expect(err.message).toBe('参数错误');
    expect(deps.notify).toHaveBeenCalledWith({ message: '参数错误', key: 'http-VALIDATION_FAILED' });
  });

  it('silent calls do not notify', async () => {
    const { deps, client } = setup(async () =>
      json(409, { flag: false, code: 40901, msg: 'taken', errorKey: 'USERNAME_TAKEN' }),
    );
    await expect(client.obj('x', { silent: true })).rejects.toMatchObject({ errorKey: 'USERNAME_TAKEN', status: 409 });
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('uses the generic text when the server gives no message, and treats flag false on 200 as failure', async () => {
    const { deps, client } = setup(async () => json(500, 'boom'));
    await expect(client.obj('x')).rejects.toMatchObject({ kind: 'parse', status: 500 });
    expect(deps.notify).toHaveBeenCalledWith({ message: 't:serviceAbnormal', key: 'http-500' });

    const second = setup(async () => json(200, { flag: false, code: 1, msg: '' }));
    await expect(second.client.obj('x')).rejects.toMatchObject({ kind: 'http' });
    expect(second.deps.notify).toHaveBeenCalledWith({ message: 't:serviceAbnormal', key: 'http-200' });
  });

  it('cancels an earlier identical call silently; the later one answers', async () => {
    let n = 0;
    const { deps, client } = setup((url, init) => {
      n += 1;
      if (n === 1) return hanging(url, init);
      return Promise.resolve(json(200, { flag: true, code: 10200, msg: 'ok', obj: 'second' }));
    });
    const first = client.obj('api/menus/build');
    const second = client.obj('api/menus/build');
    const firstErr = await first.catch((e: unknown) => e);
    expect(isCanceled(firstErr)).toBe(true);
    await expect(second).resolves.toBe('second');
    expect(deps.notify).not.toHaveBeenCalled();
    expect(client.pending()).toBe(0);
  });

  it('does not cancel calls that differ by body', async () => {
    const { client } = setup(async (_u, init) =>
      json(200, { flag: true, code: 10200, msg: 'ok', obj: String(init?.body) }),
    );
    const [a, b] = await Promise.all([
      client.obj('p', { method: 'POST', body: { pageNo: 0 } }),
      client.obj('p', { method: 'POST', body: { pageNo: 1 } }),
    ]);
    expect([a, b]).toEqual(['{"pageNo":0}', '{"pageNo":1}']);
  });

  it('reports a time-out', async () => {
    const { deps, client } = setup(hanging);
    const err = (await client.obj('slow', { timeout: 10 }).catch((e: unknown) => e)) as ApiError;
    expect(err.kind).toBe('timeout');
    expect(err.message).toBe('t:timeout');
    expect(deps.notify).toHaveBeenCalledWith({ message: 't:timeout', key: 'http-timeout' });
  });

  it('reports a failed interface when there is no response', async () => {
    const { deps, client } = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.obj('x')).rejects.toMatchObject({ kind: 'network', message: 't:networkFailed' });
    expect(deps.notify).toHaveBeenCalledWith({ message: 't:networkFailed', key: 'http-network' });
  });

  it('ignores a call aborted by its caller', async () => {
    const { deps, client } = setup(hanging);
    const ctl = new AbortController();
    const p = client.obj('x', { signal: ctl.signal });
    ctl.abort();
    expect(isCanceled(await p.catch((e: unknown) => e))).toBe(true);
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('downloads a file with its name, and reads the message of a JSON answer to a download', async () => {
    const file = new Response('abc', {
      status: 200,
      headers: {
        'content-type': 'application/octet-stream',
        'content-disposition': "attachment; filename*=UTF-8''%E8%AE%A2%E5%8D%95.xlsx",
      },
    });
    const ok = setup(async () => file);
    const d = await ok.client.download('api/export');
    expect(d.fileName).toBe('订单.xlsx');
    expect(await d.blob.text()).toBe('abc');

    const bad = setup(async () =>
      json(200, { flag: false, code: 50000, msg: 'Failed to export', errorKey: 'INTERNAL' }),
    );
    await expect(bad.client.download('api/export')).rejects.toMatchObject({ message: 'Failed to export' });
    expect(bad.deps.notify).toHaveBeenCalledWith({ message: 'Failed to export', key: 'http-INTERNAL' });
  });

  it('accepts an empty successful answer', async () => {
    const { client } = setup(async () => new Response(null, { status: 204 }));
    await expect(client.request('auth/logout', { method: 'DELETE' })).resolves.toMatchObject({ flag: true });
  });
});
