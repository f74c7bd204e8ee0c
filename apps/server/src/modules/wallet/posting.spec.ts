import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataAccess } from '../../platform/db/data-access';
import { AppError } from '../../platform/http/app-error';
import { Dec, LedgerError, type AccountKind, type Movement } from './ledger';
import { checkViolation, createPoster, isIdempotencyKey, type PostingRepository, type PostRequest } from './posting';
import type { EntryHead } from './posting.repository';

// The poster's decisions on a repository of our own (no database): what it locks, when it makes accounts, replays,
// refusals, the race on a key, what it writes. The same code against PGlite and PostgreSQL: ledger.int.spec.ts.

type Row = { ledgerAccountId: number; shard: number; kind: AccountKind; balance: string; creditLimit: string | null };

const CUSTOMER = 13; // shard 13 % 8 = 5
const platformRow = (kind: AccountKind, id: number): Row => ({
  ledgerAccountId: id,
  shard: 5,
  kind,
  balance: '-100.00',
  creditLimit: null,
});
const PLATFORM: Row[] = [platformRow('REVENUE', 1), platformRow('CASH', 3), platformRow('PAYMENT_CLEARING', 4)];

function fakeRepository(customerRows: Row[] | null) {
  let customer = customerRows;
  const entries = new Map<string, EntryHead>();
  /** The entries `writeEntry` wrote, as it was given them. */
  const written: { idempotencyKey: string; remark?: string }[] = [];
  const repo = {
    lockBalances: vi.fn(async (ids: readonly number[], shards: readonly number[], kinds: readonly AccountKind[]) =>
      [
        ...(customer ?? []).map((r) => ({ ...r, accountId: ids[0]! })),
        ...PLATFORM.map((r) => ({ ...r, shard: shards[0]!, accountId: null })),
      ].filter((r) => kinds.includes(r.kind)),
    ),
    createCustomerAccounts: vi.fn(async () => {
      customer ??= [];
    }),
    ensurePlatformAccounts: vi.fn(async () => undefined),
    findEntryByKey: vi.fn(async (key: string) => entries.get(key)),
    addToBalances: vi.fn(async (postings: readonly { ledgerAccountId: number; shard: number; amount: string }[]) =>
      postings.map((p) => {
        const row = [...(customer ?? []), ...PLATFORM].find((r) => r.ledgerAccountId === p.ledgerAccountId)!;
        return {
          ledgerAccountId: p.ledgerAccountId,
          shard: p.shard,
          balance: new Dec(row.balance).plus(p.amount).toFixed(2),
        };
      }),
    ),
    insertLines: vi.fn(async () => undefined),
    // The entry, its balance moves and its lines in one statement: nothing when the key is taken.
    writeEntry: vi.fn(
      async (
        entry: { idempotencyKey: string; type: string; accountId?: number | null; amount: string },
        lines: readonly { ledgerAccountId: number; shard: number; amount: string; balanceAfter: string | null }[],
      ): Promise<{
        entryId: number;
        balances: { ledgerAccountId: number; shard: number; balance: string }[];
      } | null> => {
        if (entries.has(entry.idempotencyKey)) return null;
        const entryId = 100 + entries.size;
        const head = { id: entryId, type: entry.type, accountId: entry.accountId ?? null, amount: entry.amount };
        entries.set(entry.idempotencyKey, head);
        written.push(entry);
        return { entryId, balances: await repo.addToBalances(lines) };
      },
    ),
  };
  return { repo, entries, written, setCustomer: (rows: Row[]) => (customer = rows) };
}

const wallet = (balance: string, creditLimit = '0.00'): Row[] => [
  { ledgerAccountId: 20, shard: 0, kind: 'AVAILABLE', balance, creditLimit },
  { ledgerAccountId: 21, shard: 0, kind: 'DEPOSIT', balance: '0.00', creditLimit: '0.00' },
];

