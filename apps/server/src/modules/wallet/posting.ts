import { PATTERNS, isWellFormedText, type JournalType } from '@parcelhub/contracts';
import { bindRepository, type BoundRepository, type DataAccess } from '../../platform/db/data-access';
import { AppError } from '../../platform/http/app-error';
import {
  availableEffect,
  Dec,
  isCustomerKind,
  missingKinds,
  money,
  planPostings,
  planSequence,
  platformShardOf,
  postableLines,
  type Line,
  type Movement,
  type Posting,
} from './ledger';
import * as queries from './posting.repository';
import type { EntryHead } from './posting.repository';

/** The poster's queries (posting.repository.ts), bound to the data access; a test may hand in its own. */
export type PostingRepository = BoundRepository<typeof queries>;

/** One movement to record for a customer main account, under an idempotency key. */
export interface PostRequest {
  customerId: number;
  key: string;
  movement: Movement;
  orderId?: number | null;
  orderNo?: string | null;
  remark?: string;
  actorUserId?: number | null;
}

export interface PostResult {
  entryId: number;
  /** True when the key had been used for this very movement: the first entry is answered, nothing is posted. */
  replayed: boolean;
}

const MAX_KEY = 200;
const MAX_REMARK = 500;

/** A key is 1-200 characters of well-formed text without control characters. */
export const isIdempotencyKey = (key: unknown): key is string =>
  typeof key === 'string' &&
  key.length >= 1 &&
  key.length <= MAX_KEY &&
  PATTERNS.singleLine.test(key) &&
  isWellFormedText(key);

/** A whole number the database's integer keys can hold (anything else, 1.5 or 2^31, names no account). */
const isInt32 = (id: unknown): id is number => ((id as number) | 0) === id;

/** The constraint behind a check violation (23514), whether the driver or drizzle raised it; else null. */
export function checkViolation(err: unknown): string | null {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined, i = 0; e && i < 4; i++) {
    if (e.code === '23514') return e.constraint ?? '';
    e = e.cause as typeof e;
  }
  return null;
}

/**
 * The only writer of the journal. A posting joins the caller's open transaction (or opens one), and within it:
 * locks the balance rows its lines touch in a fixed order (making a customer's accounts at its first movement),
 * answers the first entry when the key was used for the same movement (409 for another one), refuses a debit past
 * a floor before writing anything, then writes the entry, adds the lines to the balances in one statement (the
 * database's check constraint judging the result) and writes the lines with the balances after them. All of it
 * commits or rolls back with the caller's transaction; the lines' sum is checked again by the database at commit.
 */
