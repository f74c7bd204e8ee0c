import { AsyncLocalStorage } from 'node:async_hooks';

/** Who a write is done for, as the operation log records it. */
export interface WriteActor {
  userId: number;
  accountId: number;
  /** The request (its x-request-id) or the job that wrote. */
  requestId: string | null;
}

const current = new AsyncLocalStorage<WriteActor>();

/**
 * Runs `fn` with `actor` as the author of every write it makes: the database session wrappers
 * (actor-session.ts) put it into each transaction's settings, where the operation log's trigger reads it.
 */
export const actingAs = <T>(actor: WriteActor, fn: () => T | PromiseLike<T>): Promise<T> =>
  // Awaited inside: a lazy query builder `fn` returns runs when awaited, and that must be within the context.
  current.run(actor, async () => await fn());

export const currentWriteActor = (): WriteActor | undefined => current.getStore();

/** Runs `fn` with no actor: its writes are the system's, whoever's call chain it was started from. */
// `run` with no store rather than `exit`, which Node 20 still marks experimental.
export const asSystem = <T>(fn: () => Promise<T>): Promise<T> => current.run(undefined as unknown as WriteActor, fn);

/** Transaction-local settings (`set_config(..., true)`): they end with the transaction, so nothing leaks. */
export const ACTOR_SETTINGS_SQL =
  "select set_config('parcelhub.user_id', $1, true), set_config('parcelhub.account_id', $2, true), " +
  "set_config('parcelhub.request_id', $3, true)";

export const actorSettingValues = (actor: WriteActor): string[] => [
  String(actor.userId),
  String(actor.accountId),
  actor.requestId ?? '',
];
