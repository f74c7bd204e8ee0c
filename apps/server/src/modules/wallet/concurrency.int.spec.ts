import { describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import { createUser } from '../../../test/factories/users';
import { AppError } from '../../platform/http/app-error';
import { customerLedger, fund, ledgerDrift, ledgerApp } from './test-support';
import { journalEntries } from './wallet.tables';

// Money under concurrency, on both databases (PGlite runs one transaction at a time; PostgreSQL really races).
const app = ledgerApp();

const outcome = (p: Promise<{ entryId: number; replayed: boolean }>) =>
  p.then(
    (r) => (r.replayed ? 'replayed' : 'charged'),
    (e: unknown) => (e instanceof AppError ? e.errorKey : `unexpected: ${String(e)}`),
  );
const tally = (outcomes: string[]) =>
  outcomes.reduce<Record<string, number>>((acc, o) => ({ ...acc, [o]: (acc[o] ?? 0) + 1 }), {});

describe('concurrent charges', () => {
  it('200 charges of 10.00 at once on 1,000.00: exactly 100 succeed, the balance ends at 0.00, no overdraft', async () => {
    const c = (await createUser(app.t.db)).id;
    await fund(app.ledger.poster, c, '1000.00');
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        outcome(app.ledger.api.charge({ accountId: c, amount: '10.00', key: `c200:${c}:${i}`, type: 'ORDER_CHARGE' })),
      ),
    );
    expect(tally(outcomes)).toEqual({ charged: 100, WALLET_NOT_ENOUGH_BALANCE: 100 });
    expect((await app.ledger.api.balanceOf(c)).available).toBe('0.00');
    const charges = await app.t.db
      .select()
      .from(journalEntries)
      .where(like(journalEntries.idempotencyKey, `c200:${c}:%`));
    expect(charges).toHaveLength(100);
    expect(await customerLedger(app.t.db, c)).toEqual({ lines: '0.00', balance: '0.00', entries: 101 });
    expect(await ledgerDrift(app.t.db)).toEqual({ accounts: [], entries: [], belowFloor: [] });
  });

  it('20 charges at once with one key: one entry, one charge, every caller told the same entry', async () => {
    const c = (await createUser(app.t.db)).id;
    await fund(app.ledger.poster, c, '100.00');
    const key = `same:${c}`;
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.ledger.api.charge({ accountId: c, amount: '7.25', key, type: 'ORDER_CHARGE' }),
      ),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.entryId)).size).toBe(1);
    expect(await app.t.db.select().from(journalEntries).where(eq(journalEntries.idempotencyKey, key))).toHaveLength(1);
    expect((await app.ledger.api.balanceOf(c)).available).toBe('92.75');
  });

  it('opens a new customer’s accounts once when its first movements arrive together', async () => {
    const c = (await createUser(app.t.db)).id;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => fund(app.ledger.poster, c, '1.50', `first:${c}:${i}`)),
    );
    expect(results.every((r) => !r.replayed)).toBe(true);
    expect(await app.ledger.api.balanceOf(c)).toMatchObject({ available: '30.00', deposit: '0.00' });
    expect(await customerLedger(app.t.db, c)).toEqual({ lines: '30.00', balance: '30.00', entries: 20 });
  });

  it('serves several customers at once, charges and refunds interleaved, without deadlock or drift', async () => {
    const customers = await Promise.all(Array.from({ length: 6 }, async () => (await createUser(app.t.db)).id));
    for (const c of customers) await fund(app.ledger.poster, c, '100.00');
    const work = customers.flatMap((c) =>
      Array.from({ length: 15 }, (_, i) =>
        i % 3 === 2
          ? outcome(app.ledger.api.refund({ accountId: c, amount: '2.00', key: `mix:${c}:${i}`, type: 'REFUND' }))
          : outcome(
              app.ledger.api.charge({ accountId: c, amount: '3.00', key: `mix:${c}:${i}`, type: 'ORDER_CHARGE' }),
            ),
      ),
    );
    // Interleave customers so that their transactions overlap on the platform's shared accounts.
    const outcomes = await Promise.all(work);
    expect(tally(outcomes)).toEqual({ charged: 90 });
    for (const c of customers) expect((await app.ledger.api.balanceOf(c)).available).toBe(`${100 - 10 * 3 + 5 * 2}.00`);
    expect(await ledgerDrift(app.t.db)).toEqual({ accounts: [], entries: [], belowFloor: [] });
  });
});
