import type { ClearanceDropdownType, ClearanceProductStatus } from '@parcelhub/contracts';

type By = 'PLATFORM' | 'SUPPLIER';

/**
 * Whether a shelving change may happen, the delivery products' rule (spec 001 §4) for clearance products: the
 * platform changes any; a supplier its own, but a product the platform took off (offlineBy PLATFORM) goes back on
 * only by the platform. Answers the new `offlineBy`, 'refused', or 'same' when nothing changes.
 */
export function shelving(
  current: { status: ClearanceProductStatus; offlineBy: By | null },
  to: ClearanceProductStatus,
  by: By,
): { offlineBy: By | null } | 'refused' | 'same' {
  if (to === 'ENABLED') {
    if (current.status === 'ENABLED') return 'same';
    if (current.offlineBy === 'PLATFORM' && by !== 'PLATFORM') return 'refused';
    return { offlineBy: null };
  }
  // The platform taking an off product off again makes the off its own; anyone else leaves it as it is.
  if (current.status === 'DISABLED' && (by !== 'PLATFORM' || current.offlineBy === 'PLATFORM')) return 'same';
  return { offlineBy: by };
}

/**
 * What each dropdown query type lists (decision 243): SELF_BOL_QUERY and PURCHASE_BOL_QUERY the enabled, signed
 * products the caller may file bills of lading with (a customer: those quoted to it); ROLLOUT_ORDERED_QUERY the
 * enabled products orders may be rolled out to (a supplier: its own); PLATFORM every product, for the platform only.
 */
export function dropdownFilter(type: ClearanceDropdownType): {
  platformOnly: boolean;
  enabledOnly: boolean;
  signedOnly: boolean;
} {
  switch (type) {
    case 'SELF_BOL_QUERY':
    case 'PURCHASE_BOL_QUERY':
      return { platformOnly: false, enabledOnly: true, signedOnly: true };
    case 'ROLLOUT_ORDERED_QUERY':
      return { platformOnly: false, enabledOnly: true, signedOnly: false };
    case 'PLATFORM':
      return { platformOnly: true, enabledOnly: false, signedOnly: false };
    default: {
      const never: never = type;
      throw new Error(`unknown dropdown type ${String(never)}`);
    }
  }
}

/** The port codes of `wanted` that are not among the usable (existing and enabled) ones, in the order given. */
export function unusablePorts(wanted: readonly string[], found: readonly { code: string; enabled: boolean }[]): string[] {
  const ok = new Set(found.filter((p) => p.enabled).map((p) => p.code));
  return [...new Set(wanted)].filter((c) => !ok.has(c));
}
