import { isTrackingStatus, subStatusBelongs, type TrackingSource, type TrackingStatus } from '@parcelhub/contracts';

/** An event as a source outside our screens gives it: a carrier's code and words, not yet a standard status. */
export interface RawEvent {
  carrierCode: string;
  /** The carrier's tracking number (or, before a label, the order's inside number). */
  trackingNo: string;
  code: string;
  description: string;
  location: string;
  eventTime: Date;
  source: Exclude<TrackingSource, 'manual' | 'internal'>;
}

export interface MappedStatus {
  status: TrackingStatus;
  subStatus: string | null;
}

/**
 * Maps raw events to standard statuses, one answer per event in order; null where nothing maps it (it waits for an
 * operator). The track rules module installs the real one (`tracking.useRawMapper`); until then the standard mapper
 * reads codes already written as a standard status.
 */
export type RawEventMapper = (events: readonly RawEvent[]) => Promise<(MappedStatus | null)[]>;

/** A code that is itself a standard status, or `STATUS/SUB_STATUS` of one (our sandbox carrier writes these). */
export function standardMapping(code: string): MappedStatus | null {
  const [status, subStatus, extra] = code.split('/');
  if (extra !== undefined || !status || !isTrackingStatus(status)) return null;
  if (subStatus === undefined) return { status, subStatus: null };
  return subStatusBelongs(status, subStatus) ? { status, subStatus } : null;
}

export const standardMapper: RawEventMapper = async (events) => events.map((e) => standardMapping(e.code));
