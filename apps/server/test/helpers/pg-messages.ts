import pg from 'pg';

/**
 * The messages every pg client sends while `fn` runs (PostgreSQL tests): each query's text, after its protocol name
 * and a bar when it has one (`php_…|update …`).
 */
export async function pgMessages(fn: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, q: unknown, ...rest: unknown[]) {
    if (typeof q === 'string') sent.push(q);
    else {
      const { name, text } = q as { name?: unknown; text?: unknown };
      sent.push(name ? `${String(name)}|${String(text)}` : String(text));
    }
    return (query as (...a: unknown[]) => unknown).call(this, q, ...rest);
  } as typeof query;
  try {
    await fn();
  } finally {
    pg.Client.prototype.query = query;
  }
  return sent;
}
