import type { CarrierAdapter } from './carrier.types';
import { CarrierError } from './carrier-error';

export const NOT_CONNECTED_REASON = 'carrier not connected: credentials/endpoint not configured';

/**
 * A carrier whose adapter is not configured on this installation (USPS and DHL until their credentials and
 * endpoints exist, or a provider the platform added without an integration): every call fails, not retryable,
 * so orders show a clear reason instead of waiting on retries.
 */
export function notConnectedAdapter(code: string): CarrierAdapter {
  const fail = async (): Promise<never> => {
    throw new CarrierError(code, `${code}: ${NOT_CONNECTED_REASON}`, { retryable: false });
  };
  return { code, supportsOnlineCancel: false, createShipment: fail, cancelShipment: fail, track: fail };
}

export interface CarrierRegistry {
  /** The adapter of a docking provider code; null, empty or blank: the default (the sandbox). */
  adapterFor(providerCode: string | null | undefined): CarrierAdapter;
  /** Adds or replaces the adapter of its code (a configured real carrier, or a test double). */
  register(adapter: CarrierAdapter): void;
  codes(): string[];
}

/** Codes as the docking providers keep them: upper case, trimmed. */
const normalise = (code: string | null | undefined) => (typeof code === 'string' ? code.trim().toUpperCase() : '');

export function createCarrierRegistry(
  defaultAdapter: CarrierAdapter,
  others: readonly CarrierAdapter[],
): CarrierRegistry {
  const adapters = new Map<string, CarrierAdapter>();
  const register = (a: CarrierAdapter) => adapters.set(normalise(a.code), a);
  register(defaultAdapter);
  others.forEach(register);
  return {
    adapterFor(providerCode) {
      const code = normalise(providerCode);
      if (!code) return defaultAdapter;
      return adapters.get(code) ?? notConnectedAdapter(code);
    },
    register,
    codes: () => [...adapters.keys()].sort(),
  };
}
