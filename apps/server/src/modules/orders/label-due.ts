import type { DataAccess } from '../../platform/db/data-access';
import { forgetDueIn, scheduleDueIn } from '../../platform/jobs/due-work';

/**
 * "Issue the label of order N" as due work (`platform/jobs/due-work.ts`, key: the order's id): the placement makes it
 * due in its transaction, a success forgets it, a failure records its backoff or its give-up there; the platform's
 * due work runner takes what is due (asynchronous labels, retries, and those a stopped process left).
 */
export const LABEL_DUE_KIND = 'orders.label';
/** The orders' label due items, written in the transaction open in this call chain. */
export const labelsDue = (data: DataAccess) => ({
  schedule: (ids: readonly number[], at: Date) => scheduleDueIn(data.db, LABEL_DUE_KIND, ids.map(String), at),
  forget: (ids: readonly number[]) => forgetDueIn(data.db, LABEL_DUE_KIND, ids.map(String)),
});
