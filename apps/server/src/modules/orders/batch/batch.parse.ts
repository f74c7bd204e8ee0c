import {
  LANGUAGES,
  MAX_ORDER_BOXES,
  MAX_ORDER_DECLARATIONS,
  OrderParty,
  PlaceOrderInput,
  validationMessage,
  type Language,
  type PlaceOrderData,
} from '@parcelhub/contracts';
import { toFieldErrors } from '../../../platform/http/validation';
import {
  BATCH_COLUMNS,
  DECLARATION_KEYS,
  headerOf,
  ORDER_KEYS,
  say,
  SENDER_KEYS,
  WORDS,
  YES_NO,
} from './batch.columns';

/**
 * Reading the batch sheet: pure functions from cell texts to placement bodies, or to the reasons (worded in the
 * user's language, per sheet row) an order cannot be placed. No database here: the product codes the customer may
 * use and its default sender come in as plain values.
 */

/** A data row of the sheet: its sheet row number, its cells by column key, and the cells as they came. */
export interface SheetRow {
  number: number;
  values: Record<string, string>;
  cells: string[];
}

/** The rows of one reference number, in sheet order. */
export interface OrderGroup {
  referenceNo: string;
  rows: SheetRow[];
}

const norm = (s: string) =>
  s
    .replace(/^\s*\*/, '')
    .replace(/（/g, '(')
    .replace(/）/g, ')')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

const KEY_BY_HEADER = new Map<string, string>(
  BATCH_COLUMNS.flatMap((c) => LANGUAGES.map((l) => [norm(c.header[l]), c.key] as const)),
);
const REQUIRED_HEADERS = BATCH_COLUMNS.filter((c) => c.required).map((c) => c.key);

/**
 * The template's header row read in any of the three languages (even mixed), columns in any order, optional ones
 * left out: the sheet column of each key, or null when a required column is missing (not the template's header).
 */
export function headerMap(cells: readonly string[]): Map<string, number> | null {
  const map = new Map<string, number>();
  cells.forEach((cell, i) => {
    const key = KEY_BY_HEADER.get(norm(cell ?? ''));
    if (key && !map.has(key)) map.set(key, i);
  });
  return REQUIRED_HEADERS.every((k) => map.has(k)) ? map : null;
}

export function sheetRow(number: number, cells: string[], columns: ReadonlyMap<string, number>): SheetRow {
  const values: Record<string, string> = {};
  for (const c of BATCH_COLUMNS) {
    const i = columns.get(c.key);
    values[c.key] = i === undefined ? '' : (cells[i] ?? '').trim();
  }
  return { number, values, cells };
}

/**
 * Rows sharing a reference number are one order (wherever they stand in the sheet), in the order of their first
 * row. A row without a reference number is an order of its own, refused for it.
 */
export function groupRows(rows: readonly SheetRow[]): OrderGroup[] {
  const groups = new Map<string, OrderGroup>();
  for (const row of rows) {
    const ref = row.values.referenceNo ?? '';
    const key = ref === '' ? `\u0000${row.number}` : ref;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { referenceNo: ref, rows: [] }));
    group.rows.push(row);
  }
  return [...groups.values()];
}

const YES_WORDS = new Set(['y', 'true', '1', ...LANGUAGES.map((l) => YES_NO[l][0].toLowerCase())]);
const NO_WORDS = new Set(['', 'n', 'false', '0', ...LANGUAGES.map((l) => YES_NO[l][1].toLowerCase())]);

/** A country written as its code (`US`, `us`) or as the address export writes it (`United States (US)`). */
export const countryOf = (text: string) => (/\(([A-Za-z]{2})\)\s*$/.exec(text)?.[1] ?? text).toUpperCase();

export interface BuildContext {
  lang: Language;
  /** The id of a product the customer may order with, by its code (case-insensitive); undefined otherwise. */
  productIdOf: (code: string) => number | undefined;
  /** The customer's default sender address, used when an order leaves every sender column blank. */
  defaultSenderId: number | null;
}

export type BuiltOrder =
  | { ok: true; input: PlaceOrderData }
  /** Reasons per sheet row (rows of the order with no reason of their own are not listed). */
  | { ok: false; problems: Map<number, string[]> };

const PARTY_FIELDS: Record<string, string> = {
  name: 'Name',
  company: 'Company',
  countryCode: 'Country',
  province: 'Province',
  city: 'City',
  zipCode: 'ZipCode',
  address1: 'Address1',
  address2: 'Address2',
  houseNumber: 'HouseNumber',
  customsNo: 'CustomsNo',
  phone: 'Phone',
  email: 'Email',
};

/** Each side's party fields and the sheet keys that hold them (`receiverName`…), worked out once. */
const PARTY_KEYS = {
  receiver: Object.entries(PARTY_FIELDS).map(([field, suffix]) => [field, `receiver${suffix}`] as const),
  sender: Object.entries(PARTY_FIELDS).map(([field, suffix]) => [field, `sender${suffix}`] as const),
};

