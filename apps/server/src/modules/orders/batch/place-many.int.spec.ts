import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { PlaceOrderData } from '@parcelhub/contracts';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { orderInput } from '../../../../test/factories/orders';
import type { Actor } from '../../../platform/auth/actor';
import { dataAccessOf } from '../../../platform/db/data-access';
import { rowsOf } from '../../../platform/db/rows';
import { DEMO_PASSWORD, seedDemo } from '../../../seed/demo';
import { products } from '../../products';
import { users } from '../../users';
import { jobActors } from './batch.actor';
import { batchSheet, usRow } from './test-support';

/**
 * Orders placed together (`placeMany`, what a spreadsheet batch calls a chunk at a time): one transaction writes
 * many orders, their charges and logs in a few statements, so what each order's own transaction guaranteed must
 * still hold: one order and one charge per reference, a ledger whose every line follows from the one before it,
 * and an order refused for itself without taking the others down.
 */
let t: TestApp;
let usExp: number;
let customer: Actor;
let customerToken: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(dataAccessOf(t.database));
  customerToken = await t.login('customer', DEMO_PASSWORD);
  [{ id: usExp }] = (await t.db.select({ id: products.id }).from(products).where(eq(products.code, 'US-EXP'))) as [
    { id: number },
  ];
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'customer'));
  customer = (await jobActors(t.app.services.users)(row!.id))!;
  const admin = await t.login('admin', DEMO_PASSWORD);
  const credit = await t.call('POST', '/api/finaWallet/adjust', {
    token: admin,
    body: { customerId: customer.accountId, direction: 'CREDIT', amount: '500000', reason: 'placeMany tests' },
  });
  expect(credit.status).toBe(200);
}, 120_000);
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const FELL_BACK = 'a chunk of orders failed as a whole: its orders are placed one by one';
/** The server's warnings that a chunk fell back to placing its orders one by one, from now on. */
const fallbacks = () => {
  const warn = vi.spyOn(t.app.log, 'warn');
  return () => warn.mock.calls.filter((c) => c[1] === FELL_BACK).map((c) => c[0] as { orders: number });
};

const placeMany = (inputs: unknown[]) =>
  t.app.services.orders.placeMany(customer, inputs as PlaceOrderData[], { source: 'API' }, 'en');
const balance = async () =>
  (await t.call('GET', '/api/finaWallet/mine', { token: customerToken })).body.obj.available as string;
