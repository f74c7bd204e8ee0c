import type { FormInstance } from 'antd';
import { isApiError, isCanceled, type ApiError } from '../http';
import { applyFieldErrors } from './applyFieldErrors';
import { firstSegment, type FieldOf } from './zodRules';

/** The form field a refusal belongs to: a fixed one, or one read from the error (see `namedField`). */
export type RefusalField = string | ((error: ApiError) => string | undefined);

/** The field a refusal names itself in `params.field` (the start or the end of a postcode range). */
export const namedField = (error: ApiError) =>
  typeof error.params.field === 'string' ? error.params.field : undefined;

/**
 * Puts what the server refused on the form: field errors on their fields, known refusals (by error key) on the
 * field they concern; a canceled call needs no words. False when the caller should still say something.
 */
export function placeRefusal(
  form: FormInstance,
  error: unknown,
  fields: readonly string[],
  errorFields: Readonly<Record<string, RefusalField>> = {},
  fieldOf: FieldOf = firstSegment,
): boolean {
  if (isCanceled(error) || applyFieldErrors(form, error, fields, fieldOf)) return true;
  if (!isApiError(error) || !error.errorKey) return false;
  const known = errorFields[error.errorKey];
  const field = typeof known === 'function' ? known(error) : known;
  if (!field) return false;
  form.setFields([{ name: field, errors: [error.message] }]);
  return true;
}