const data = { withTransaction: vi.fn(<T>(fn: () => Promise<T>) => fn()) } as unknown as DataAccess & {
  withTransaction: ReturnType<typeof vi.fn>;
};

const charge = (amount: string): Movement => ({ type: 'ORDER_CHARGE', amount: new Dec(amount) });
const request = (patch: Partial<PostRequest> = {}): PostRequest => ({
  customerId: CUSTOMER,
  key: 'order:1:charge',
  movement: charge('12.50'),
  ...patch,
});

async function refusal(p: Promise<unknown>) {
  try {
    await p;
  } catch (e) {
    if (e instanceof AppError) return { key: e.errorKey, params: e.params };
    throw e;
  }
  return 'posted';
}

let fake: ReturnType<typeof fakeRepository>;
let poster: ReturnType<typeof createPoster>;
beforeEach(() => {
  vi.clearAllMocks();
  fake = fakeRepository(wallet('100.00'));
  poster = createPoster(data, fake.repo as unknown as PostingRepository);
});

describe('posting a movement', () => {
  it('locks the customer’s rows and its shard of the platform’s, in one transaction', async () => {
    await poster.post(request());
    expect(data.withTransaction).toHaveBeenCalledTimes(1);
    expect(fake.repo.lockBalances).toHaveBeenCalledTimes(1);
    expect(fake.repo.lockBalances).toHaveBeenCalledWith([CUSTOMER], [5], ['AVAILABLE', 'REVENUE']);
    expect(fake.repo.createCustomerAccounts).not.toHaveBeenCalled();
  });

  it('writes the entry, moves the balances in one call, and writes the lines with the customer’s balance after', async () => {
    const result = await poster.post(
      request({ orderId: 7, orderNo: 'PH7', remark: 'US Express', actorUserId: 2, movement: charge('12.5') }),
    );
    expect(result).toEqual({ entryId: 100, replayed: false });
    expect(fake.repo.writeEntry).toHaveBeenCalledTimes(1);
    expect(fake.repo.writeEntry).toHaveBeenCalledWith(
      {
        type: 'ORDER_CHARGE',
        idempotencyKey: 'order:1:charge',
        accountId: CUSTOMER,
        amount: '-12.50',
        orderId: 7,
        orderNo: 'PH7',
        remark: 'US Express',
        actorUserId: 2,
      },
      [
        { ledgerAccountId: 20, shard: 0, amount: '-12.50', balanceAfter: '87.50' },
        { ledgerAccountId: 1, shard: 5, amount: '12.50', balanceAfter: null },
      ],
    );
    // The key is claimed by the write itself: no look-up first.
    expect(fake.repo.findEntryByKey).not.toHaveBeenCalled();
  });

  it('leaves optional fields empty, and cuts a remark at 500 characters', async () => {
    await poster.post(request());
    expect(fake.written[0]).toEqual(
      expect.objectContaining({ orderId: null, orderNo: null, remark: '', actorUserId: null }),
    );
    await poster.post(request({ key: 'k2', remark: 'r'.repeat(501) }));
    expect(fake.written[1]!.remark).toBe('r'.repeat(500));
  });

  it('posts a three-line entry (an online recharge with its fee) onto three rows', async () => {
    await poster.post(
      request({ movement: { type: 'RECHARGE', channel: 'ONLINE', amount: new Dec('100'), fee: new Dec('0.60') } }),
    );
    expect(fake.repo.lockBalances).toHaveBeenCalledWith([CUSTOMER], [5], ['AVAILABLE', 'REVENUE', 'PAYMENT_CLEARING']);
    expect((fake.repo.writeEntry.mock.calls as unknown[][])[0]![1]).toEqual([
      { ledgerAccountId: 20, shard: 0, amount: '100.00', balanceAfter: '200.00' },
      { ledgerAccountId: 1, shard: 5, amount: '0.60', balanceAfter: null },
      { ledgerAccountId: 4, shard: 5, amount: '-100.60', balanceAfter: null },
    ]);
  });

  it('writes each customer line with its own account’s balance after (a deposit moves two of them)', async () => {
    await poster.post(request({ movement: { type: 'DEPOSIT', direction: 'IN', amount: new Dec('30') } }));
    expect((fake.repo.writeEntry.mock.calls as unknown[][])[0]![1]).toEqual([
      { ledgerAccountId: 20, shard: 0, amount: '-30.00', balanceAfter: '70.00' },
      { ledgerAccountId: 21, shard: 0, amount: '30.00', balanceAfter: '30.00' },
    ]);
  });

  it('refuses a debit past the floor before writing anything', async () => {
    fake.setCustomer(wallet('5.00'));
    expect(await refusal(poster.post(request({ movement: charge('5.01') })))).toEqual({
      key: 'WALLET_NOT_ENOUGH_BALANCE',
      params: {},
    });
    expect(fake.repo.writeEntry).not.toHaveBeenCalled();
  });

  it('lets the credit limit take the balance below zero', async () => {
    fake.setCustomer(wallet('5.00', '10.00'));
    expect(await poster.post(request({ movement: charge('15.00') }))).toEqual({ entryId: 100, replayed: false });
    expect(await refusal(poster.post(request({ key: 'k2', movement: charge('15.01') })))).toMatchObject({
      key: 'WALLET_NOT_ENOUGH_BALANCE',
    });
  });

  it('refuses a movement the ledger cannot post (a LedgerError: a defect of the caller)', async () => {
    await expect(poster.post(request({ movement: charge('0') }))).rejects.toThrow(LedgerError);
    expect(fake.repo.lockBalances).not.toHaveBeenCalled();
  });
});

