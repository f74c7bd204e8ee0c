import { constants, publicEncrypt } from 'node:crypto';

/** Small HTTP helpers for the order benches: JSON calls that must answer 2xx and `flag: true`. */

export const DEMO_PASSWORD = 'parcel2026';

/** A JSON object as the API answers it; fields are read where their type is known. */
export type Json = Record<string, unknown>;

export async function api(
  baseUrl: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  token?: string,
  body?: unknown,
): Promise<Json> {
  const headers: Record<string, string> = { 'accept-language': 'en' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const obj = typeof json === 'object' && json !== null ? (json as Json) : undefined;
  if (!res.ok || obj?.flag !== true)
    throw new Error(`${method} ${path} answered HTTP ${res.status}: ${text.slice(0, 300)}`);
  return obj;
}

/** The password RSA-OAEP (SHA-256) encrypted with the server's key, base64, as the web app sends it. */
export async function encryptPassword(baseUrl: string, password: string): Promise<string> {
  const pem = (await api(baseUrl, 'GET', '/auth/publicKey')).obj as string;
  return publicEncrypt(
    { key: pem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password),
  ).toString('base64');
}

export async function loginAs(baseUrl: string, username: string, password = DEMO_PASSWORD): Promise<string> {
  const out = await api(baseUrl, 'POST', '/auth/login', undefined, {
    username,
    password: await encryptPassword(baseUrl, password),
  });
  const token = (out.obj as Json | undefined)?.token;
  if (typeof token !== 'string' || !token) throw new Error(`/auth/login answered no token for ${username}`);
  return token;
}

/** A placement body for US-EXP (apps/server/test/factories/orders.ts): one 3 kg box to New York 10001. */
export function placeBody(productId: number, referenceNo: string) {
  return {
    productId,
    referenceNo,
    boxes: [{ length: '40', width: '30', height: '20', weight: '3' }],
    declarations: [
      { nameEn: 'T-shirt', nameZh: 'T恤', hsCode: '610910', quantity: 2, unitValue: '12.50', unitWeight: '0.2' },
    ],
    sender: {
      name: 'Li Lei',
      countryCode: 'CN',
      province: 'Guangdong',
      city: 'Shenzhen',
      zipCode: '518000',
      address1: '1 Keji Road',
      phone: '13800138000',
    },
    receiver: {
      name: 'John Smith',
      countryCode: 'US',
      province: 'NY',
      city: 'New York',
      zipCode: '10001',
      address1: '350 5th Ave',
      phone: '+1 212 555 0100',
      email: 'john@example.com',
    },
  };
}
