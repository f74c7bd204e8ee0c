import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createUser } from '../../../test/factories/users';
import { AppError } from '../../platform/http/app-error';
import { Dec, postableLines, ZERO, type Movement } from './ledger';
import { customerLedger, ledgerDrift, ledgerApp } from './test-support';

// The ledger property on the real database: random sequences of recharges, charges, refunds, weight adjustments,
// deposits and manual adjustments, for a few customers with random credit limits. After each sequence, for every
// ledger account SUM(lines) = balance, every entry sums to zero, no floor is crossed, and each customer's balances
// and each refusal are what the ledger's rules say.
const app = ledgerApp();

const cents = fc.integer({ min: 1, max: 50_000 }).map((n) => new Dec(n).div(100));
const movement: fc.Arbitrary<Movement> = fc.oneof(
  fc.record({ type: fc.constant('RECHARGE' as const), channel: fc.constant('OFFLINE' as const), amount: cents }),
  fc.record({
    type: fc.constant('RECHARGE' as const),
    channel: fc.constant('ONLINE' as const),
    amount: cents,
    fee: fc.integer({ min: 0, max: 500 }).map((n) => new Dec(n).div(100)),
  }),
  fc.record({ type: fc.constant('ORDER_CHARGE' as const), amount: cents }),
  fc.record({ type: fc.constant('REFUND' as const), amount: cents }),
  fc.record({
    type: fc.constant('WEIGHT_ADJUSTMENT' as const),
    direction: fc.constantFrom('CHARGE' as const, 'REFUND' as const),
    amount: cents,
  }),
  fc.record({
    type: fc.constant('DEPOSIT' as const),
    direction: fc.constantFrom('IN' as const, 'OUT' as const),
    amount: cents,
  }),
  fc.record({
    type: fc.constant('MANUAL_ADJUSTMENT' as const),
    direction: fc.constantFrom('CREDIT' as const, 'DEBIT' as const),
    amount: cents,
  }),
);
const scenario = fc.record({
  limits: fc.tuple(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 20_000 })),
  steps: fc.array(fc.record({ who: fc.integer({ min: 0, max: 1 }), movement }), { minLength: 5, maxLength: 30 }),
});

let run = 0;

describe('the ledger on the database, over random sequences', () => {
  it('keeps SUM(lines) = balance for every account, entries balanced, floors held, refusals as the rules say', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ limits, steps }) => {
        run++;
        const customers = [(await createUser(app.t.db)).id, (await createUser(app.t.db)).id];
        const model = customers.map((_, i) => ({
          available: ZERO,
          deposit: ZERO,
          limit: new Dec(limits[i]!).div(100),
        }));
        for (const [i, c] of customers.entries()) {
          await app.ledger.poster.openAccounts(c);
          await app.t.db.execute(sql`
            update ledger_balances set credit_limit = ${model[i]!.limit.toFixed(2)} where ledger_account_id =
              (select id from ledger_accounts where account_id = ${c} and kind = 'AVAILABLE')`);
        }
        for (const [n, { who, movement: m }] of steps.entries()) {
          const state = model[who]!;
          let available = state.available;
          let deposit = state.deposit;
          for (const l of postableLines(m)) {
            if (l.kind === 'AVAILABLE') available = available.plus(l.amount);
            if (l.kind === 'DEPOSIT') deposit = deposit.plus(l.amount);
          }
          const allowed = available.gte(state.limit.neg()) && deposit.gte(0);
          const outcome = await app.ledger.poster
            .post({ customerId: customers[who]!, key: `prop:${run}:${n}`, movement: m })
            .then(
              () => 'posted',
              (e: unknown) => (e instanceof AppError ? e.errorKey : String(e)),
            );
          expect(outcome).toBe(allowed ? 'posted' : 'WALLET_NOT_ENOUGH_BALANCE');
          if (allowed) Object.assign(state, { available, deposit });
        }
        for (const [i, c] of customers.entries()) {
          const available = await customerLedger(app.t.db, c, 'AVAILABLE');
          const deposit = await customerLedger(app.t.db, c, 'DEPOSIT');
          expect(available?.balance).toBe(model[i]!.available.toFixed(2));
          expect(available?.lines).toBe(model[i]!.available.toFixed(2));
          expect(deposit?.balance).toBe(model[i]!.deposit.toFixed(2));
          expect(deposit?.lines).toBe(model[i]!.deposit.toFixed(2));
        }
        expect(await ledgerDrift(app.t.db)).toEqual({ accounts: [], entries: [], belowFloor: [] });
      }),
      { numRuns: 12 },
    );
  });
});