describe('accounts made at the first movement', () => {
  it('makes the customer’s accounts when it has none, then locks again', async () => {
    fake = fakeRepository(null);
    poster = createPoster(data, fake.repo as unknown as PostingRepository);
    fake.repo.createCustomerAccounts.mockImplementation(async () => {
      fake.setCustomer(wallet('0.00'));
    });
    const result = await poster.post(
      request({ movement: { type: 'RECHARGE', channel: 'OFFLINE', amount: new Dec('5') } }),
    );
    expect(result.replayed).toBe(false);
    expect(fake.repo.createCustomerAccounts).toHaveBeenCalledWith(CUSTOMER);
    expect(fake.repo.lockBalances).toHaveBeenCalledTimes(2);
  });

  it('answers WALLET_NOT_FOUND when no accounts could be made (not a customer main account)', async () => {
    fake = fakeRepository(null);
    poster = createPoster(data, fake.repo as unknown as PostingRepository);
    expect(await refusal(poster.post(request()))).toEqual({ key: 'WALLET_NOT_FOUND', params: { id: CUSTOMER } });
    expect(fake.written).toEqual([]);
  });

  it('fails loudly when the platform’s accounts are missing (the seed did not run)', async () => {
    fake.repo.lockBalances.mockResolvedValue(wallet('100.00').map((r) => ({ ...r, accountId: CUSTOMER })));
    await expect(poster.post(request())).rejects.toThrow("the platform's ledger accounts are missing: REVENUE");
    expect(fake.repo.createCustomerAccounts).not.toHaveBeenCalled();
    await expect(
      poster.post(
        request({ movement: { type: 'RECHARGE', channel: 'ONLINE', amount: new Dec('100'), fee: new Dec('0.60') } }),
      ),
    ).rejects.toThrow("the platform's ledger accounts are missing: REVENUE, PAYMENT_CLEARING");
  });

  it('hands the account making and the platform seed to the repository', async () => {
    await poster.openAccounts(42);
    expect(fake.repo.createCustomerAccounts).toHaveBeenCalledWith(42);
    await poster.ensurePlatformAccounts();
    expect(fake.repo.ensurePlatformAccounts).toHaveBeenCalledTimes(1);
  });
});

