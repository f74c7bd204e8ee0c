import Decimal from 'decimal.js';
import type { OrderPartyInput, PlaceOrderInput, QuoteBox } from '@parcelhub/contracts';
import { newIdempotencyKey } from '../../../shared/http';
import { readLocalJson, writeLocal } from '../../../shared/storage/local';
import { BOX_FIELDS, type BoxValues } from '../../quote';

/** An input's value as antd holds it: InputNumber in string mode gives strings, a cleared one null. */
type Num = string | number | null;

export const PARTY_FIELDS = [
  'name',
  'company',
  'countryCode',
  'province',
  'city',
  'zipCode',
  'address1',
  'address2',
  'houseNumber',
  'customsNo',
  'phone',
  'email',
] as const;
export type PartyField = (typeof PARTY_FIELDS)[number];

/** A sender or receiver as the form holds it: picked from the address book (`addressId`) or typed. */
export type PartyValues = Partial<Record<PartyField, string>> & {
  /** Set when picked from the address book and not changed since: the order then names the book entry. */
  addressId?: number | null;
  saveToAddressBook?: boolean;
};

export const DECLARATION_FIELDS = ['nameEn', 'nameZh', 'hsCode', 'quantity', 'unitValue', 'unitWeight'] as const;
export type DeclarationValues = {
  nameEn?: string;
  nameZh?: string;
  hsCode?: string;
  quantity?: Num;
  unitValue?: Num;
  unitWeight?: Num;
};

/** Step 1's quick entry: so many boxes like this one, refined box by box in step 2. */
export interface QuickBoxes {
  pieces?: Num;
  length?: Num;
  width?: Num;
  height?: Num;
  weight?: Num;
}

/** The service chosen in step 1, as its quote named it. */
export interface ChosenProduct {
  id: number;
  code: string;
  name: string;
}

export interface OrderFormValues {
  countryCode?: string;
  postcode?: string;
  quick?: QuickBoxes;
  product?: ChosenProduct | null;
  boxes?: BoxValues[];
  declarations?: DeclarationValues[];
  sender?: PartyValues;
  receiver?: PartyValues;
  referenceNo?: string;
  remark?: string;
  fba?: boolean;
  vatNo?: string;
  eoriNo?: string;
}

/**
 * The wizard's state between visits: the form's values, the step reached, and the Idempotency-Key made with the
 * draft. `sentBody` is the body last sent under that key: a retry of the same body reuses the key (one order
 * however often it is sent), an edited body gets a new one (the server answers 409 to a different body under a
 * key it has seen).
 */
export interface OrderDraft {
  v: 1;
  key: string;
  step: number;
  values: OrderFormValues;
  sentBody?: string;
}