function partyOf(v: Record<string, string>, side: 'receiver' | 'sender') {
  const party: Record<string, string> = {};
  for (const [field, key] of PARTY_KEYS[side])
    if (key in v) party[field] = field === 'countryCode' ? countryOf(v[key]!) : v[key]!;
  return party;
}

/** One order's body from its rows, or every reason it cannot be placed, worded in `ctx.lang`. */
export function buildOrder(group: OrderGroup, ctx: BuildContext): BuiltOrder {
  const { lang } = ctx;
  const problems = new Map<number, string[]>();
  const add = (row: number, key: string | null, message: string) => {
    const list = problems.get(row) ?? [];
    list.push(key ? `${headerOf(key, lang)}: ${message}` : message);
    problems.set(row, list);
  };
  const first = group.rows[0]!;
  const v = first.values;

  for (const row of group.rows.slice(1))
    for (const key of ORDER_KEYS) {
      const value = row.values[key] ?? '';
      if (value !== '' && value !== v[key]) add(row.number, key, say(WORDS.differs, lang, { row: first.number }));
    }

  let productId = 1; // stands in for an unknown code so that the rest of the order is still checked
  if (v.productCode === '') add(first.number, 'productCode', validationMessage('required', lang));
  else {
    const id = ctx.productIdOf(v.productCode!);
    if (id === undefined) add(first.number, 'productCode', say(WORDS.unknownProduct, lang, { v: v.productCode! }));
    else productId = id;
  }

  const fbaWord = (v.fba ?? '').toLowerCase();
  const fba = YES_WORDS.has(fbaWord) ? true : NO_WORDS.has(fbaWord) ? false : null;
  if (fba === null) add(first.number, 'fba', say(WORDS.notYesNo, lang, { v: v.fba! }));

  let sender: PlaceOrderInput['sender'];
  if (SENDER_KEYS.every((k) => (v[k] ?? '') === '')) {
    if (ctx.defaultSenderId === null) add(first.number, 'senderName', say(WORDS.noSender, lang));
    sender = { addressId: ctx.defaultSenderId ?? 1 };
  } else sender = partyOf(v, 'sender') as unknown as PlaceOrderInput['sender'];

  if (group.rows.length > MAX_ORDER_BOXES)
    add(first.number, 'length', say(WORDS.tooManyBoxes, lang, { max: MAX_ORDER_BOXES }));
  const boxes = group.rows.map((r) => ({
    length: r.values.length!,
    width: r.values.width!,
    height: r.values.height!,
    weight: r.values.weight!,
  }));
  const declRows = group.rows.filter((r) => DECLARATION_KEYS.some((k) => (r.values[k] ?? '') !== ''));
  if (declRows.length === 0) add(first.number, 'nameEn', say(WORDS.noDeclaration, lang));
  if (declRows.length > MAX_ORDER_DECLARATIONS)
    add(first.number, 'nameEn', say(WORDS.tooManyDeclarations, lang, { max: MAX_ORDER_DECLARATIONS }));
  const declarations = declRows.map((r) => ({
    nameEn: r.values.nameEn!,
    nameZh: r.values.nameZh!,
    hsCode: r.values.hsCode!,
    quantity: r.values.quantity!,
    unitValue: r.values.unitValue!,
    unitWeight: r.values.unitWeight!,
  }));

  const receiver = partyOf(v, 'receiver');
  const body = {
    productId,
    referenceNo: group.referenceNo,
    boxes,
    declarations,
    sender,
    receiver,
    remark: v.remark,
    fba: fba ?? false,
    vatNo: v.vatNo,
    eoriNo: v.eoriNo,
  };
  const parsed = PlaceOrderInput.safeParse(body);
  if (!parsed.success) {
    for (const e of toFieldErrors(parsed.error.issues, lang)) {
      const [head, index, field] = e.field.split('.');
      if (head === 'boxes' && field) add(group.rows[Number(index)]!.number, field, e.message);
      else if (head === 'declarations' && field) add(declRows[Number(index)]!.number, field, e.message);
      else if ((head === 'boxes' || head === 'declarations') && !field)
        continue; // counted above, in its own words
      else if ((head === 'sender' || head === 'receiver') && index)
        add(first.number, `${head}${PARTY_FIELDS[index]}`, e.message);
      else if (head === 'sender' || head === 'receiver') {
        // A party that is neither an address id nor valid fields: say which fields are wrong.
        const party = OrderParty.safeParse(head === 'sender' ? sender : receiver);
        if (party.success) add(first.number, `${head}Name`, e.message);
        else
          for (const p of toFieldErrors(party.error.issues, lang))
            add(first.number, `${head}${PARTY_FIELDS[p.field] ?? 'Name'}`, p.message);
      } else if (head && BATCH_COLUMNS.some((c) => c.key === head)) add(first.number, head, e.message);
      else add(first.number, null, `${e.field}: ${e.message}`);
    }
  }
  if (problems.size > 0 || !parsed.success) return { ok: false, problems };
  return { ok: true, input: parsed.data };
}
