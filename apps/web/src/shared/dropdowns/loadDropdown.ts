import { OK_CODE, type EndpointDef, type EndpointInput } from '@parcelhub/contracts';
import { ApiError } from '../http/ApiError';
import { call } from '../http/endpoint';
import { envelopeMessage, isRecord, type RawEnvelope } from '../http/envelope';

/** One choice of a dropdown; some lists key by number (ids), most by text. */
export interface DropdownOption {
  label: string;
  value: string | number;
}

/** The answer carried no list: nothing is stored, and a list loaded earlier stays. */
export class NoDropdownResult extends Error {
  constructor() {
    super('the dropdown answer carried no result');
    this.name = 'NoDropdownResult';
  }
}

const isOption = (v: unknown): v is DropdownOption =>
  isRecord(v) && typeof v.label === 'string' && (typeof v.value === 'string' || typeof v.value === 'number');

/**
 * Spec 000 §7's loader rule: an answer whose flag is false and whose code is not 10200 fails with the server's
 * msg (or message); a result is taken only when one came back (rows, or an obj that is a list).
 */
export function readDropdownAnswer(answer: unknown): DropdownOption[] {
  const env = (isRecord(answer) ? answer : {}) as RawEnvelope;
  if (env.flag === false && env.code !== OK_CODE) {
    throw new ApiError({
      kind: 'http',
      message: envelopeMessage(env) || 'Request error',
      code: typeof env.code === 'number' ? env.code : null,
      errorKey: typeof env.errorKey === 'string' ? env.errorKey : null,
    });
  }
  const list = Array.isArray(env.rows) ? env.rows : Array.isArray(env.obj) ? env.obj : null;
  if (!list) throw new NoDropdownResult();
  return list.filter(isOption).map((o) => ({ label: o.label, value: o.value }));
}

/** Calls a dropdown's endpoint and reads its answer by the loader rule. */
export async function loadDropdown<E extends EndpointDef>(
  endpoint: E,
  input: EndpointInput<E>,
  signal?: AbortSignal,
): Promise<DropdownOption[]> {
  return readDropdownAnswer(await call(endpoint, input, { signal }));
}