export function createPoster(data: DataAccess, repo: PostingRepository = bindRepository(data, queries)) {
  async function lockRows(customerId: number, lines: Line[]) {
    const kinds = lines.map((l) => l.kind);
    const shard = platformShardOf(customerId);
    let rows = await repo.lockBalances(customerId, shard, kinds);
    if (missingKinds(toRows(rows), lines).some(isCustomerKind)) {
      await repo.createCustomerAccounts(customerId);
      rows = await repo.lockBalances(customerId, shard, kinds);
    }
    const missing = missingKinds(toRows(rows), lines);
    if (missing.some(isCustomerKind)) throw new AppError('WALLET_NOT_FOUND', { id: customerId });
    if (missing.length > 0) throw new Error(`the platform's ledger accounts are missing: ${missing.join(', ')}`);
    return toRows(rows);
  }

  function replay(first: EntryHead, req: PostRequest, type: JournalType, effect: Dec): PostResult {
    const same = first.type === type && first.accountId === req.customerId && effect.eq(first.amount);
    if (!same) throw new AppError('WALLET_KEY_CONFLICT', { key: req.key });
    return { entryId: first.id, replayed: true };
  }

  /** Reached only if the balance moved under a lock this posting holds: the database refuses what code allowed. */
  async function floorChecked<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (checkViolation(err) === 'ledger_balances_floor_ck') throw new AppError('WALLET_NOT_ENOUGH_BALANCE');
      throw err;
    }
  }

  const addToBalances = (postings: Parameters<typeof repo.addToBalances>[0]) =>
    floorChecked(() => repo.addToBalances(postings));

  /** The entry, its balance moves and its lines in one statement; null when the key was taken (nothing written). */
  async function writeEntry(entry: ReturnType<typeof entryOf>, postings: readonly Posting[]) {
    const written = await floorChecked(() =>
      repo.writeEntry(
        entry,
        postings.map((p) => ({
          ledgerAccountId: p.ledgerAccountId,
          shard: p.shard,
          amount: money(p.amount),
          balanceAfter: isCustomerKind(p.kind) ? money(p.after) : null,
        })),
      ),
    );
    arrivedAsPlanned(
      postings.map((p) => ({ ledgerAccountId: p.ledgerAccountId, shard: p.shard, balance: p.after })),
      written?.balances ?? [],
      'post',
    );
    return written;
  }

  /** A request's checks before anything is read: the account id and the key. */
  function checked(req: PostRequest): Line[] {
    if (!isInt32(req.customerId)) throw new AppError('WALLET_NOT_FOUND', { id: req.customerId });
    if (!isIdempotencyKey(req.key)) throw new AppError('WALLET_KEY_INVALID');
    return postableLines(req.movement);
  }

  const entryOf = (req: PostRequest, effect: Dec) => ({
    type: req.movement.type,
    idempotencyKey: req.key,
    accountId: req.customerId,
    amount: money(effect),
    orderId: req.orderId ?? null,
    orderNo: req.orderNo ?? null,
    remark: (req.remark ?? '').slice(0, MAX_REMARK),
    actorUserId: req.actorUserId ?? null,
  });

  const poster = {
    /** A customer main account's ledger accounts, made now rather than at its first movement (idempotent). */
    openAccounts: (customerId: number) => repo.createCustomerAccounts(customerId),

    /** The platform's accounts and their shards (the module's seed). */
    ensurePlatformAccounts: () => repo.ensurePlatformAccounts(),

    async post(req: PostRequest): Promise<PostResult> {
      const lines = checked(req);
      const effect = availableEffect(lines);
      const type = req.movement.type;
      return data.withTransaction(async () => {
        const rows = await lockRows(req.customerId, lines);
        const plan = planPostings(rows, lines);
        // After the locks: a concurrent posting of this key for this customer has committed by now. A used key
        // answers its first entry even where the balance no longer pays for the movement.
        if (!plan.ok) {
          const first = await repo.findEntryByKey(req.key);
          if (first) return replay(first, req, type, effect);
          throw new AppError('WALLET_NOT_ENOUGH_BALANCE');
        }
        const written = await writeEntry(entryOf(req, effect), plan.postings);
        // The key was used before (by this customer or, meanwhile, another): its first entry answers.
        if (!written) return replay((await repo.findEntryByKey(req.key))!, req, type, effect);
        return { entryId: written.entryId, replayed: false };
      });
    },

    /**
     * How many of these movements of one customer, taken in order, its balances pay for: the prefix up to the first
     * a floor refuses. Locks the balance rows until the caller's transaction ends, so `postMany` of that prefix in
     * the same transaction cannot be refused.
     */
    async affordable(customerId: number, movements: readonly Movement[]): Promise<number> {
      if (!isInt32(customerId)) throw new AppError('WALLET_NOT_FOUND', { id: customerId });
      const entries = movements.map(postableLines);
      if (entries.length === 0) return 0;
      return data.withTransaction(async () => {
        const rows = await lockRows(customerId, entries.flat());
        return planSequence(rows, entries).plans.length;
      });
    },

    /**
     * Several movements of one customer as one entry each, in one pass: the rows locked once, the entries written in
     * one statement, the balances moved once by their sums (the check constraint judging the end) and every line
     * written with the balance after it. All or nothing: a movement past a floor refuses the whole call
     * (WALLET_NOT_ENOUGH_BALANCE; ask `affordable` first). Keys used before are answered as `post` answers them.
     */
    async postMany(reqs: readonly PostRequest[]): Promise<PostResult[]> {
      if (reqs.length === 0) return [];
      const customerId = reqs[0]!.customerId;
      if (reqs.some((r) => r.customerId !== customerId)) throw new Error('postMany: one customer per call');
      const entries = reqs.map(checked);
      const twice = reqs.find((r, i) => reqs.findIndex((x) => x.key === r.key) !== i);
      if (twice) throw new AppError('WALLET_KEY_CONFLICT', { key: twice.key });
      return data.withTransaction(async () => {
        const rows = await lockRows(customerId, entries.flat());
        // A key used before: each movement on its own, with post's replay rules (never in the orders' batches).
        if ((await repo.findEntriesByKeys(reqs.map((r) => r.key))).length > 0) {
          const results: PostResult[] = [];
          for (const req of reqs) results.push(await poster.post(req));
          return results;
        }
        const { plans, after } = planSequence(rows, entries);
        if (plans.length < reqs.length) throw new AppError('WALLET_NOT_ENOUGH_BALANCE');
        const written = await repo.insertEntries(reqs.map((r, i) => entryOf(r, availableEffect(entries[i]!))));
        // Another customer's posting took one of the keys meanwhile: roll back, the caller posts one at a time.
        const idOf = new Map(written.map((w) => [w.idempotencyKey, w.id]));
        const taken = reqs.find((r) => !idOf.has(r.key));
        if (taken) throw new AppError('WALLET_KEY_CONFLICT', { key: taken.key });
        // Each row moves by what the plan left it at minus where it began; the database must arrive there too.
        const moves = after.flatMap((r, i) => {
          const amount = r.balance.minus(rows[i]!.balance);
          return amount.isZero() ? [] : [{ ledgerAccountId: r.ledgerAccountId, shard: r.shard, amount: money(amount) }];
        });
        arrivedAsPlanned(after, moves.length ? await addToBalances(moves) : [], 'postMany');
        await repo.insertLines(
          plans.flatMap((postings, i) =>
            postings.map((p, j) => ({
              entryId: idOf.get(reqs[i]!.key)!,
              lineNo: j + 1,
              ledgerAccountId: p.ledgerAccountId,
              amount: money(p.amount),
              balanceAfter: isCustomerKind(p.kind) ? money(p.after) : null,
            })),
          ),
        );
        return reqs.map((r) => ({ entryId: idOf.get(r.key)!, replayed: false }));
      });
    },
  };
  return poster;
}

export type Poster = ReturnType<typeof createPoster>;

type BalanceRow<B> = { ledgerAccountId: number; shard: number; balance: B };

/** Every balance the database arrived at is the one planned for its row: a locked balance cannot move under the lock. */
function arrivedAsPlanned(planned: readonly BalanceRow<Dec>[], arrived: readonly BalanceRow<string>[], by: string) {
  for (const b of arrived) {
    const plan = planned.find((p) => p.ledgerAccountId === b.ledgerAccountId && p.shard === b.shard);
    if (!plan || !plan.balance.eq(b.balance)) throw new Error(`${by}: a locked balance moved under the lock`);
  }
}

function toRows(rows: Awaited<ReturnType<typeof queries.lockBalances>>) {
  return rows.map((r) => ({
    ledgerAccountId: r.ledgerAccountId,
    shard: r.shard,
    kind: r.kind,
    balance: new Dec(r.balance),
    creditLimit: r.creditLimit === null ? null : new Dec(r.creditLimit),
  }));
}
