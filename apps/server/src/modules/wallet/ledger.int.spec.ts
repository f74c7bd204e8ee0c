import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createUser } from '../../../test/factories/users';
import { AppError } from '../../platform/http/app-error';
import { customerLedger, fund, ledgerDrift, ledgerApp } from './test-support';
import { journalEntries, journalLines } from './wallet.tables';

// The service other modules call (charge, refund, balanceOf) and the poster behind it, on a real database.
const app = ledgerApp();

const customer = async () => (await createUser(app.t.db)).id;
/** The code and constraint of a database error, whether drizzle wrapped it (a statement) or not (a commit). */
const dbError = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } }) => {
      const err = e.cause?.code ? e.cause : e;
      return { code: err.code, constraint: err.constraint };
    },
  );
const errorKey = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (e: unknown) => (e instanceof AppError ? e.errorKey : String(e)),
  );
const entriesOf = (key: string) => app.t.db.select().from(journalEntries).where(eq(journalEntries.idempotencyKey, key));
const charge = (
  accountId: number,
  amount: string,
  key: string,
  type: 'ORDER_CHARGE' | 'WEIGHT_ADJUSTMENT' = 'ORDER_CHARGE',
) => app.ledger.api.charge({ accountId, amount, key, type });

describe('charge and refund', () => {
  it('debits the available balance as one balanced entry, with the balance after it on the line', async () => {
    const c = await customer();
    await fund(app.ledger.poster, c, '100.00');
    const res = await app.ledger.api.charge({
      accountId: c,
      amount: '12.5',
      key: `order:${c}:charge`,
      type: 'ORDER_CHARGE',
      orderId: 7,
      orderNo: 'PH0007',
      remark: 'US Express',
      actorUserId: c,
    });
    expect(res).toEqual({ entryId: expect.any(Number), replayed: false });
    expect(await app.ledger.api.balanceOf(c)).toEqual({
      currency: 'CNY',
      available: '87.50',
      deposit: '0.00',
      creditLimit: '0.00',
    });
    const [entry] = await app.t.db.select().from(journalEntries).where(eq(journalEntries.id, res.entryId));
    expect(entry).toMatchObject({
      type: 'ORDER_CHARGE',
      accountId: c,
      amount: '-12.50',
      orderId: 7,
      orderNo: 'PH0007',
      remark: 'US Express',
      actorUserId: c,
    });
    const lines = await app.t.db
      .select()
      .from(journalLines)
      .where(eq(journalLines.entryId, res.entryId))
      .orderBy(journalLines.lineNo);
    expect(lines.map((l) => [l.lineNo, l.amount, l.balanceAfter])).toEqual([
      [1, '-12.50', '87.50'],
      [2, '12.50', null],
    ]);
    expect(await customerLedger(app.t.db, c)).toEqual({ lines: '87.50', balance: '87.50', entries: 2 });
  });

  it('refunds (REFUND and WEIGHT_ADJUSTMENT) and charges a weight adjustment', async () => {
    const c = await customer();
    await fund(app.ledger.poster, c, '50.00');
    await charge(c, '20.00', `o:${c}:1`);
    await app.ledger.api.refund({ accountId: c, amount: '20.00', key: `o:${c}:1:refund`, type: 'REFUND' });
    await charge(c, '3.10', `o:${c}:2:weight`, 'WEIGHT_ADJUSTMENT');
    await app.ledger.api.refund({ accountId: c, amount: '1.05', key: `o:${c}:3:weight`, type: 'WEIGHT_ADJUSTMENT' });
    expect((await app.ledger.api.balanceOf(c)).available).toBe('47.95');
    const types = await app.t.db
      .select({ type: journalEntries.type, amount: journalEntries.amount })
      .from(journalEntries)
      .where(eq(journalEntries.accountId, c))
      .orderBy(journalEntries.id);
    expect(types).toEqual([
      { type: 'RECHARGE', amount: '50.00' },
      { type: 'ORDER_CHARGE', amount: '-20.00' },
      { type: 'REFUND', amount: '20.00' },
      { type: 'WEIGHT_ADJUSTMENT', amount: '-3.10' },
      { type: 'WEIGHT_ADJUSTMENT', amount: '1.05' },
    ]);
    expect(await ledgerDrift(app.t.db)).toEqual({ accounts: [], entries: [], belowFloor: [] });
  });

  it('answers a replay of the same key and movement with the first entry, and posts nothing', async () => {
    const c = await customer();
    await fund(app.ledger.poster, c, '30.00');
    const first = await charge(c, '10.00', `replay:${c}`);
    const again = await charge(c, '10', `replay:${c}`);
    expect(again).toEqual({ entryId: first.entryId, replayed: true });
    expect((await app.ledger.api.balanceOf(c)).available).toBe('20.00');
    expect(await entriesOf(`replay:${c}`)).toHaveLength(1);
    // A replay is answered even once the money is gone: it charges nothing.
    await charge(c, '20.00', `drain:${c}`);
    expect(await charge(c, '10.00', `replay:${c}`)).toEqual({ entryId: first.entryId, replayed: true });
  });

  it('refuses the same key with another amount, type or customer (409) and posts nothing', async () => {
    const c = await customer();
    const other = await customer();
    await fund(app.ledger.poster, c, '30.00');
    await fund(app.ledger.poster, other, '30.00');
    await charge(c, '10.00', `conflict:${c}`);
    expect(await errorKey(charge(c, '10.01', `conflict:${c}`))).toBe('WALLET_KEY_CONFLICT');
    expect(await errorKey(charge(c, '10.00', `conflict:${c}`, 'WEIGHT_ADJUSTMENT'))).toBe('WALLET_KEY_CONFLICT');
    expect(
      await errorKey(app.ledger.api.refund({ accountId: c, amount: '10.00', key: `conflict:${c}`, type: 'REFUND' })),
    ).toBe('WALLET_KEY_CONFLICT');
    expect(await errorKey(charge(other, '10.00', `conflict:${c}`))).toBe('WALLET_KEY_CONFLICT');
    expect((await app.ledger.api.balanceOf(c)).available).toBe('20.00');
    expect((await app.ledger.api.balanceOf(other)).available).toBe('30.00');
  });

  it('refuses a charge past the balance (Sorry, not enough balance) and leaves no trace', async () => {
    const c = await customer();
    await fund(app.ledger.poster, c, '10.00');
    expect(await errorKey(charge(c, '10.01', `over:${c}`))).toBe('WALLET_NOT_ENOUGH_BALANCE');
    expect(await entriesOf(`over:${c}`)).toEqual([]);
    expect(await charge(c, '10.00', `exact:${c}`)).toMatchObject({ replayed: false });
    expect((await app.ledger.api.balanceOf(c)).available).toBe('0.00');
    expect(await errorKey(charge(c, '0.01', `more:${c}`))).toBe('WALLET_NOT_ENOUGH_BALANCE');
    // A customer that never moved money has nothing to charge.
    expect(await errorKey(charge(await customer(), '0.01', `empty:${c}`))).toBe('WALLET_NOT_ENOUGH_BALANCE');
  });

  it('lets a credit limit take the balance below zero, to minus the limit and no further', async () => {
    const c = await customer();
    await app.ledger.poster.openAccounts(c);
    await app.t.db.execute(sql`
      update ledger_balances set credit_limit = 50 where ledger_account_id =
        (select id from ledger_accounts where account_id = ${c} and kind = 'AVAILABLE')`);
    await charge(c, '30.00', `credit:${c}:1`);
    expect(await errorKey(charge(c, '20.01', `credit:${c}:2`))).toBe('WALLET_NOT_ENOUGH_BALANCE');
    await charge(c, '20.00', `credit:${c}:3`);
    expect(await app.ledger.api.balanceOf(c)).toMatchObject({ available: '-50.00', creditLimit: '50.00' });
  });

  it('refuses amounts that are not positive money with at most 2 decimals (422), before any write', async () => {
    const c = await customer();
    for (const amount of ['0', '0.00', '-1', '1.001', '1e3', ' 1', '1 ', '', 'abc', '100000000.01', 'Infinity', '0x10'])
      expect(await errorKey(charge(c, amount, `bad:${c}`)), amount).toBe('WALLET_AMOUNT_INVALID');
    expect(await errorKey(charge(c, 10 as unknown as string, `bad:${c}`))).toBe('WALLET_AMOUNT_INVALID');
    expect(await entriesOf(`bad:${c}`)).toEqual([]);
  });

  it('refuses keys that are empty, over 200 characters or hold control characters', async () => {
    const c = await customer();
    await fund(app.ledger.poster, c, '10.00');
    for (const key of ['', 'k'.repeat(201), 'a\u0000b', 'line\nbreak', '\ud800'])
      expect(await errorKey(charge(c, '1.00', key)), JSON.stringify(key)).toBe('WALLET_KEY_INVALID');
    expect(await charge(c, '1.00', 'k'.repeat(200))).toMatchObject({ replayed: false });
  });

  it('knows only customer main accounts: suppliers, platform users, sub-accounts and unknown ids are not found', async () => {
    const main = await customer();
    const sub = (await createUser(app.t.db, { parentId: main })).id;
    const supplier = (await createUser(app.t.db, { privilegeType: 'SUPPLIER' })).id;
    const platform = (await createUser(app.t.db, { privilegeType: 'PLATFORM' })).id;
    for (const id of [sub, supplier, platform, 2_147_483_000, 2 ** 31, 0, -1, 1.5]) {
      expect(await errorKey(app.ledger.api.balanceOf(id)), String(id)).toBe('WALLET_NOT_FOUND');
      expect(
        await errorKey(app.ledger.api.refund({ accountId: id, amount: '1.00', key: `nf:${id}`, type: 'REFUND' })),
        String(id),
      ).toBe('WALLET_NOT_FOUND');
    }
    expect(await app.ledger.api.balanceOf(main)).toEqual({
      currency: 'CNY',
      available: '0.00',
      deposit: '0.00',
      creditLimit: '0.00',
    });
  });
});

