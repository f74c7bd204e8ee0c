import type { FormInstance } from 'antd';
import { isApiError } from '../http';
import { firstSegment, type FieldOf } from './zodRules';

/**
 * Puts a VALIDATION_FAILED answer's field errors on the form's fields. Returns true when at least one field took
 * a message (the caller then shows nothing else); fields the form does not have are reported to the caller.
 */
export function applyFieldErrors(
  form: FormInstance,
  error: unknown,
  knownFields: readonly string[],
  fieldOf: FieldOf = firstSegment,
): boolean {
  if (!isApiError(error) || error.fieldErrors.length === 0) return false;
  const known = new Set(knownFields);
  const byField = new Map<string, string[]>();
  for (const fe of error.fieldErrors) {
    const field = fieldOf(fe.field.split('.'));
    if (field === null || !known.has(field)) continue;
    byField.set(field, [...(byField.get(field) ?? []), fe.message]);
  }
  if (byField.size === 0) return false;
  form.setFields([...byField].map(([name, errors]) => ({ name, errors })));
  return true;
}
