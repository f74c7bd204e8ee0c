import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkUrl, type Lookup } from './url-guard';

export interface PostResult {
  /** The receiver's HTTP status, or null when none came (refused address, network, timeout). */
  statusCode: number | null;
  error: string | null;
}

/** A receiver answers within this or the attempt failed. */
export const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * POSTs a signed body to a receiver, its address checked again now (a name may point elsewhere since it was saved)
 * and the connection made to the very address checked. No redirect is followed. Never throws.
 */
export async function postMessage(
  url: string,
  headers: Record<string, string>,
  body: string,
  opts: { allowPrivate: boolean; lookup?: Lookup; agent?: { http: http.Agent; https: https.Agent } },
): Promise<PostResult> {
  const verdict = await checkUrl(url, { allowPrivate: opts.allowPrivate, lookup: opts.lookup });
  if (!verdict.ok) return { statusCode: null, error: `address ${verdict.reason}: ${verdict.host}` };
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
        { address: verdict.address, family: verdict.family },
      ]);
    else callback(null, verdict.address, verdict.family);
  };
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise<PostResult>((resolve) => {
    const req = client.request(
      target,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Parcelhub-Webhooks/1',
        },
        lookup: pinned,
        timeout: DELIVERY_TIMEOUT_MS,
        agent: opts.agent ? (target.protocol === 'https:' ? opts.agent.https : opts.agent.http) : undefined,
      },
      (res) => {
        res.resume(); // the answer's body is not read
        res.on('end', () => resolve({ statusCode: res.statusCode ?? null, error: null }));
        res.on('error', (err) => resolve({ statusCode: res.statusCode ?? null, error: err.message }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${DELIVERY_TIMEOUT_MS / 1000} s`)));
    req.on('error', (err) => resolve({ statusCode: null, error: err.message.slice(0, 500) }));
    req.end(body);
  });
}
