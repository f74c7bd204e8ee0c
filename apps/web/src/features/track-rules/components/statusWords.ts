import {
  TRACKING_STATUSES,
  TRACKING_STATUS_WORDS,
  TRACKING_SUB_STATUSES,
  TRACKING_SUB_STATUS_WORDS,
  type Language,
  type TrackingStatus,
  type TrackingSubStatus,
} from '@parcelhub/contracts';

/** A status and sub-status in the reader's language ("In transit / Picked up"); codes the contracts do not know as is. */
export function statusLabel(status: string, subStatus: string | null, lang: Language): string {
  const main = TRACKING_STATUS_WORDS[status as TrackingStatus]?.[lang] ?? status;
  if (!subStatus) return main;
  return `${main} / ${TRACKING_SUB_STATUS_WORDS[subStatus as TrackingSubStatus]?.[lang] ?? subStatus}`;
}

export const statusOptions = (lang: Language) =>
  TRACKING_STATUSES.map((s) => ({ value: s, label: TRACKING_STATUS_WORDS[s][lang] }));

export const subStatusOptions = (status: string | undefined, lang: Language) =>
  status && status in TRACKING_SUB_STATUSES
    ? (TRACKING_SUB_STATUSES[status as TrackingStatus] as readonly TrackingSubStatus[]).map((s) => ({
        value: s,
        label: TRACKING_SUB_STATUS_WORDS[s][lang],
      }))
    : [];
