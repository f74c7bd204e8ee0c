import type { TestApp } from '../helpers/test-app';

/** One HTTP call a tenancy case makes on a record, by its id. */
export interface CallOnRecord {
  name: string;
  request: (id: number) => { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; body?: unknown };
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
  /** Menu keys a sub-account needs to use the module's calls. */
  subAccountGrants: string[];
  /** Creates a record owned by the signed-in `token`'s account; answers its id. */
  create: (t: TestApp, token: string) => Promise<number>;
  /** Calls that act on one record: a stranger must get the same answer as for a missing id. */
  onRecord: CallOnRecord[];
  /** Lists: a stranger must never see the record. */
  lists: ListCall[];
  /** Reads the record as its owner, to check that strangers' calls changed nothing. */
  snapshot: (t: TestApp, ownerToken: string, id: number) => Promise<unknown>;
}

export const defineTenancyCase = (c: TenancyCase) => c;
