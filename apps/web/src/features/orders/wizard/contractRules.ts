import { OrderParty, PlaceOrderInput } from '@parcelhub/contracts';
import { issueMessage } from '../../../shared/forms/zodRules';
import type { Language } from '@parcelhub/contracts';
import { PARTY_FIELDS, toPlaceInput, typedParty, type OrderFormValues } from './draft';

/*
 * The placement's rules across fields (FBA needs VAT and EORI; a US ZIP; a house number for Germany; a customs
 * number for Korea) live in the contract's PlaceOrderInput refinement, which zod runs only on an otherwise valid
 * body. The wizard asks them step by step, long before the body is complete: so it runs the contract on a probe,
 * a valid body into which every field the user filled validly is copied. What the refinement then says about a
 * field is what the server will say.
 */

const PROBE_PARTY = {
  name: 'probe',
  company: '',
  // No destination rule applies to ZZ: an unchosen country never raises one.
  countryCode: 'ZZ',
  province: 'probe',
  city: 'probe',
  zipCode: '0',
  address1: 'probe',
  address2: '',
  houseNumber: '',
  customsNo: '',
  phone: '0000',
  email: '',
};

const PROBE = {
  productId: 1,
  referenceNo: 'probe',
  boxes: [{ length: '1', width: '1', height: '1', weight: '1' }],
  declarations: [{ nameEn: 'probe', nameZh: '', hsCode: '', quantity: 1, unitValue: '1', unitWeight: '1' }],
  sender: PROBE_PARTY,
  receiver: PROBE_PARTY,
  remark: '',
  fba: false,
  vatNo: '',
  eoriNo: '',
};

const TOP_FIELDS = ['fba', 'vatNo', 'eoriNo'] as const;

/** The party's fields that pass their own rule; the probe's for the others. */
function validPartyFields(party: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...PROBE_PARTY };
  for (const f of PARTY_FIELDS) {
    if (OrderParty.shape[f].safeParse(party[f]).success) out[f] = party[f];
  }
  return out;
}

export interface CrossIssue {
  /** Dotted, as the server names fields: `receiver.houseNumber`. */
  path: string;
  message: string;
}

/** The contract's cross-field issues for these values, worded in `lang`. */
export function crossFieldIssues(values: OrderFormValues, lang: Language): CrossIssue[] {
  const input = toPlaceInput(values);
  const probe: Record<string, unknown> = {
    ...PROBE,
    sender: validPartyFields(typedParty(values.sender)),
    receiver: validPartyFields(typedParty(values.receiver)),
  };
  for (const f of TOP_FIELDS) {
    if (PlaceOrderInput.shape[f].safeParse(input[f]).success) probe[f] = input[f];
  }
  const result = PlaceOrderInput.safeParse(probe);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issueMessage(issue, lang) }));
}

/** The message the contract has for this field now, if any. */
export const crossIssueAt = (values: OrderFormValues, path: string, lang: Language): string | undefined =>
  crossFieldIssues(values, lang).find((i) => i.path === path)?.message;

/** Whether the contract would refuse this field left empty (the form marks it required and says why). */
export function requiredByContract(values: OrderFormValues, path: string, lang: Language): string | undefined {
  const [head, field] = path.split('.');
  if (!head) return undefined;
  const emptied: OrderFormValues =
    field && (head === 'sender' || head === 'receiver')
      ? { ...values, [head]: { ...values[head], [field]: '' } }
      : { ...values, [head]: '' };
  return crossIssueAt(emptied, path, lang);
}