const cents = (x: string | number) => Math.round(Number(x) * 100);
/** Orders whose reference number is like `pattern`, as any other connection sees them (committed only). */
const ordersLike = async (pattern: string) =>
  (await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from orders where reference_no like ${pattern}`))[0]!
    .n;

/** The customer's available-balance lines in posting order, with each entry's lines' sum. */
const availableLines = () =>
  rowsOf<{ entryId: number; amount: string; after: string; entrySum: string }>(
    t.db,
    sql`
      select l.entry_id as "entryId", l.amount::text as amount, l.balance_after::text as after,
             (select sum(x.amount) from journal_lines x where x.entry_id = l.entry_id)::text as "entrySum"
      from journal_lines l
      join ledger_accounts a on a.id = l.ledger_account_id
      where a.account_id = ${customer.accountId} and a.kind = 'AVAILABLE'
      order by l.entry_id, l.line_no`,
  );

describe('placeMany', () => {
  it('works its orders out at once and writes them at its turn; a turn that says no writes none', async () => {
    const before = await balance();
    let go!: (ok: boolean) => void;
    const turn = new Promise<boolean>((resolve) => (go = resolve));
    const placing = t.app.services.orders.placeMany(
      customer,
      [orderInput(usExp, { referenceNo: 'TURN-1' }), orderInput(usExp, { referenceNo: 'TURN-2' })] as PlaceOrderData[],
      { source: 'API', turn },
      'en',
    );
    const numbered = async () =>
      (
        await rowsOf<{ n: string }>(
          t.db,
          sql`select (last_value - (not is_called)::int)::text as n from order_number_seq`,
        )
      )[0]!.n;
    const numberedBefore = await numbered();
    await new Promise((r) => setTimeout(r, 300));
    const written = () => ordersLike('TURN-%');
    expect(await written()).toBe(0);
    // Where transactions run side by side (PostgreSQL) the two are already written, uncommitted, while the turn is
    // awaited (they took their numbers); on the embedded database nothing is written before the turn.
    const overlapped = dataAccessOf(t.database).concurrentTransactions;
    expect(BigInt(await numbered()) - BigInt(numberedBefore)).toBe(overlapped ? 2n : 0n);
    go(false);
    const outcomes = await placing;
    expect(outcomes.map((o) => 'error' in o && (o.error as { errorKey?: string }).errorKey)).toEqual([
      'WALLET_NOT_ENOUGH_BALANCE',
      'WALLET_NOT_ENOUGH_BALANCE',
    ]);
    expect(await written()).toBe(0);
    expect(await balance()).toBe(before);

    const later = t.app.services.orders.placeMany(
      customer,
      [orderInput(usExp, { referenceNo: 'TURN-1' })] as PlaceOrderData[],
      { source: 'API', turn: Promise.resolve(true) },
      'en',
    );
    expect('order' in (await later)[0]!).toBe(true);
    expect(await written()).toBe(1);
  });

  it('places every order it is given, each refused one for its own reason, and charges exactly the placed ones', async () => {
    const before = await balance();
    const outcomes = await placeMany([
      orderInput(usExp, { referenceNo: 'PM-1' }),
      orderInput(usExp, { referenceNo: 'PM-2', receiver: { ...orderInput(usExp).receiver, countryCode: 'ZZ' } }),
      orderInput(usExp, { referenceNo: 'PM-3' }),
    ]);
    expect('order' in outcomes[0]! && outcomes[0].order).toMatchObject({ referenceNo: 'PM-1', status: 'CREATED' });
    expect('error' in outcomes[1]! && outcomes[1].error).toMatchObject({ errorKey: 'ORDER_COUNTRY_UNKNOWN' });
    // PENDING: written by the chunk's transaction. US-EXP labels in the placement, so an order placed alone (the
    // fallback) would answer with its label made: this also fails if the chunk path is never taken.
    expect('order' in outcomes[2]! && outcomes[2].order).toMatchObject({ referenceNo: 'PM-3', labelStatus: 'PENDING' });
    expect(cents(before) - cents(await balance())).toBe(2 * cents('166.15'));
    const logs = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from order_logs l join orders o on o.id = l.order_id
          where o.reference_no in ('PM-1', 'PM-3') and l.action = 'PLACE'`,
    );
    expect(logs[0]!.n).toBe(2);
    // Their labels follow in the background.
    const id = 'order' in outcomes[2]! ? outcomes[2].order.id : 0;
    await expect
      .poll(
        async () => (await t.call('GET', `/api/order/detail/${id}`, { token: customerToken })).body.obj.labelStatus,
        { timeout: 15_000, interval: 100 },
      )
      .toBe('SUCCESS');
  });

  it('answers a reference placed before with its first order, and another body under it with the conflict', async () => {
    const before = await balance();
    const first = orderInput(usExp, { referenceNo: 'PM-1' });
    const [again] = await placeMany([first]);
    // The same body as PM-1 was placed with? No: orderInput draws nothing else at random, so it is the same body.
    expect('order' in again! && again.order.referenceNo).toBe('PM-1');
    const [other] = await placeMany([{ ...first, remark: 'changed' }]);
    expect('error' in other! && other.error).toMatchObject({ errorKey: 'ORDER_REFERENCE_USED' });
    expect(await balance()).toBe(before);
  });

  it('a later chunk written first and an earlier one priced alike both finish: neither waits on the other’s explanation', async () => {
    // A box no other test ships: an explanation not stored before, which both chunks store.
    const body = (referenceNo: string) =>
      orderInput(usExp, { referenceNo, boxes: [{ length: '41', width: '31', height: '21', weight: '4.321' }] });
    let release!: (ok: boolean) => void;
    const later = t.app.services.orders.placeMany(
      customer,
      [body('EXP-L1'), body('EXP-L2')] as PlaceOrderData[],
      { source: 'API', turn: new Promise<boolean>((resolve) => (release = resolve)) },
      'en',
    );
    // On PostgreSQL the later chunk has written its orders by now and waits for its turn, its transaction open.
    await new Promise((r) => setTimeout(r, 300));
    const earlier = await placeMany([body('EXP-E1')]);
    release(true);
    const outcomes = [...earlier, ...(await later)];
    expect(outcomes.map((o) => 'order' in o)).toEqual([true, true, true]);
    const keys = await rowsOf<{ n: number; stored: number }>(
      t.db,
      sql`select count(distinct o.explain_hash)::int as n, count(distinct e.hash)::int as stored
          from orders o left join fee_explanations e on e.hash = o.explain_hash where o.reference_no like 'EXP-%'`,
    );
    expect(keys).toEqual([{ n: 1, stored: 1 }]);
  }, 30_000);

  it('one reference twice in one call: the transaction fails on it and each order is placed alone, charged once', async () => {
    const before = await balance();
    const warned = fallbacks();
    const body = orderInput(usExp, { referenceNo: 'PM-TWICE' });
    const outcomes = await placeMany([body, body, orderInput(usExp, { referenceNo: 'PM-AFTER' })]);
    expect(warned()).toMatchObject([{ orders: 3 }]);
    const ids = outcomes.map((o) => ('order' in o ? o.order.id : null));
    expect(ids[0]).not.toBeNull();
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBeNull();
    expect(await ordersLike('PM-TWICE')).toBe(1);
    expect(cents(before) - cents(await balance())).toBe(2 * cents('166.15'));
  });

  it('a chunk whose write fails places each order alone only at its turn, and none when the turn says no', async () => {
    const before = await balance();
    const body = orderInput(usExp, { referenceNo: 'PM-TURN-TWICE' });
    const placed = () => ordersLike('PM-TURN-TWICE');
    const inTurn = (turn: Promise<boolean>) =>
      t.app.services.orders.placeMany(customer, [body, body] as PlaceOrderData[], { source: 'API', turn }, 'en');
    let go!: (ok: boolean) => void;
    const refused = inTurn(new Promise<boolean>((resolve) => (go = resolve)));
    // On PostgreSQL the early write has failed on the twin by now; nothing is placed before the turn.
    await new Promise((r) => setTimeout(r, 300));
    expect(await placed()).toBe(0);
    go(false);
    expect((await refused).map((o) => 'error' in o && (o.error as { errorKey?: string }).errorKey)).toEqual([
      'WALLET_NOT_ENOUGH_BALANCE',
      'WALLET_NOT_ENOUGH_BALANCE',
    ]);
    expect(await placed()).toBe(0);
    expect(await balance()).toBe(before);

    const outcomes = await inTurn(Promise.resolve(true));
    const ids = outcomes.map((o) => ('order' in o ? o.order.id : null));
    expect(ids[0]).not.toBeNull();
    expect(ids[1]).toBe(ids[0]);
    expect(await placed()).toBe(1);
    expect(cents(before) - cents(await balance())).toBe(cents('166.15'));
  });

  it('50 calls at once on a wallet that pays for only some, sharing references: no overdraft, one order and one charge per reference', async () => {
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'customer2'));
    const other = (await jobActors(t.app.services.users)(row!.id))!;
    const token = await t.login('customer2', DEMO_PASSWORD);
    const wallet = async () => (await t.call('GET', '/api/finaWallet/mine', { token })).body.obj.available as string;
    const start = await wallet();
    // Call i places references C50-i and C50-(i+1): every reference is sent by two calls at once.
    const calls = Array.from({ length: 50 }, (_, i) =>
      t.app.services.orders.placeMany(
        other,
        [i, (i + 1) % 50].map((n) => orderInput(usExp, { referenceNo: `C50-${n}` })) as PlaceOrderData[],
        { source: 'API' },
        'en',
      ),
    );
    const outcomes = (await Promise.all(calls)).flat();
    for (const o of outcomes)
      if ('error' in o)
        expect(['WALLET_NOT_ENOUGH_BALANCE', 'ORDER_REFERENCE_USED']).toContain(
          (o.error as { errorKey?: string }).errorKey,
        );
    const placed = await rowsOf<{ ref: string; fee: string; charges: number }>(
      t.db,
      sql`select o.reference_no as ref, o.fee_total::text as fee,
            (select count(*)::int from journal_entries e where e.order_id = o.id and e.type = 'ORDER_CHARGE') as charges
          from orders o where o.account_id = ${other.accountId} and o.reference_no like 'C50-%'`,
    );
    expect(new Set(placed.map((p) => p.ref)).size).toBe(placed.length);
    expect(placed.every((p) => p.charges === 1)).toBe(true);
    // 2,000.00 at 170.28 an order pays for 11 of the 50 references.
    expect(placed).toHaveLength(11);
    const end = await wallet();
    expect(cents(end)).toBeGreaterThanOrEqual(0);
    expect(cents(start) - cents(end)).toBe(placed.reduce((sum, p) => sum + cents(p.fee), 0));
    // Every answer names an order that exists: none was answered and then rolled back.
    const ids = new Set(outcomes.flatMap((o) => ('order' in o ? [o.order.referenceNo] : [])));
    expect([...ids].sort()).toEqual(placed.map((p) => p.ref).sort());
  }, 120_000);

  it('a spreadsheet of 600 orders (three chunks) leaves a ledger whose every balance follows from the line before', async () => {
    const before = await balance();
    const rows = Array.from({ length: 600 }, (_, i) => usRow(`CHAIN-${i}`));
    const warned = fallbacks();
    const up = await t.upload('/api/order/batch/import', await batchSheet(rows), {
      token: customerToken,
      name: 'chain.xlsx',
      lang: 'en',
    });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    await t.taskEnded(customerToken, up.body.obj.taskId);
    const batch = (await t.call('GET', `/api/order/batch/detail/${up.body.obj.batchId}`, { token: customerToken })).body
      .obj;
    expect(batch).toMatchObject({ status: 'COMPLETED', successCount: 600, failureCount: 0 });
    expect(cents(before) - cents(await balance())).toBe(cents(batch.feeTotal));

    const lines = await availableLines();
    for (let i = 1; i < lines.length; i++)
      expect(cents(lines[i]!.after), `line ${i}`).toBe(cents(lines[i - 1]!.after) + cents(lines[i]!.amount));
    expect(lines.every((l) => cents(l.entrySum) === 0)).toBe(true);
    expect(lines.at(-1)!.after).toBe(await balance());
    const charges = await rowsOf<{ n: number; orders: number }>(
      t.db,
      sql`select count(*)::int as n, count(distinct e.order_id)::int as orders from journal_entries e
          join orders o on o.id = e.order_id where o.reference_no like 'CHAIN-%' and e.type = 'ORDER_CHARGE'`,
    );
    expect(charges[0]).toEqual({ n: 600, orders: 600 });
    // Written by its three chunks, a transaction each (their orders share its start time), not one by one: a chunk
    // whose statement fails places each order alone, slowly and silently, and every outcome above would still hold.
    const written = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(distinct created_at)::int as n from orders where reference_no like 'CHAIN-%'`,
    );
    expect(written[0]!.n).toBe(3);
    expect(warned()).toEqual([]);
  }, 120_000);
});
