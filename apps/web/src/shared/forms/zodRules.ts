import type { FormInstance, FormRule } from 'antd';
import { z } from 'zod';
import { parseMessageKey, validationMessage, VALIDATION_MESSAGES, type Language } from '@parcelhub/contracts';

type Issue = z.core.$ZodIssue;
type AnyObject = z.ZodObject;
export type FieldName<S extends AnyObject> = keyof S['shape'] & string;

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const isMessageKey = (key: string): key is keyof typeof VALIDATION_MESSAGES => key in VALIDATION_MESSAGES;

/**
 * Words one issue in the user's language. Contract schemas carry a message key (`tooLong|max=100`); an issue zod
 * worded itself (a schema without a key) falls back to the nearest shared message.
 */
export function issueMessage(issue: Issue, lang: Language, value?: unknown): string {
  const { key, params } = parseMessageKey(issue.message);
  if (isMessageKey(key)) return validationMessage(key, lang, params);
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_value') && isEmpty(value))
    return validationMessage('required', lang);
  if (issue.code === 'too_big' && typeof issue.maximum === 'number' && issue.origin === 'string')
    return validationMessage('tooLong', lang, { max: issue.maximum });
  return validationMessage('invalid', lang);
}

/** A field the schema refuses when left out: the form marks it required. */
export const isRequiredField = (field: z.core.$ZodType): boolean => !z.safeParse(field, undefined).success;

/** antd sends '' for a cleared input and undefined for one never touched; the contract reads both as absent. */
const formValue = (v: unknown) => (typeof v === 'string' && v === '' ? undefined : v);

/**
 * One antd rule per field of a contract object schema: the field's own checks (required, lengths, patterns,
 * refinements), run by the field's schema itself, so the form says exactly what the server would.
 * Rules across fields (the object's refinements) run on submit: see `parseWithSchema`.
 */
export function zodRules<S extends AnyObject>(schema: S, lang: Language): Record<FieldName<S>, FormRule[]> {
  const out: Partial<Record<string, FormRule[]>> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    out[name] = [
      {
        required: isRequiredField(field),
        validator: async (_rule, value: unknown) => {
          const v = formValue(value);
          const result = z.safeParse(field, v);
          const first = result.success ? undefined : result.error.issues[0];
          if (first) throw new Error(issueMessage(first, lang, v));
        },
      },
    ];
  }
  return out as Record<FieldName<S>, FormRule[]>;
}

/** Which form field a path of the input (an issue's, a server field error's) belongs to; null for none. */
export type FieldOf = (path: readonly PropertyKey[]) => string | null;

/** By default the input is shaped like the form: a path's first segment is the field. */
export const firstSegment: FieldOf = (path) => (path.length > 0 ? String(path[0]) : null);

const valueAt = (values: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (v, key) => (v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined),
    values,
  );

/** Issues grouped by the form field they belong to (`fieldOf`); issues of other fields are dropped. */
export function issuesByField(
  issues: readonly Issue[],
  lang: Language,
  fields: readonly string[],
  values: Record<string, unknown> = {},
  fieldOf: FieldOf = firstSegment,
): { name: string; errors: string[] }[] {
  const known = new Set(fields);
  const by = new Map<string, string[]>();
  for (const issue of issues) {
    const name = fieldOf(issue.path);
    if (name === null || !known.has(name)) continue;
    by.set(name, [...(by.get(name) ?? []), issueMessage(issue, lang, valueAt(values, issue.path))]);
  }
  return [...by].map(([name, errors]) => ({ name, errors }));
}

/**
 * Parses the form's values with the whole schema (cross-field rules included) and puts any issue on its field.
 * Returns the parsed value, trimmed and defaulted as the server will read it, or null when a field took an error.
 */
export function parseWithSchema<S extends z.ZodType>(
  form: Pick<FormInstance, 'setFields'>,
  schema: S,
  values: Record<string, unknown>,
  lang: Language,
  fields: readonly string[],
  fieldOf: FieldOf = firstSegment,
): z.output<S> | null {
  const cleaned = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, formValue(v)]));
  const result = z.safeParse(schema, cleaned);
  if (result.success) return result.data;
  const errors = issuesByField(result.error.issues, lang, fields, cleaned, fieldOf);
  if (errors.length === 0) throw new Error(result.error.issues[0]?.message ?? 'invalid');
  form.setFields(errors);
  return null;
}
