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
  /**
   * Locks the rows these customers' lines touch, all in one statement (making a customer's accounts at its first
   * movement): each customer's own rows and the platform's rows on its shard, which customers may share.
   */
  async function lockRowsOf(customerIds: readonly number[], lines: readonly Line[]): Promise<OwnedRow[]> {
    const ids = [...new Set(customerIds)];
    const kinds = [...new Set(lines.map((l) => l.kind))];
    const still = heldFor(ids, kinds);
    if (still) return still;
    const lock = async () => toRows(await repo.lockBalances(ids, [...new Set(ids.map(platformShardOf))], kinds));
    let rows = await lock();
    const lacking = ids.filter((c) => missingKinds(viewOf(rows, c), lines).some(isCustomerKind));
    if (lacking.length > 0) {
      for (const c of lacking) await repo.createCustomerAccounts(c);
      rows = await lock();
    }
    for (const c of ids) {
      const missing = missingKinds(viewOf(rows, c), lines);
      if (missing.some(isCustomerKind)) throw new AppError('WALLET_NOT_FOUND', { id: c });
      if (missing.length > 0) throw new Error(`the platform's ledger accounts are missing: ${missing.join(', ')}`);
    }
    if (data.inTransaction) held.set(data.db, { ids: new Set(ids), kinds: new Set(kinds), rows });
    return rows;
  }

  /**
   * The rows this transaction locked and has not posted onto since, when they cover these customers and kinds: a
   * group of placements checks what its customers can pay, writes the orders, then posts their charges, and the
   * rows cannot have moved in between (locked, and only the poster moves them). Forgotten at every posting.
   */
  const held = new WeakMap<object, { ids: Set<number>; kinds: Set<string>; rows: OwnedRow[] }>();
  function heldFor(ids: readonly number[], kinds: readonly string[]): OwnedRow[] | null {
    if (!data.inTransaction) return null;
    const h = held.get(data.db);
    return h && ids.every((c) => h.ids.has(c)) && kinds.every((k) => h.kinds.has(k)) ? h.rows : null;
  }
  const forget = () => {
    if (data.inTransaction) held.delete(data.db);
  };

  const lockRows = async (customerId: number, lines: Line[]) =>
    viewOf(await lockRowsOf([customerId], lines), customerId);

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

  /** The entry, its balance moves and its lines in one statement; null when the key was taken (nothing written). */
  async function writeEntry(entry: ReturnType<typeof entryOf>, postings: readonly Posting[]) {
    forget();
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
      const [n] = await poster.affordableOf([{ customerId, movements }]);
      return n!;
    },

    /** `affordable` for several customers at once, their rows locked by one statement; a count per request. */
    async affordableOf(requests: readonly { customerId: number; movements: readonly Movement[] }[]): Promise<number[]> {
      for (const r of requests)
        if (!isInt32(r.customerId)) throw new AppError('WALLET_NOT_FOUND', { id: r.customerId });
      const entries = requests.map((r) => r.movements.map(postableLines));
      if (entries.every((e) => e.length === 0)) return requests.map(() => 0);
      return data.withTransaction(async () => {
        const rows = await lockRowsOf(
          requests.map((r) => r.customerId),
          entries.flat(2),
        );
        // Customers share only the platform's rows, which have no floor: each customer's count is its own.
        return requests.map((r, i) => planSequence(viewOf(rows, r.customerId), entries[i]!).plans.length);
      });
    },

    /**
     * Several movements as one entry each, in one pass, of one customer or several: the rows locked once, the entries
     * written in one statement, the balances moved once by their sums (the check constraint judging the end) and
     * every line written with the balance after it (a customer's movements in the order given). All or nothing: a
     * movement past a floor refuses the whole call (WALLET_NOT_ENOUGH_BALANCE; ask `affordable` first). Keys used
     * before are answered as `post` answers them.
     */
    async postMany(reqs: readonly PostRequest[], options: { newKeys?: boolean } = {}): Promise<PostResult[]> {
      if (reqs.length === 0) return [];
      const entries = reqs.map(checked);
      const twice = reqs.find((r, i) => reqs.findIndex((x) => x.key === r.key) !== i);
      if (twice) throw new AppError('WALLET_KEY_CONFLICT', { key: twice.key });
      return data.withTransaction(async () => {
        const rows = await lockRowsOf(
          reqs.map((r) => r.customerId),
          entries.flat(),
        );
        // A key used before: each movement on its own, with post's replay rules. Keys the caller knows are new (an
        // order's just written) are not looked up: one taken after all refuses the call (WALLET_KEY_CONFLICT).
        if (!options.newKeys && (await repo.findEntriesByKeys(reqs.map((r) => r.key))).length > 0) {
          const results: PostResult[] = [];
          for (const req of reqs) results.push(await poster.post(req));
          return results;
        }
        const { plans, after } = planCustomers(rows, reqs, entries);
        // Each row moves by what the plan left it at minus where it began; the database must arrive there too.
        const moves = after.flatMap((r, i) => {
          const amount = r.balance.minus(rows[i]!.balance);
          return amount.isZero() ? [] : [{ ledgerAccountId: r.ledgerAccountId, shard: r.shard, amount: money(amount) }];
        });
        forget();
        const written = await floorChecked(() =>
          repo.writeEntries(
            reqs.map((r, i) => entryOf(r, availableEffect(entries[i]!))),
            moves,
            plans.flatMap((postings, i) =>
              postings.map((p, j) => ({
                key: reqs[i]!.key,
                lineNo: j + 1,
                ledgerAccountId: p.ledgerAccountId,
                shard: p.shard,
                amount: money(p.amount),
                balanceAfter: isCustomerKind(p.kind) ? money(p.after) : null,
              })),
            ),
          ),
        );
        // Another customer's posting took one of the keys meanwhile: roll back, the caller posts one at a time.
        const idOf = new Map(written.entries.map((w) => [w.key, Number(w.id)]));
        const taken = reqs.find((r) => !idOf.has(r.key));
        if (taken) throw new AppError('WALLET_KEY_CONFLICT', { key: taken.key });
        arrivedAsPlanned(after, written.balances, 'postMany');
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

/** A locked balance row and whose it is (null: the platform's). */
type OwnedRow = BalanceRow<Dec> & { kind: Line['kind']; creditLimit: Dec | null; owner: number | null };

function toRows(rows: Awaited<ReturnType<typeof queries.lockBalances>>): OwnedRow[] {
  return rows.map((r) => ({
    ledgerAccountId: r.ledgerAccountId,
    shard: r.shard,
    kind: r.kind,
    owner: r.accountId,
    balance: new Dec(r.balance),
    creditLimit: r.creditLimit === null ? null : new Dec(r.creditLimit),
  }));
}

/** The rows a customer's postings touch: its own, and the platform's on its shard. */
const viewOf = <R extends OwnedRow>(rows: readonly R[], customerId: number): R[] =>
  rows.filter((r) => r.owner === customerId || (r.owner === null && r.shard === platformShardOf(customerId)));

/**
 * Each request's postings, a customer's in the order given, and every locked row's balance after all of them (in
 * the rows' order). A platform row several customers share carries each one's postings on to the next. Throws
 * WALLET_NOT_ENOUGH_BALANCE when a customer cannot pay for all of its own.
 */
function planCustomers(rows: readonly OwnedRow[], reqs: readonly PostRequest[], entries: readonly Line[][]) {
  let after = [...rows];
  const plans: Posting[][] = new Array<Posting[]>(reqs.length);
  for (const customerId of new Set(reqs.map((r) => r.customerId))) {
    const mine = reqs.flatMap((r, i) => (r.customerId === customerId ? [i] : []));
    const planned = planSequence(
      viewOf(after, customerId),
      mine.map((i) => entries[i]!),
    );
    if (planned.plans.length < mine.length) throw new AppError('WALLET_NOT_ENOUGH_BALANCE');
    mine.forEach((i, j) => (plans[i] = planned.plans[j]!));
    const moved = new Map(planned.after.map((r) => [`${r.ledgerAccountId}:${r.shard}`, r.balance]));
    after = after.map((r) => {
      const balance = moved.get(`${r.ledgerAccountId}:${r.shard}`);
      return balance === undefined ? r : { ...r, balance };
    });
  }
  return { plans, after };
}
