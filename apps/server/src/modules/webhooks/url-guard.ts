import dns from 'node:dns/promises';
import net from 'node:net';

/*
 * Receivers must be on the public internet: an address on loopback, a private, shared, link-local, multicast or
 * reserved network is refused (a webhook must not reach the platform's own services). IPv6 forms that carry an IPv4
 * address (mapped, compatible, NAT64, 6to4) are judged by that address.
 */

const V4_BLOCKED: readonly [number, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
].map(([ip, bits]) => [v4Number(ip as string), bits as number]);

function v4Number(ip: string): number {
  return ip.split('.').reduce((n, part) => n * 256 + Number(part), 0);
}

function v4Blocked(n: number): boolean {
  return V4_BLOCKED.some(([base, bits]) => Math.floor(n / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits)));
}

/** The 16 bytes of an IPv6 address (a zone id dropped), or null when it is not one. */
export function v6Bytes(text: string): number[] | null {
  const ip = text.replace(/%.*$/, '');
  if (!net.isIPv6(ip)) return null;
  let words: number[] = [];
  const [head, tail] = ip.includes('::') ? ip.split('::') : [ip, null];
  const parse = (part: string | null | undefined): number[] => {
    if (!part) return [];
    return part.split(':').flatMap((w) => {
      if (w.includes('.')) {
        const n = v4Number(w);
        return [Math.floor(n / 65536), n % 65536];
      }
      return [parseInt(w, 16)];
    });
  };
  const left = parse(head);
  const right = parse(tail);
  words = tail === null ? left : [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
  if (words.length !== 8) return null;
  return words.flatMap((w) => [w >> 8, w & 255]);
}

const v4Of = (b: number[], at: number) => ((b[at]! * 256 + b[at + 1]!) * 256 + b[at + 2]!) * 256 + b[at + 3]!;
const zero = (b: number[], from: number, to: number) => b.slice(from, to).every((x) => x === 0);

/** Whether an IP address (v4 or v6 text) is one a webhook must not reach. Anything unreadable is refused. */
export function isBlockedAddress(ip: string): boolean {
  if (net.isIPv4(ip)) return v4Blocked(v4Number(ip));
  const b = v6Bytes(ip);
  if (!b) return true;
  if (zero(b, 0, 16)) return true; // unspecified
  if (zero(b, 0, 15) && b[15] === 1) return true; // loopback
  if (zero(b, 0, 10) && b[10] === 0xff && b[11] === 0xff) return v4Blocked(v4Of(b, 12)); // mapped
  if (zero(b, 0, 12)) return v4Blocked(v4Of(b, 12)); // compatible (deprecated)
  if (b[0] === 0 && b[1] === 0x64 && b[2] === 0xff && b[3] === 0x9b) {
    return zero(b, 4, 12) ? v4Blocked(v4Of(b, 12)) : true; // NAT64 well-known; the local-use /48 refused
  }
  if (b[0] === 0x20 && b[1] === 0x02) return v4Blocked(v4Of(b, 2)); // 6to4
  if (b[0] === 0x20 && b[1] === 0x01 && b[2] === 0 && b[3] === 0) return true; // Teredo
  if (b[0] === 0x20 && b[1] === 0x01 && b[2] === 0x0d && b[3] === 0xb8) return true; // documentation
  if (b[0] === 0x01 && b[1] === 0x00 && zero(b, 2, 8)) return true; // discard
  if ((b[0]! & 0xfe) === 0xfc) return true; // unique local fc00::/7
  if (b[0] === 0xfe && (b[1]! & 0xc0) === 0x80) return true; // link-local fe80::/10
  if (b[0] === 0xfe && (b[1]! & 0xc0) === 0xc0) return true; // site-local fec0::/10
  if (b[0] === 0xff) return true; // multicast
  return false;
}

export type UrlVerdict =
  | { ok: true; host: string; address: string; family: 4 | 6 }
  | { ok: false; reason: 'private' | 'unresolved'; host: string };

/** The host of an http(s) URL as the connection will use it (brackets of an IPv6 literal removed). */
export const hostOf = (url: string) => new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Resolves a receiver's host and judges every address it names: one inside a blocked network refuses the whole
 * host (a name must not pick between a public and a private address). `allowPrivate` (WEBHOOK_ALLOW_PRIVATE, for
 * development and tests) admits them. Answers the address to connect to, so the check and the connection agree.
 */
export async function checkUrl(
  url: string,
  { allowPrivate, lookup = defaultLookup }: { allowPrivate: boolean; lookup?: Lookup },
): Promise<UrlVerdict> {
  const host = hostOf(url);
  let addresses: { address: string; family: number }[];
  if (net.isIP(host)) addresses = [{ address: host, family: net.isIP(host) }];
  else {
    try {
      addresses = await lookup(host);
    } catch {
      return { ok: false, reason: 'unresolved', host };
    }
  }
  if (addresses.length === 0) return { ok: false, reason: 'unresolved', host };
  if (!allowPrivate && addresses.some((a) => isBlockedAddress(a.address)))
    return { ok: false, reason: 'private', host };
  const [first] = addresses;
  return { ok: true, host, address: first!.address, family: first!.family === 6 ? 6 : 4 };
}

export type Lookup = (host: string) => Promise<{ address: string; family: number }[]>;
const defaultLookup: Lookup = (host) => dns.lookup(host, { all: true, verbatim: true });
