import { describe, expect, it } from 'vitest';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { createUser } from '../../../test/factories/users';
import { AppError } from '../../platform/http/app-error';
import { Dec } from './ledger';
import type { PostRequest } from './posting';
import { customerLedger, fund, ledgerDrift, ledgerApp } from './test-support';
import { journalEntries, journalLines } from './wallet.tables';

// Several movements of one customer at once (a spreadsheet batch's charges): how many the balance pays for, and
// writing them together, on a real database.
const app = ledgerApp();

const customer = async () => (await createUser(app.t.db)).id;
const charge = (amount: string) => ({ type: 'ORDER_CHARGE' as const, amount: new Dec(amount) });
const request = (customerId: number, key: string, amount: string, orderId?: number): PostRequest => ({
  customerId,
  key,
  movement: charge(amount),
  orderId: orderId ?? null,
  orderNo: orderId ? `PH${orderId}` : null,
  remark: 'batch',
  actorUserId: customerId,
});
const errorKey = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: unknown) => (e instanceof AppError ? e.errorKey : `unexpected: ${String(e)}`),
  );
const entriesLike = (prefix: string) =>
  app.t.db
    .select()
    .from(journalEntries)
    .where(like(journalEntries.idempotencyKey, `${prefix}%`));
const setCreditLimit = (c: number, limit: string) =>
  app.t.db.execute(sql`
    update ledger_balances set credit_limit = ${limit} where ledger_account_id =
      (select id from ledger_accounts where account_id = ${c} and kind = 'AVAILABLE')`);

describe('affordable: how many movements, in order, the balance pays for', () => {
  it('counts the prefix up to the first the balance cannot pay, even when a later one would fit', async () => {
    const c = await customer();
    await fund(app.ledger.poster, c, '100.00');
    expect(await app.ledger.poster.affordable(c, ['30.00', '30.00', '30.00', '30.00'].map(charge))).toBe(3);
    expect(await app.ledger.poster.affordable(c, ['60.00', '50.00', '1.00'].map(charge))).toBe(1);
    expect(await app.ledger.poster.affordable(c, ['100.00', '0.01'].map(charge))).toBe(1);
    expect(await app.ledger.poster.affordable(c, ['100.01'].map(charge))).toBe(0);
    expect(await app.ledger.poster.affordable(c, [])).toBe(0);
    // A credit in the sequence pays for what follows it.
    const refund = { type: 'REFUND' as const, amount: new Dec('50.00') };
    expect(await app.ledger.poster.affordable(c, [charge('100.00'), refund, charge('50.00'), charge('0.01')])).toBe(3);
    // Counting moved nothing.
    expect(await customerLedger(app.t.db, c)).toEqual({ lines: '100.00', balance: '100.00', entries: 1 });
  });

  it('counts down to minus the credit limit, and opens a new customer’s accounts at zero', async () => {
    const c = await customer();
    expect(await app.ledger.poster.affordable(c, [charge('0.01')])).toBe(0);
    expect(await app.ledger.api.balanceOf(c)).toMatchObject({ available: '0.00' });
    await setCreditLimit(c, '25.00');
    expect(await app.ledger.poster.affordable(c, ['10.00', '15.00', '0.01'].map(charge))).toBe(2);
    expect(await app.ledger.api.affordableCharges(c, ['25.00', '0.01'])).toBe(1);
  });

  it('knows only customer main accounts, and refuses amounts that are not money', async () => {
    expect(await errorKey(app.ledger.poster.affordable(2 ** 31, [charge('1.00')]))).toBe('WALLET_NOT_FOUND');
    await expect(app.ledger.poster.affordable(2 ** 31, [charge('1.00')])).rejects.toMatchObject({
      params: { id: 2 ** 31 },
    });
    expect(await errorKey(app.ledger.poster.affordable(1.5, [charge('1.00')]))).toBe('WALLET_NOT_FOUND');
    const c = await customer();
    expect(await errorKey(app.ledger.api.affordableCharges(c, ['1.001']))).toBe('WALLET_AMOUNT_INVALID');
    expect(await errorKey(app.ledger.api.affordableCharges(c, ['-1.00']))).toBe('WALLET_AMOUNT_INVALID');
  });
});

