import type { TestApp } from '../helpers/test-app';

/** One HTTP call a tenancy case makes on a record, by its id. */
export interface CallOnRecord {
  name: string;
  request: (id: number, own: number) => { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown };
  /**
   * The call also names a record of the caller's own (`own`, made by `create` as the stranger, for the strangers of
   * the owner's kind): the stranger reaches for the owner's record through its own (its own cost, its own group).
   */
  throughOwn?: true;
  /**
   * For a call that answers per item (a batch: 200, each item's outcome naming its id): the answer with the id put
   * aside. Such a call must answer exactly as for a missing id, without having to fail as a whole.
   */
  answer?: (body: never, id: number) => unknown;
  /** The id only narrows what the call does (a surcharge left out of a test): it answers 200, as for a missing id. */
  notAnError?: true;
}

/** A list call and how to find record ids in its answer. */
export interface ListCall {
  name: string;
  request: { method: 'GET' | 'POST'; url: string; body?: unknown };
  ids: (body: { rows?: { id: number }[]; obj?: unknown }) => number[];
}

/**
 * What an owned-data module registers (in `<module>.tenancy.ts` beside its code) so that the cross-tenant test
 * tries every call of it as every other tenant. Records must be made through the API as their owner would.
 */
export interface TenancyCase {
  module: string;
  /**
   * Whose records these are: a customer account's (the default; strangers are another customer, its sub-account and
   * a supplier) or a supplier's (strangers are another supplier, its sub-account and a customer). The owner's own
   * sub-account must reach them.
   */
  owner?: 'customer' | 'supplier';
  /** Menu keys a sub-account needs to use the module's calls. */
  subAccountGrants: string[];
  /** Creates a record owned by (or routed to) the signed-in `token`'s account; answers its id. */
  create: (t: TestApp, token: string) => Promise<number>;
  /** Calls that act on one record: a stranger must get the same answer as for a missing id. */
  onRecord: CallOnRecord[];
  /** Lists: a stranger must never see the record. */
  lists: ListCall[];
  /** Reads the record as its owner, to check that strangers' calls changed nothing. */
  snapshot: (t: TestApp, ownerToken: string, id: number) => Promise<unknown>;
}

export const defineTenancyCase = (c: TenancyCase) => c;
