import { createHash } from 'node:crypto';

/*
 * Prepared statements for the writes a server repeats (a placement's order insert, its ledger entry, a label's
 * outcome), so PostgreSQL parses and plans each once per connection instead of at every call: a third of a
 * placement's database CPU went there (docs/decisions-2.md, 75). Only writes and locking reads are prepared; their plans
 * do not depend on the values, where a list page's may (a generic plan could serve one filter badly).
 *
 * A statement is prepared once it has been sent HOT_AFTER times by this process, on each connection at its first use
 * there, up to MAX_PER_CONNECTION a connection. Two ways, in two name spaces: a statement the driver sends with its
 * parameters gets a protocol name (node-postgres prepares it itself); one that travels written into a message of
 * several (`actor-session.ts`) is PREPAREd in a message of its own first and run there as EXECUTE with its values.
 */

const HOT_AFTER = 3;
const MAX_PER_CONNECTION = 200;
const MAX_TEXTS = 5_000;

const CACHEABLE = [
  /^\s*(?:insert|update|delete|merge)\b/i,
  /^\s*with\b[\s\S]*\b(?:insert|update|delete|merge)\b/i,
  /\bfor\s+(?:no\s+key\s+)?update\b|\bfor\s+(?:key\s+)?share\b/i,
];

/** Uses of each statement text so far (and its name once hot); the texts whose PREPARE failed (never tried again). */
const uses = new Map<string, { n: number; name: string | null }>();
const unpreparable = new Set<string>();

/** Per connection: the protocol names and the PREPAREd names it holds. */
const held = new WeakMap<object, { protocol: Set<string>; sql: Set<string> }>();

function heldBy(client: object) {
  let h = held.get(client);
  if (!h) held.set(client, (h = { protocol: new Set(), sql: new Set() }));
  return h;
}

/** The statement's name base once it is hot and worth preparing; null before. Counts this use. */
function hotName(text: string): string | null {
  const known = uses.get(text);
  if (known?.name) return unpreparable.has(text) ? null : known.name;
  if (known) {
    if (++known.n >= HOT_AFTER) known.name = createHash('sha1').update(text).digest('hex').slice(0, 24);
    return known.name;
  }
  if (uses.size >= MAX_TEXTS) return null;
  // A text that is not a write or a lock is remembered as never hot, so it is classified once.
  uses.set(text, { n: CACHEABLE.some((re) => re.test(text)) ? 1 : -Infinity, name: null });
  return null;
}

/**
 * The query with a protocol name when its statement is hot and the connection has room (or holds it already);
 * otherwise the query as it was. A query that has a name keeps it.
 */
export function namedForProtocol(client: object, q: unknown, text: string): unknown {
  if (typeof q === 'object' && q !== null && 'name' in q && (q as { name?: unknown }).name) return q;
  const base = hotName(text);
  if (!base) return q;
  const name = `php_${base}`;
  const h = heldBy(client);
  if (!h.protocol.has(name)) {
    if (h.protocol.size >= MAX_PER_CONNECTION) return q;
    h.protocol.add(name);
  }
  return typeof q === 'string' ? { text: q, name } : { ...(q as object), name };
}

/**
 * The name under which this hot statement is PREPAREd on this connection (preparing it now, in a message of its
 * own, at its first use here); null when it is not hot yet, the connection has no room, or PREPARE failed.
 */
export async function preparedForSql(
  client: object,
  send: (text: string) => Promise<unknown>,
  text: string,
): Promise<string | null> {
  const base = hotName(text);
  if (!base) return null;
  const name = `phx_${base}`;
  const h = heldBy(client);
  if (h.sql.has(name)) return name;
  if (h.sql.size >= MAX_PER_CONNECTION) return null;
  try {
    await send(`prepare ${name} as ${text}`);
  } catch {
    unpreparable.add(text);
    return null;
  }
  h.sql.add(name);
  return name;
}

/** EXECUTE of a prepared statement with its values as literals. */
export const executeStatement = (name: string, literals: readonly string[]): string =>
  literals.length === 0 ? `execute ${name}` : `execute ${name}(${literals.join(', ')})`;