describe('idempotency', () => {
  it('answers the first entry for the same key and movement, and writes nothing', async () => {
    fake.entries.set('order:1:charge', { id: 55, type: 'ORDER_CHARGE', accountId: CUSTOMER, amount: '-12.50' });
    expect(await poster.post(request({ movement: charge('12.5') }))).toEqual({ entryId: 55, replayed: true });
    expect(fake.written).toEqual([]);
    expect(fake.repo.addToBalances).not.toHaveBeenCalled();
  });

  it('answers the first entry even when the balance could no longer pay', async () => {
    fake.setCustomer(wallet('0.00'));
    fake.entries.set('order:1:charge', { id: 55, type: 'ORDER_CHARGE', accountId: CUSTOMER, amount: '-12.50' });
    expect(await poster.post(request())).toEqual({ entryId: 55, replayed: true });
  });

  it.each([
    ['another amount', { id: 55, type: 'ORDER_CHARGE', accountId: CUSTOMER, amount: '-12.51' }],
    ['another type', { id: 55, type: 'WEIGHT_ADJUSTMENT', accountId: CUSTOMER, amount: '-12.50' }],
    ['another customer', { id: 55, type: 'ORDER_CHARGE', accountId: CUSTOMER + 1, amount: '-12.50' }],
    ['the other direction', { id: 55, type: 'ORDER_CHARGE', accountId: CUSTOMER, amount: '12.50' }],
  ])('refuses the key used for %s (409)', async (_, first) => {
    fake.entries.set('order:1:charge', first);
    expect(await refusal(poster.post(request()))).toEqual({
      key: 'WALLET_KEY_CONFLICT',
      params: { key: 'order:1:charge' },
    });
    expect(fake.written).toEqual([]);
  });

  it('answers a key taken by another customer’s posting (the write claims nothing) as a replay, or a 409', async () => {
    fake.repo.findEntryByKey.mockResolvedValueOnce({
      id: 77,
      type: 'ORDER_CHARGE',
      accountId: CUSTOMER,
      amount: '-12.50',
    });
    fake.repo.writeEntry.mockResolvedValueOnce(null);
    expect(await poster.post(request())).toEqual({ entryId: 77, replayed: true });

    fake.repo.findEntryByKey.mockResolvedValueOnce({
      id: 78,
      type: 'ORDER_CHARGE',
      accountId: CUSTOMER + 1,
      amount: '-12.50',
    });
    fake.repo.writeEntry.mockResolvedValueOnce(null);
    expect(await refusal(poster.post(request()))).toMatchObject({ key: 'WALLET_KEY_CONFLICT' });
    expect(fake.repo.findEntryByKey).toHaveBeenCalledTimes(2);
  });

  it('answers a used key before refusing a movement the balance no longer pays for, and refuses a new one', async () => {
    fake.setCustomer(wallet('1.00'));
    expect(await refusal(poster.post(request()))).toEqual({ key: 'WALLET_NOT_ENOUGH_BALANCE', params: {} });
    expect(fake.repo.findEntryByKey).toHaveBeenCalledWith('order:1:charge');
  });

  it('fails loudly when the balances the database answers are not those planned under the lock', async () => {
    fake.repo.writeEntry.mockResolvedValueOnce({
      entryId: 100,
      balances: [{ ledgerAccountId: 20, shard: 0, balance: '87.49' }],
    });
    await expect(poster.post(request())).rejects.toThrow('a locked balance moved under the lock');
  });
});

describe('what the database refuses', () => {
  const violation = (constraint: string) => ({ message: 'wrapped', cause: { code: '23514', constraint } });

  it('turns the floor check’s refusal into WALLET_NOT_ENOUGH_BALANCE', async () => {
    fake.repo.writeEntry.mockRejectedValueOnce(violation('ledger_balances_floor_ck'));
    expect(await refusal(poster.post(request()))).toEqual({ key: 'WALLET_NOT_ENOUGH_BALANCE', params: {} });
  });

  it('passes any other failure on as it came', async () => {
    const other = violation('ledger_balances_shard_ck');
    fake.repo.writeEntry.mockRejectedValueOnce(other);
    await expect(poster.post(request())).rejects.toBe(other);
    const lost = new Error('connection lost');
    fake.repo.writeEntry.mockRejectedValueOnce(lost);
    await expect(poster.post(request({ key: 'k2' }))).rejects.toBe(lost);
  });
});

