import { z } from 'zod';
import { Option } from '../common/envelope';
import { optionalText, requiredText } from '../common/fields';
import { TRACKING_STATUSES, TRACKING_SUB_STATUS_LIST } from './statuses';

export const TrackingStatusCode = z.enum(TRACKING_STATUSES);
export const TrackingSubStatusCode = z.enum(TRACKING_SUB_STATUS_LIST as [string, ...string[]]);

/** The longest description an operator may give a hand-made event (issue 38). */
export const MANUAL_DESCRIPTION_MAX = 10;

/** A status with its sub-statuses, worded in the caller's language. */
export const TrackingStatusOption = Option.extend({ children: z.array(Option) });
export type TrackingStatusOption = z.infer<typeof TrackingStatusOption>;

/** `getChildEventStatus/{id}`: the id is the status's code (IN_TRANSIT, EXCEPTION…). */
export const ChildEventStatusParams = z.object({ id: requiredText(40) });

/**
 * An event added by hand. Status and sub-status are codes checked by the server (an unknown one is answered with its
 * own message, not a generic field error); the event time carries its offset.
 */
export const AddTrackInfoInput = z.object({
  trackingNo: requiredText(100),
  status: requiredText(40),
  subStatus: optionalText(40),
  eventTime: z.iso.datetime({ offset: true, error: 'invalid' }),
  location: optionalText(100),
  description: optionalText(MANUAL_DESCRIPTION_MAX),
});
export type AddTrackInfoInput = z.input<typeof AddTrackInfoInput>;

/** One event of a parcel's timeline. */
export const TrackEvent = z.object({
  status: TrackingStatusCode,
  subStatus: z.string().nullable(),
  eventTime: z.string(),
  location: z.string(),
  description: z.string(),
});
export type TrackEvent = z.infer<typeof TrackEvent>;

/** A parcel's current status (from its latest event by event time) and its timeline, newest first. */
export const TrackInfo = z.object({
  status: TrackingStatusCode,
  subStatus: z.string().nullable(),
  events: z.array(TrackEvent),
});
export type TrackInfo = z.infer<typeof TrackInfo>;

export const InsideNumberParams = z.object({ insideNumber: requiredText(100) });
