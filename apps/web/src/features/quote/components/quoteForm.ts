import type { FormInstance } from 'antd';
import type { QuoteBox } from '@parcelhub/contracts';
import { isApiError } from '../../../shared/http';

/** The top-level fields of the quote form (customerId only on the platform's page). */
export const QUOTE_FIELDS = ['countryCode', 'postcode', 'boxes', 'declaredValue', 'customerId'] as const;
export const BOX_FIELDS = ['length', 'width', 'height', 'weight'] as const;
export type BoxField = (typeof BOX_FIELDS)[number];

/** A box row as the form holds it: InputNumber in string mode keeps the decimals as typed. */
export type BoxValues = Partial<Record<BoxField, string | number | null>>;

export interface QuoteFormValues {
  countryCode?: string;
  postcode?: string;
  boxes?: BoxValues[];
  declaredValue?: string | number | null;
  customerId?: number | null;
}

/** A new form starts with one empty box. */
export const INITIAL_QUOTE_VALUES: QuoteFormValues = { boxes: [{}] };

/** The form's values as the contract reads them: empty inputs are absent, boxes as typed. */
export function toQuoteValues(values: QuoteFormValues, withCustomer: boolean): Record<string, unknown> {
  const absent = (v: unknown) => (v === null || v === '' ? undefined : v);
  const boxes = (values.boxes ?? []).map((b) =>
    Object.fromEntries(BOX_FIELDS.map((f) => [f, absent(b[f])])),
  ) as QuoteBox[];
  return {
    countryCode: values.countryCode,
    postcode: values.postcode,
    boxes,
    declaredValue: absent(values.declaredValue),
    ...(withCustomer && values.customerId ? { customerId: values.customerId } : {}),
  };
}

type FieldPath = string | (string | number)[];

/** `boxes.2.weight` is the third box's weight field; a top-level name stays a name. */
export function fieldPath(field: string): FieldPath | null {
  const [head, index, sub] = field.split('.');
  if (head === 'boxes' && index !== undefined && /^\d+$/.test(index)) {
    return sub && (BOX_FIELDS as readonly string[]).includes(sub) ? ['boxes', Number(index), sub] : 'boxes';
  }
  return head && (QUOTE_FIELDS as readonly string[]).includes(head) ? head : null;
}

/**
 * Puts the server's field errors on the quote form's fields, a box's on that box's input. True when at least one
 * took a message; errors of fields the form does not have are left to the caller.
 */
export function applyQuoteFieldErrors(form: Pick<FormInstance, 'setFields'>, error: unknown): boolean {
  if (!isApiError(error) || error.fieldErrors.length === 0) return false;
  const byPath = new Map<string, { name: FieldPath; errors: string[] }>();
  for (const fe of error.fieldErrors) {
    const name = fieldPath(fe.field);
    if (!name) continue;
    const key = JSON.stringify(name);
    const entry = byPath.get(key) ?? { name, errors: [] };
    entry.errors.push(fe.message);
    byPath.set(key, entry);
  }
  if (byPath.size === 0) return false;
  form.setFields([...byPath.values()]);
  return true;
}