describe('what a posting is asked', () => {
  it('knows only integer account ids the database can hold', async () => {
    for (const id of [1.5, 2 ** 31, Number.NaN, '13' as unknown as number, null as unknown as number]) {
      expect(await refusal(poster.post(request({ customerId: id }))), String(id)).toEqual({
        key: 'WALLET_NOT_FOUND',
        params: { id },
      });
    }
    expect(fake.repo.lockBalances).not.toHaveBeenCalled();
    expect((await poster.post(request({ customerId: 2 ** 31 - 1 }))).replayed).toBe(false);
  });

  it('takes keys of 1-200 characters of text without control characters', async () => {
    for (const key of ['', 'k'.repeat(201), 'a\u0000b', 'tab\tkey', '\ud800', 5, ['a'], null])
      expect(await refusal(poster.post(request({ key: key as string }))), JSON.stringify(key)).toEqual({
        key: 'WALLET_KEY_INVALID',
        params: {},
      });
    expect(fake.repo.lockBalances).not.toHaveBeenCalled();
    for (const key of ['k', 'k'.repeat(200), 'order:1:charge', '订单:1']) expect(isIdempotencyKey(key), key).toBe(true);
  });

  it('reads the check violation behind a driver’s or drizzle’s error, three causes deep at most', () => {
    expect(checkViolation({ code: '23514', constraint: 'a' })).toBe('a');
    expect(checkViolation({ cause: { code: '23514', constraint: 'b' } })).toBe('b');
    expect(checkViolation({ cause: { cause: { cause: { code: '23514', constraint: 'c' } } } })).toBe('c');
    expect(checkViolation({ cause: { cause: { cause: { cause: { code: '23514', constraint: 'd' } } } } })).toBeNull();
    expect(checkViolation({ code: '23514' })).toBe('');
    expect(checkViolation({ code: '23505', constraint: 'journal_entries_key_uq' })).toBeNull();
    expect(checkViolation({ code: '23505', cause: { message: 'no code' } })).toBeNull();
    expect(checkViolation(undefined)).toBeNull();
    expect(checkViolation(null)).toBeNull();
  });
});

describe('rows a transaction has locked', () => {
  it('are locked once for a check and the posting after it, and again after a posting', async () => {
    // A transaction open in this call chain: the poster keeps the rows it locked until it posts onto them.
    const inTx = { ...data, inTransaction: true, db: {} } as unknown as DataAccess;
    poster = createPoster(inTx, fake.repo as unknown as PostingRepository);
    expect(await poster.affordable(CUSTOMER, [charge('12.50'), charge('12.50')])).toBe(2);
    await poster.post(request({ key: 'order:1:charge' }));
    expect(fake.repo.lockBalances).toHaveBeenCalledTimes(1);
    await poster.post(request({ key: 'order:2:charge' }));
    expect(fake.repo.lockBalances).toHaveBeenCalledTimes(2);
    // Rows for another customer, or another kind, are not covered by what is held.
    await poster.affordable(CUSTOMER, [charge('1.00')]);
    await poster.post(
      request({
        key: 'r:1',
        movement: { type: 'RECHARGE', channel: 'ONLINE', amount: new Dec('5'), fee: new Dec('0') },
      }),
    );
    expect(fake.repo.lockBalances).toHaveBeenCalledTimes(4);
    // Outside a transaction nothing is held.
    poster = createPoster(data, fake.repo as unknown as PostingRepository);
    await poster.affordable(CUSTOMER, [charge('1.00')]);
    await poster.post(request({ key: 'order:3:charge' }));
    expect(fake.repo.lockBalances).toHaveBeenCalledTimes(6);
  });
});