describe('postMany: one entry per movement, written together', () => {
  it('writes each entry balanced, each customer line with the balance after it, and moves the balances once', async () => {
    const c = await customer();
    await fund(app.ledger.poster, c, '100.00');
    const reqs = [
      request(c, `many:${c}:1`, '30.00', 11),
      request(c, `many:${c}:2`, '12.50', 12),
      request(c, `many:${c}:3`, '7.25', 13),
    ];
    const results = await app.ledger.poster.postMany(reqs);
    expect(results).toEqual(reqs.map(() => ({ entryId: expect.any(Number), replayed: false })));
    expect(new Set(results.map((r) => r.entryId)).size).toBe(3);

    const entries = await app.t.db
      .select()
      .from(journalEntries)
      .where(
        inArray(
          journalEntries.id,
          results.map((r) => r.entryId),
        ),
      )
      .orderBy(journalEntries.id);
    expect(entries.map((e) => [e.idempotencyKey, e.type, e.accountId, e.amount, e.orderId, e.orderNo])).toEqual([
      [`many:${c}:1`, 'ORDER_CHARGE', c, '-30.00', 11, 'PH11'],
      [`many:${c}:2`, 'ORDER_CHARGE', c, '-12.50', 12, 'PH12'],
      [`many:${c}:3`, 'ORDER_CHARGE', c, '-7.25', 13, 'PH13'],
    ]);
    expect(entries.every((e) => e.remark === 'batch' && e.actorUserId === c)).toBe(true);
    for (const [i, r] of results.entries()) {
      const lines = await app.t.db
        .select()
        .from(journalLines)
        .where(eq(journalLines.entryId, r.entryId))
        .orderBy(journalLines.lineNo);
      const amount = ['30.00', '12.50', '7.25'][i]!;
      const after = ['70.00', '57.50', '50.25'][i]!;
      expect(lines.map((l) => [l.lineNo, l.amount, l.balanceAfter])).toEqual([
        [1, `-${amount}`, after],
        [2, amount, null],
      ]);
    }
    expect(await app.ledger.api.balanceOf(c)).toMatchObject({ available: '50.25' });
    expect(await customerLedger(app.t.db, c)).toEqual({ lines: '50.25', balance: '50.25', entries: 4 });
    expect(await ledgerDrift(app.t.db)).toEqual({ accounts: [], entries: [], belowFloor: [] });
  });

  it('the service charges the same way: chargeMany', async () => {
    const c = await customer();
    await fund(app.ledger.poster, c, '20.00');
    const results = await app.ledger.api.chargeMany(
      ['5.00', '6.00'].map((amount, i) => ({
        accountId: c,
        amount,
        key: `svc:${c}:${i}`,
        type: 'ORDER_CHARGE' as const,
        orderId: 100 + i,
        orderNo: `PH${100 + i}`,
        actorUserId: c,
      })),
    );
    expect(results.map((r) => r.replayed)).toEqual([false, false]);
    expect(await app.ledger.api.balanceOf(c)).toMatchObject({ available: '9.00' });
    expect((await entriesLike(`svc:${c}:`)).map((e) => e.amount).sort()).toEqual(['-5.00', '-6.00']);
  });

  it('all or nothing: a movement past the floor refuses the whole call and writes nothing', async () => {
    const c = await customer();
    await fund(app.ledger.poster, c, '50.00');
    const reqs = ['20.00', '20.00', '20.00'].map((a, i) => request(c, `over:${c}:${i}`, a));
    expect(await errorKey(app.ledger.poster.postMany(reqs))).toBe('WALLET_NOT_ENOUGH_BALANCE');
    expect(await entriesLike(`over:${c}:`)).toHaveLength(0);
    expect(await customerLedger(app.t.db, c)).toEqual({ lines: '50.00', balance: '50.00', entries: 1 });
    // The prefix affordable() counts always goes through.
    const fit = await app.ledger.poster.affordable(
      c,
      reqs.map((r) => r.movement),
    );
    expect(fit).toBe(2);
    await app.ledger.poster.postMany(reqs.slice(0, fit));
    expect(await app.ledger.api.balanceOf(c)).toMatchObject({ available: '10.00' });
  });

  it('refuses one key twice in a call and bad keys, writing nothing', async () => {
    const a = await customer();
    const b = await customer();
    await fund(app.ledger.poster, a, '100.00');
    await fund(app.ledger.poster, b, '100.00');
    await expect(
      app.ledger.poster.postMany([request(a, `twice:${a}`, '1.00'), request(a, `twice:${a}`, '1.00')]),
    ).rejects.toMatchObject({ errorKey: 'WALLET_KEY_CONFLICT', params: { key: `twice:${a}` } });
    expect(
      await errorKey(app.ledger.poster.postMany([request(a, `two:${a}`, '1.00'), request(b, `two:${a}`, '1.00')])),
    ).toBe('WALLET_KEY_CONFLICT');
    expect(await errorKey(app.ledger.poster.postMany([request(a, '', '1.00')]))).toBe('WALLET_KEY_INVALID');
    expect(await errorKey(app.ledger.poster.postMany([request(2 ** 31, `big:${a}`, '1.00')]))).toBe('WALLET_NOT_FOUND');
    expect(await entriesLike(`twice:${a}`)).toHaveLength(0);
    expect(await entriesLike(`two:`)).toHaveLength(0);
    expect(await app.ledger.api.balanceOf(a)).toMatchObject({ available: '100.00' });
    expect(await app.ledger.poster.postMany([])).toEqual([]);
  });

  it('several customers in one call (a group of placements): each its own floor, shared platform rows summed', async () => {
    // Customers whose ids differ by the shard count share the platform's revenue row (platformShardOf).
    const a = await customer();
    let b = await customer();
    while ((b - a) % 8 !== 0) b = await customer();
    const c = await customer();
    for (const id of [a, b, c]) await fund(app.ledger.poster, id, '10.00');
    const revenue = async () =>
      (await app.t.db.execute(sql`select coalesce(sum(balance), 0)::text as total from ledger_balances
        where ledger_account_id = (select id from ledger_accounts where account_id is null and kind = 'REVENUE')`)) as unknown as {
        rows: { total: string }[];
      };
    const before = (await revenue()).rows[0]!.total;
    expect(
      await app.ledger.poster.affordableOf([
        { customerId: a, movements: ['6.00', '4.00', '0.01'].map(charge) },
        { customerId: b, movements: ['10.01'].map(charge) },
        { customerId: c, movements: [] },
      ]),
    ).toEqual([2, 0, 0]);
    // Interleaved: a's lines carry a's balance on, b's carry b's, whatever lies between them.
    const reqs = [
      request(a, `many:${a}:1`, '6.00'),
      request(b, `many:${b}:1`, '7.00'),
      request(c, `many:${c}:1`, '1.00'),
    ];
    reqs.push(request(a, `many:${a}:2`, '4.00'), request(b, `many:${b}:2`, '3.00'));
    const results = await app.ledger.poster.postMany(reqs);
    expect(results.every((r) => !r.replayed)).toBe(true);
    expect(await app.ledger.api.balanceOf(a)).toMatchObject({ available: '0.00' });
    expect(await app.ledger.api.balanceOf(b)).toMatchObject({ available: '0.00' });
    expect(await app.ledger.api.balanceOf(c)).toMatchObject({ available: '9.00' });
    expect(new Dec((await revenue()).rows[0]!.total).minus(before).toFixed(2)).toBe('21.00');
    const after = await app.t.db
      .select({ key: journalEntries.idempotencyKey, after: journalLines.balanceAfter })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
      .where(
        inArray(
          journalEntries.idempotencyKey,
          reqs.map((r) => r.key),
        ),
      );
    expect(after.filter((l) => l.after !== null).sort((x, y) => x.key.localeCompare(y.key))).toEqual(
      [
        { key: `many:${a}:1`, after: '4.00' },
        { key: `many:${a}:2`, after: '0.00' },
        { key: `many:${b}:1`, after: '3.00' },
        { key: `many:${b}:2`, after: '0.00' },
        { key: `many:${c}:1`, after: '9.00' },
      ].sort((x, y) => x.key.localeCompare(y.key)),
    );
    // One customer past its floor refuses the whole call, the others' included.
    expect(
      await errorKey(
        app.ledger.poster.postMany([request(c, `many:${c}:2`, '1.00'), request(a, `many:${a}:3`, '0.01')]),
      ),
    ).toBe('WALLET_NOT_ENOUGH_BALANCE');
    expect(await entriesLike(`many:${c}:2`)).toHaveLength(0);
    expect(await ledgerDrift(app.t.db)).toEqual({ accounts: [], entries: [], belowFloor: [] });
  });

  it('a key used before is answered as post answers it: replayed for the same movement, 409 for another', async () => {
    const c = await customer();
    await fund(app.ledger.poster, c, '100.00');
    const first = await app.ledger.poster.post(request(c, `used:${c}:1`, '10.00'));
    const results = await app.ledger.poster.postMany([
      request(c, `used:${c}:1`, '10.00'),
      request(c, `used:${c}:2`, '15.00'),
    ]);
    expect(results[0]).toEqual({ entryId: first.entryId, replayed: true });
    expect(results[1]).toEqual({ entryId: expect.any(Number), replayed: false });
    expect(await app.ledger.api.balanceOf(c)).toMatchObject({ available: '75.00' });
    expect(
      await errorKey(
        app.ledger.poster.postMany([request(c, `used:${c}:1`, '99.00'), request(c, `used:${c}:3`, '1.00')]),
      ),
    ).toBe('WALLET_KEY_CONFLICT');
    expect(await entriesLike(`used:${c}:3`)).toHaveLength(0);
    expect(await app.ledger.api.balanceOf(c)).toMatchObject({ available: '75.00' });
  });

  it('50 calls at once, each of 5 charges of 1.00, on 52.00: whole calls only, never past zero, no drift', async () => {
    const c = await customer();
    await fund(app.ledger.poster, c, '52.00');
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, call) =>
        errorKey(
          app.ledger.poster.postMany(Array.from({ length: 5 }, (_, i) => request(c, `race:${c}:${call}:${i}`, '1.00'))),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'resolved')).toHaveLength(10);
    expect(outcomes.filter((o) => o === 'WALLET_NOT_ENOUGH_BALANCE')).toHaveLength(40);
    expect(await entriesLike(`race:${c}:`)).toHaveLength(50);
    expect(await app.ledger.api.balanceOf(c)).toMatchObject({ available: '2.00' });
    expect(await customerLedger(app.t.db, c)).toEqual({ lines: '2.00', balance: '2.00', entries: 51 });
    expect(await ledgerDrift(app.t.db)).toEqual({ accounts: [], entries: [], belowFloor: [] });
  });
});
