import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import type { TestApp } from '../../../test/helpers/test-app';
import { demoTestApp } from '../../../test/helpers/demo-app';
import { orderInput } from '../../../test/factories/orders';
import { migrationsFolder } from '../../platform/db/migrate';
import { rowsOf } from '../../platform/db/rows';
import { orders } from './orders.tables';

/** The database's code for an error thrown through drizzle (its cause holds the driver's). */
const codeOf = (err: unknown) => {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code) return e.code;
  return null;
};

describe("an order's fee explanation key names a stored explanation", () => {
  let t: TestApp;
  let token: string;
  let id: number;

  beforeAll(async () => {
    const tokens: Record<string, string> = {};
    let usExp: number;
    ({ t, usExp } = await demoTestApp(['customer'], tokens));
    token = tokens.customer!;
    for (const ref of ['FK-1', 'FK-2']) {
      const res = await t.call('POST', '/api/order/place', { token, body: orderInput(usExp, { referenceNo: ref }) });
      expect(res.status).toBe(200);
      if (ref === 'FK-1') id = res.body.obj.id;
    }
  });
  afterAll(() => t.close());

  const keyOf = async () => (await t.db.select({ k: orders.explainHash }).from(orders).where(eq(orders.id, id)))[0]!.k;

  it('is refused by the database when it names none', async () => {
    const err = await t.db
      .update(orders)
      .set({ explainHash: 'f'.repeat(32) })
      .where(eq(orders.id, id))
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(codeOf(err)).toBe('23503');
    expect(await keyOf()).toMatch(/^[0-9a-f]{32}$/);
  });

  it('migration 0031 lets go of a key naming nothing (written before the fix), then holds it so', async () => {
    const [script] = fs.readdirSync(migrationsFolder()).filter((f) => f.startsWith('0031_'));
    const statements = fs
      .readFileSync(path.join(migrationsFolder(), script!), 'utf8')
      .split('--> statement-breakpoint');
    const kept = await keyOf();
    await t.db.execute(sql.raw('alter table orders drop constraint orders_explain_hash_fee_explanations_hash_fk'));
    await t.db
      .update(orders)
      .set({ explainHash: 'f'.repeat(32) })
      .where(eq(orders.id, id));
    for (const statement of statements) await t.db.execute(sql.raw(statement));
    expect(await keyOf()).toBeNull();
    // The twin priced alike keeps the same key, and the detail of the one let go answers without an explanation.
    const twin = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from orders where explain_hash = ${kept} and reference_no = 'FK-2'`,
    );
    expect(twin).toEqual([{ n: 1 }]);
    const detail = await t.call('GET', `/api/order/detail/${id}`, { token });
    expect(detail.status).toBe(200);
    expect(detail.body.obj.explain).toBeNull();
    await expect(
      t.db
        .update(orders)
        .set({ explainHash: 'e'.repeat(32) })
        .where(eq(orders.id, id)),
    ).rejects.toThrow();
  });
});