export const WIZARD_STEPS = ['service', 'boxes', 'declarations', 'parties', 'supplement', 'confirm'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const LAST_STEP = WIZARD_STEPS.length - 1;

export const INITIAL_VALUES: OrderFormValues = {
  quick: { pieces: 1 },
  boxes: [{}],
  declarations: [{}],
  sender: { saveToAddressBook: false },
  receiver: { saveToAddressBook: false },
  fba: false,
};

export function newDraft(values: OrderFormValues = INITIAL_VALUES): OrderDraft {
  return { v: 1, key: newIdempotencyKey(), step: 0, values: structuredClone(values) };
}

/** One draft per signed-in user on this browser. */
export const draftStorageKey = (userId: number) => `orderDraft:${userId}`;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function isDraft(v: unknown): v is OrderDraft {
  return (
    isRecord(v) &&
    v.v === 1 &&
    typeof v.key === 'string' &&
    v.key.length > 0 &&
    Number.isInteger(v.step) &&
    (v.step as number) >= 0 &&
    (v.step as number) <= LAST_STEP &&
    isRecord(v.values) &&
    (v.sentBody === undefined || typeof v.sentBody === 'string')
  );
}

export const loadDraft = (userId: number): OrderDraft | null => readLocalJson(draftStorageKey(userId), null, isDraft);
export const saveDraft = (userId: number, draft: OrderDraft) =>
  writeLocal(draftStorageKey(userId), JSON.stringify(draft));
export const clearDraft = (userId: number) => writeLocal(draftStorageKey(userId), null);

const text = (v: unknown): string | undefined => {
  if (v === null || v === undefined) return undefined;
  const s = String(v).trim();
  return s === '' ? undefined : s;
};

function toDecimal(v: unknown): Decimal | null {
  const s = text(v);
  if (s === undefined) return null;
  try {
    const d = new Decimal(s);
    return d.isFinite() ? d : null;
  } catch {
    return null;
  }
}

/** Sum of quantity × unit value over the lines, in US dollars with 2 places; unreadable lines count nothing. */
export function declaredValue(lines: readonly DeclarationValues[] | undefined): string {
  let sum = new Decimal(0);
  for (const line of lines ?? []) {
    const q = toDecimal(line.quantity);
    const v = toDecimal(line.unitValue);
    if (q && v) sum = sum.plus(q.times(v));
  }
  return sum.toFixed(2, Decimal.ROUND_HALF_UP);
}

/** How many boxes and their actual weight together (kg, 3 places). */
export function boxesSummary(boxes: readonly BoxValues[] | undefined): { count: number; weight: string } {
  let weight = new Decimal(0);
  for (const b of boxes ?? []) weight = weight.plus(toDecimal(b.weight) ?? 0);
  return { count: boxes?.length ?? 0, weight: weight.toFixed(3, Decimal.ROUND_HALF_UP) };
}

const boxKey = (b: BoxValues) => BOX_FIELDS.map((f) => toDecimal(b[f])?.toString() ?? '').join('|');

/** True when every box has the same figures (so step 1's quick entry still describes them). */
export const sameBoxes = (boxes: readonly BoxValues[]): boolean =>
  boxes.every((b) => boxKey(b) === boxKey(boxes[0] ?? {}));

/** The quick entry as boxes: `pieces` copies of the one box (at least one). */
export function quickBoxes(quick: QuickBoxes | undefined): BoxValues[] {
  const n = Math.max(1, Math.min(200, Math.trunc(Number(quick?.pieces) || 1)));
  const box: BoxValues = {
    length: quick?.length ?? null,
    width: quick?.width ?? null,
    height: quick?.height ?? null,
    weight: quick?.weight ?? null,
  };
  return Array.from({ length: n }, () => ({ ...box }));
}

/** The quick entry that describes these boxes, when they are all alike; otherwise null. */
export function quickOf(boxes: readonly BoxValues[] | undefined): QuickBoxes | null {
  const first = boxes?.[0];
  if (!boxes || !first || !sameBoxes(boxes)) return null;
  return { pieces: boxes.length, ...first };
}

/** Boxes as the contract reads them: the figures as typed, empty ones absent. */
export const toBoxes = (boxes: readonly BoxValues[] | undefined): QuoteBox[] =>
  (boxes ?? []).map((b) => Object.fromEntries(BOX_FIELDS.map((f) => [f, text(b[f])])) as QuoteBox);

/** The party's typed fields (whether or not it was picked from the address book). */
export function typedParty(p: PartyValues | undefined): Exclude<OrderPartyInput, { addressId: number }> {
  const fields = Object.fromEntries(PARTY_FIELDS.map((f) => [f, text(p?.[f]) ?? ''])) as Record<PartyField, string>;
  return { ...fields, saveToAddressBook: p?.saveToAddressBook === true };
}

const toParty = (p: PartyValues | undefined): OrderPartyInput =>
  p?.addressId ? { addressId: p.addressId } : typedParty(p);

/** A whole number goes as a number; anything else as typed, for the contract to refuse with its message. */
function quantityOf(v: unknown): number | string {
  const s = text(v) ?? '';
  return /^\d{1,9}$/.test(s) ? Number(s) : s;
}

/** The placement body from the wizard's values, as the contract takes it (the server prices it again). */
export function toPlaceInput(values: OrderFormValues): PlaceOrderInput {
  const fba = values.fba === true;
  return {
    productId: values.product?.id ?? 0,
    referenceNo: text(values.referenceNo) ?? '',
    boxes: toBoxes(values.boxes),
    declarations: (values.declarations ?? []).map((d) => ({
      nameEn: text(d.nameEn) ?? '',
      nameZh: text(d.nameZh) ?? '',
      hsCode: text(d.hsCode) ?? '',
      quantity: quantityOf(d.quantity),
      unitValue: text(d.unitValue) ?? '',
      unitWeight: text(d.unitWeight) ?? '',
    })) as PlaceOrderInput['declarations'],
    sender: toParty(values.sender),
    receiver: toParty(values.receiver),
    remark: text(values.remark) ?? '',
    fba,
    vatNo: fba ? (text(values.vatNo) ?? '') : '',
    eoriNo: fba ? (text(values.eoriNo) ?? '') : '',
  };
}

/**
 * The key to send this body under: the draft's own, unless a different body already went under it. Answers the
 * draft to keep (with the body recorded as sent).
 */
export function keyForSubmit(draft: OrderDraft, body: PlaceOrderInput): OrderDraft {
  const sent = JSON.stringify(body);
  const key = draft.sentBody !== undefined && draft.sentBody !== sent ? newIdempotencyKey() : draft.key;
  return { ...draft, key, sentBody: sent };
}

/** Which step holds a field of the body (server field errors and contract issues are sent back to it). */
export function stepOfField(path: string): number {
  const head = path.split('.')[0] ?? '';
  if (head === 'productId') return 0;
  if (head === 'boxes') return 1;
  if (head === 'declarations') return 2;
  if (head === 'sender' || head === 'receiver') return 3;
  if (['referenceNo', 'remark', 'fba', 'vatNo', 'eoriNo'].includes(head)) return 4;
  return LAST_STEP;
}

/** A dotted path (`boxes.0.weight`) as an antd field name (`['boxes', 0, 'weight']`). */
export const fieldName = (path: string): (string | number)[] =>
  path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

const str = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;

function partyFrom(v: unknown): PartyValues {
  if (!isRecord(v)) return { saveToAddressBook: false };
  const out: PartyValues = { saveToAddressBook: false };
  for (const f of PARTY_FIELDS) {
    const s = str(v[f]);
    if (s !== undefined) out[f] = s;
  }
  return out;
}

function productFrom(v: Record<string, unknown>): ChosenProduct | null {
  const id = Number(v.productId);
  if (!Number.isInteger(id) || id <= 0) return null;
  return { id, code: str(v.productCode) ?? '', name: str(v.productName) ?? '' };
}

/**
 * The wizard's values from `orderCopy/copySaveOrder`'s draft (the placement body of the old order, without a
 * reference number). Read field by field: the answer's shape is not typed by the contract.
 */
export function valuesFromCopy(obj: unknown): OrderFormValues {
  const v = isRecord(obj) ? obj : {};
  const boxes = (Array.isArray(v.boxes) ? v.boxes : [])
    .filter(isRecord)
    .map((b) => Object.fromEntries(BOX_FIELDS.map((f) => [f, str(b[f]) ?? null])) as BoxValues);
  const declarations = (Array.isArray(v.declarations) ? v.declarations : []).filter(isRecord).map((d) => ({
    nameEn: str(d.nameEn),
    nameZh: str(d.nameZh),
    hsCode: str(d.hsCode),
    quantity: str(d.quantity) ?? null,
    unitValue: str(d.unitValue) ?? null,
    unitWeight: str(d.unitWeight) ?? null,
  }));
  const receiver = partyFrom(v.receiver);
  const fba = v.fba === true;
  return {
    countryCode: receiver.countryCode,
    postcode: receiver.zipCode,
    quick: quickOf(boxes) ?? { pieces: boxes.length || 1 },
    product: productFrom(v),
    boxes,
    declarations: declarations.length > 0 ? declarations : [{}],
    sender: partyFrom(v.sender),
    receiver,
    referenceNo: '',
    remark: str(v.remark) ?? '',
    fba,
    vatNo: str(v.vatNo) ?? '',
    eoriNo: str(v.eoriNo) ?? '',
  };
}
