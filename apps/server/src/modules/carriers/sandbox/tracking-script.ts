/**
 * The sandbox carrier's tracking script: each pull of a parcel reveals its next step, stamped with the time it was
 * revealed (kept, so the parcel's history answers the same on every pull). Codes are written as standard
 * `STATUS/SUB_STATUS` (tracking's raw-events.ts), so they map without a rule.
 */
export interface ScriptStep {
  code: string;
  description: string;
  where: 'origin' | 'destination';
}

const FIRST_LEGS: readonly ScriptStep[] = [
  { code: 'INFO_RECEIVED', description: 'Shipment information received', where: 'origin' },
  { code: 'IN_TRANSIT/PICKED_UP', description: 'Picked up by the carrier', where: 'origin' },
  { code: 'IN_TRANSIT/DEPARTED_ORIGIN_PORT', description: 'Departed the origin port', where: 'origin' },
  { code: 'IN_TRANSIT/ARRIVED_DESTINATION_PORT', description: 'Arrived at the destination port', where: 'destination' },
  { code: 'IN_TRANSIT/CUSTOMS_RELEASED', description: 'Released by customs', where: 'destination' },
  { code: 'OUT_FOR_DELIVERY', description: 'Out for delivery', where: 'destination' },
];

export const DELIVERED_SCRIPT: readonly ScriptStep[] = [
  ...FIRST_LEGS,
  { code: 'DELIVERED', description: 'Delivered', where: 'destination' },
];

export const RETURNED_SCRIPT: readonly ScriptStep[] = [
  ...FIRST_LEGS,
  { code: 'DELIVERY_FAILED', description: 'Delivery attempt failed: receiver not found', where: 'destination' },
  { code: 'EXCEPTION/RETURNED', description: 'Returned to the sender', where: 'origin' },
];

/** Receiver postcodes that choose a script (docs/api.md, "Carriers and labels"). */
export const SCRIPT_POSTCODES = {
  /** Delivery fails, then the parcel goes back to the sender. */
  returned: '99996',
  /** The carrier never reports an event: the parcel expires. */
  silent: '99995',
} as const;

export function scriptFor(postcode: string): readonly ScriptStep[] {
  if (postcode === SCRIPT_POSTCODES.silent) return [];
  if (postcode === SCRIPT_POSTCODES.returned) return RETURNED_SCRIPT;
  return DELIVERED_SCRIPT;
}

/** The code a cancelled shipment reports after what it had revealed. */
export const CANCELLED_STEP: ScriptStep = {
  code: 'EXCEPTION/CANCELLED',
  description: 'Shipment cancelled by the shipper',
  where: 'origin',
};