describe('what the database holds whatever the code does', () => {
  it('refuses a balance below its floor on a raw UPDATE (check constraint)', async () => {
    const c = await customer();
    await fund(app.ledger.poster, c, '10.00');
    const raw = app.t.db.execute(sql`
      update ledger_balances set balance = balance - 10.01 where ledger_account_id =
        (select id from ledger_accounts where account_id = ${c} and kind = 'AVAILABLE')`);
    expect(await dbError(raw)).toEqual({ code: '23514', constraint: 'ledger_balances_floor_ck' });
    expect((await app.ledger.api.balanceOf(c)).available).toBe('10.00');
  });

  it('refuses at commit an entry whose lines do not sum to zero, or that has one line', async () => {
    const c = await customer();
    await fund(app.ledger.poster, c, '10.00');
    const idOf = async (query: ReturnType<typeof sql>) =>
      ((await app.t.db.execute(query)) as unknown as { rows: [{ id: number }] }).rows[0].id;
    const account = await idOf(sql`select id from ledger_accounts where account_id = ${c} and kind = 'AVAILABLE'`);
    const revenue = await idOf(sql`select id from ledger_accounts where account_id is null and kind = 'REVENUE'`);
    const unbalanced = app.ledger.data.withTransaction(async () => {
      const [entry] = await app.ledger.data.db
        .insert(journalEntries)
        .values({ type: 'MANUAL_ADJUSTMENT', idempotencyKey: `raw:${c}`, accountId: c, amount: '1.00' })
        .returning();
      await app.ledger.data.db.insert(journalLines).values([
        { entryId: entry!.id, lineNo: 1, ledgerAccountId: account, amount: '1.00' },
        { entryId: entry!.id, lineNo: 2, ledgerAccountId: revenue, amount: '-0.99' },
      ]);
    });
    expect(await dbError(unbalanced)).toEqual({ code: '23514', constraint: 'journal_entry_balanced' });
    const single = app.ledger.data.withTransaction(async () => {
      const [entry] = await app.ledger.data.db
        .insert(journalEntries)
        .values({ type: 'MANUAL_ADJUSTMENT', idempotencyKey: `raw1:${c}`, accountId: c, amount: '0.00' })
        .returning();
      await app.ledger.data.db
        .insert(journalLines)
        .values({ entryId: entry!.id, lineNo: 1, ledgerAccountId: account, amount: '1.00' });
    });
    expect(await dbError(single)).toEqual({ code: '23514', constraint: 'journal_entry_balanced' });
    const bare = app.t.db
      .insert(journalEntries)
      .values({ type: 'MANUAL_ADJUSTMENT', idempotencyKey: `raw0:${c}`, accountId: c, amount: '0.00' });
    expect(await dbError(bare)).toEqual({ code: '23514', constraint: 'journal_entry_balanced' });
    expect(await entriesOf(`raw:${c}`)).toEqual([]);
    expect(await ledgerDrift(app.t.db)).toEqual({ accounts: [], entries: [], belowFloor: [] });
  });

  it('keeps entries and lines append-only', async () => {
    const c = await customer();
    const { entryId } = await fund(app.ledger.poster, c, '10.00');
    for (const statement of [
      sql`update journal_lines set amount = amount * 2 where entry_id = ${entryId}`,
      sql`delete from journal_lines where entry_id = ${entryId}`,
      sql`update journal_entries set remark = 'changed' where id = ${entryId}`,
      sql`delete from journal_entries where id = ${entryId}`,
      sql`truncate journal_lines`,
    ])
      expect(await dbError(app.t.db.execute(statement))).toMatchObject({ code: '23001' });
    expect(await customerLedger(app.t.db, c)).toEqual({ lines: '10.00', balance: '10.00', entries: 1 });
  });

  it('posts all or nothing: a failure later in the caller’s transaction takes the entry, lines and balances back', async () => {
    const c = await customer();
    await fund(app.ledger.poster, c, '10.00');
    const crash = app.ledger.data.withTransaction(async () => {
      await app.ledger.api.charge({ accountId: c, amount: '4.00', key: `crash:${c}`, type: 'ORDER_CHARGE' });
      expect((await app.ledger.api.balanceOf(c)).available).toBe('6.00');
      throw new Error('the order could not be saved');
    });
    await expect(crash).rejects.toThrow('the order could not be saved');
    expect((await app.ledger.api.balanceOf(c)).available).toBe('10.00');
    expect(await entriesOf(`crash:${c}`)).toEqual([]);
    expect(await customerLedger(app.t.db, c)).toEqual({ lines: '10.00', balance: '10.00', entries: 1 });
    expect(await ledgerDrift(app.t.db)).toEqual({ accounts: [], entries: [], belowFloor: [] });
    // The key is free again: the retried order charges once.
    expect(await charge(c, '4.00', `crash:${c}`)).toMatchObject({ replayed: false });
  });

  it('leaves the caller’s transaction usable after a refusal: nothing was written, the next charge commits', async () => {
    const c = await customer();
    await fund(app.ledger.poster, c, '10.00');
    const outcome = await app.ledger.data.withTransaction(async () => {
      const refused = await errorKey(charge(c, '10.01', `usable:${c}:1`));
      await charge(c, '4.00', `usable:${c}:2`);
      return refused;
    });
    expect(outcome).toBe('WALLET_NOT_ENOUGH_BALANCE');
    expect((await app.ledger.api.balanceOf(c)).available).toBe('6.00');
    expect(await entriesOf(`usable:${c}:1`)).toEqual([]);
  });

  it('refuses what the code allowed when the balance check fails in the database (the floor constraint decides)', async () => {
    const c = await customer();
    await fund(app.ledger.poster, c, '10.00');
    // A trigger standing for any write the code did not foresee: it takes 100.00 more than the posting asks.
    await app.t.db.execute(sql`
      create function test_wallet_skim() returns trigger language plpgsql as $$
      begin new.balance := new.balance - 100; return new; end $$`);
    const account = (
      (await app.t.db.execute(
        sql`select id from ledger_accounts where account_id = ${c} and kind = 'AVAILABLE'`,
      )) as unknown as { rows: [{ id: number }] }
    ).rows[0].id;
    await app.t.db.execute(
      sql.raw(`
      create trigger test_wallet_skim before update on ledger_balances for each row
      when (old.ledger_account_id = ${Number(account)}) execute function test_wallet_skim()`),
    );
    try {
      expect(await errorKey(charge(c, '1.00', `skim:${c}`))).toBe('WALLET_NOT_ENOUGH_BALANCE');
    } finally {
      await app.t.db.execute(sql`drop trigger test_wallet_skim on ledger_balances`);
      await app.t.db.execute(sql`drop function test_wallet_skim()`);
    }
    expect(await entriesOf(`skim:${c}`)).toEqual([]);
    expect(await customerLedger(app.t.db, c)).toEqual({ lines: '10.00', balance: '10.00', entries: 1 });
  });

  it('seeds the platform’s four accounts with eight balance rows each, idempotently', async () => {
    await app.ledger.poster.ensurePlatformAccounts();
    await app.ledger.poster.ensurePlatformAccounts();
    const rows = (
      (await app.t.db.execute(sql`
      select a.kind, count(b.*)::int as shards, min(b.shard)::int as first, max(b.shard)::int as last,
             bool_and(b.credit_limit is null) as unlimited
      from ledger_accounts a join ledger_balances b on b.ledger_account_id = a.id
      where a.account_id is null group by a.kind order by a.kind`)) as unknown as { rows: unknown[] }
    ).rows;
    expect(rows).toEqual(
      ['CASH', 'PAYMENT_CLEARING', 'REVENUE', 'SUPPLIER_PAYABLE'].map((kind) => ({
        kind,
        shards: 8,
        first: 0,
        last: 7,
        unlimited: true,
      })),
    );
  });

  it('joins the caller’s transaction: two charges and a refusal in one transaction roll back together', async () => {
    const c = await customer();
    await fund(app.ledger.poster, c, '10.00');
    const batch = app.ledger.data.withTransaction(async () => {
      await charge(c, '4.00', `batch:${c}:1`);
      await charge(c, '4.00', `batch:${c}:2`);
      await charge(c, '4.00', `batch:${c}:3`);
    });
    expect(await errorKey(batch)).toBe('WALLET_NOT_ENOUGH_BALANCE');
    expect((await app.ledger.api.balanceOf(c)).available).toBe('10.00');
  });
});
