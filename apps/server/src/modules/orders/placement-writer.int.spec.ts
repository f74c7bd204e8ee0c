import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers/test-app';
import { demoTestApp } from '../../../test/helpers/demo-app';
import { orderInput } from '../../../test/factories/orders';

// Placements arriving together are written by one transaction (placement-writer.ts): what each caller gets, what
// each wallet pays and what the operation log says must be what they would have been one at a time.
describe('placements written together', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let usExp: number;

  beforeAll(async () => {
    ({ t, usExp } = await demoTestApp(['customer', 'customer-sub', 'customer2'], tokens));
  });
  afterAll(() => t.close());

  const place = (who: string, referenceNo: string) =>
    t.call('POST', '/api/order/place', { token: tokens[who], body: orderInput(usExp, { referenceNo }), lang: 'en' });
  const balance = async (who: string) =>
    Number((await t.call('GET', '/api/finaWallet/mine', { token: tokens[who] })).body.obj.available);
  const rows = async <R>(query: ReturnType<typeof sql>) =>
    ((await t.db.execute(query)) as unknown as { rows: R[] }).rows;
  /** How many transactions wrote these orders' charges (rows one transaction wrote share its xmin). */
  const chargeTransactions = async (ids: number[]) =>
    Number(
      (
        await rows<{ n: string }>(sql`select count(distinct xmin::text)::text as n from journal_entries
          where order_id = any(${`{${ids.join(',')}}`}::int[])`)
      )[0]!.n,
    );

  it('thirty at once from three users of two customers: grouped, each charged its own, each logged as its placer', async () => {
    const before = { customer: await balance('customer'), customer2: await balance('customer2') };
    const who = ['customer', 'customer-sub', 'customer2'];
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => place(who[i % 3]!, `GROUP-${i}`)));
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
    expect(answers.map((a) => a.body.obj.referenceNo)).toEqual(Array.from({ length: 30 }, (_, i) => `GROUP-${i}`));
    expect(answers.every((a) => a.body.obj.labelStatus === 'SUCCESS')).toBe(true);
    const ids = answers.map((a) => a.body.obj.id as number);
    expect(new Set(ids).size).toBe(30);
    expect(await chargeTransactions(ids)).toBeLessThan(30);

    // customer and customer-sub share one wallet: 20 x 166.15; customer2 pays the default package, 10 x 170.28.
    expect(before.customer - (await balance('customer'))).toBeCloseTo(20 * 166.15, 2);
    expect(before.customer2 - (await balance('customer2'))).toBeCloseTo(10 * 170.28, 2);

    // The log names who placed each order and whose it is, as a placement on its own would.
    const logged = await rows<{ record: string; user_id: number; account_id: number; created_by: number; acc: number }>(
      sql`select l.record_id::text as record, l.user_id, l.account_id, o.created_by, o.account_id as acc
          from operation_log l join orders o on o.id = l.record_id
          where l.table_name = 'orders' and l.action = 'INSERT' and o.reference_no like 'GROUP-%'`,
    );
    expect(logged).toHaveLength(30);
    for (const l of logged) expect([l.user_id, l.account_id]).toEqual([l.created_by, l.acc]);
    expect(new Set(logged.map((l) => l.user_id)).size).toBe(3);
    const charges = await rows<{ user_id: number; actor: number }>(
      sql`select l.user_id, e.actor_user_id as actor from operation_log l join journal_entries e on e.id = l.record_id
          where l.table_name = 'journal_entries' and l.action = 'INSERT'
            and e.order_id = any(${`{${ids.join(',')}}`}::int[])`,
    );
    expect(charges).toHaveLength(30);
    for (const c of charges) expect(c.user_id).toBe(c.actor);
  });

  it('a customer whose wallet runs out in a group: its first orders placed, the rest refused, the others untouched', async () => {
    // Leave customer2 the price of one parcel and a bit.
    const spare = (await balance('customer2')) - 250;
    const fill = Math.floor(spare / 170.28);
    for (let i = 0; i < fill; i++) expect((await place('customer2', `FILL-${i}`)).status).toBe(200);
    const left = await balance('customer2');
    expect(left).toBeGreaterThanOrEqual(170.28);
    expect(left).toBeLessThan(2 * 170.28);
    const before = await balance('customer');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => place(i % 2 ? 'customer2' : 'customer', `SHORT-${i}`)),
    );
    const mine = answers.filter((_, i) => i % 2 === 0);
    const theirs = answers.filter((_, i) => i % 2 === 1);
    expect(mine.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(theirs.filter((a) => a.status === 200)).toHaveLength(1);
    expect(new Set(theirs.filter((a) => a.status !== 200).map((a) => [a.status, a.body.msg].join(' ')))).toEqual(
      new Set(['409 Sorry, not enough balance']),
    );
    expect(before - (await balance('customer'))).toBeCloseTo(6 * 166.15, 2);
    expect(await balance('customer2')).toBeCloseTo(left - 170.28, 2);
    const placed = await rows<{ n: string }>(
      sql`select count(*)::text as n from orders where reference_no like 'SHORT-%'`,
    );
    expect(placed[0]!.n).toBe('7');
    // Written together (a group failing falls back to one at a time, which would hide a wrong group).
    const ids = answers.filter((a) => a.status === 200).map((a) => a.body.obj.id as number);
    expect(await chargeTransactions(ids)).toBeLessThan(7);
  });

  it('the same reference twice in one group: one order, both answered with it, one charge; the others placed', async () => {
    const before = await balance('customer');
    const answers = await Promise.all([
      place('customer', 'TWIN-1'),
      place('customer-sub', 'TWIN-OTHER-1'),
      place('customer', 'TWIN-1'),
      place('customer-sub', 'TWIN-OTHER-2'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers[0]!.body.obj.id).toBe(answers[2]!.body.obj.id);
    // customer-sub's two and TWIN-1 once, from the wallet the two users share (customer2 has run dry above).
    expect(before - (await balance('customer'))).toBeCloseTo(3 * 166.15, 2);
    const twins = await rows<{ n: string }>(sql`select count(*)::text as n from orders where reference_no = 'TWIN-1'`);
    expect(twins[0]!.n).toBe('1');
  });
});
