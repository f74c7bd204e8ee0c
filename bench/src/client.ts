import { constants, publicEncrypt } from 'node:crypto';

export const FIND_PATH = '/api/customerAddress/findByDto';
export const FIND_BODY = JSON.stringify({ pageNo: 0, pageSize: 10 });
/** What Chrome and Firefox send. */
export const BROWSER_ENCODINGS = 'gzip, deflate, br';
const SAVE_PATH = '/api/customerAddress/saveAddress';
const USERNAME = 'customer';
const PASSWORD = 'parcel2026';

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

async function call(baseUrl: string, path: string, init: RequestInit = {}): Promise<Json> {
  const res = await fetch(`${baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(30_000) });
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!res.ok || !isObject(body) || body.flag !== true) {
    throw new Error(`${init.method ?? 'GET'} ${path} answered HTTP ${res.status}: ${text.slice(0, 300)}`);
  }
  return body;
}

export function authHeaders(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

/** Signs in as the demo customer: the password travels RSA-OAEP (SHA-256) encrypted, base64. */
export async function login(baseUrl: string): Promise<string> {
  const key = await call(baseUrl, '/auth/publicKey');
  if (typeof key.obj !== 'string') throw new Error('/auth/publicKey answered no PEM');
  const password = publicEncrypt(
    { key: key.obj, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(PASSWORD),
  ).toString('base64');
  const out = await call(baseUrl, '/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: USERNAME, password }),
  });
  const token = isObject(out.obj) ? out.obj.token : undefined;
  if (typeof token !== 'string' || !token) throw new Error('/auth/login answered no token');
  return token;
}

/** Saves `count` US recipient addresses for the customer, a few at a time. */
export async function seedAddresses(baseUrl: string, token: string, count: number, concurrency = 8): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const n = ++next;
      await call(baseUrl, SAVE_PATH, {
        method: 'POST',
        headers: authHeaders(token),
        body: JSON.stringify({
          type: 'RECIPIENT',
          name: `Bench ${n}`,
          countryCode: 'US',
          province: 'CA',
          city: 'Los Angeles',
          zipCode: '90001',
          address1: `${n} Main St`,
          phone: '+1 213 555 0100',
        }),
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}

/** One findByDto answers 200, flag true and a full page; returns the total the server reports. */
export async function checkFindByDto(baseUrl: string, token: string): Promise<{ rows: number; total: number }> {
  const out = await call(baseUrl, FIND_PATH, { method: 'POST', headers: authHeaders(token), body: FIND_BODY });
  const rows = Array.isArray(out.rows) ? out.rows.length : 0;
  const total = typeof out.total === 'number' ? out.total : 0;
  if (rows === 0) throw new Error(`${FIND_PATH} answered no rows`);
  return { rows, total };
}

export async function checkPing(baseUrl: string): Promise<void> {
  await call(baseUrl, '/api/ping');
}
