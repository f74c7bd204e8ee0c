import type { FormInstance } from 'antd';
import { applyFieldErrors } from '../../../shared/forms/applyFieldErrors';
import { isApiError, isCanceled, type ApiError } from '../../../shared/http';

/** The form field a refusal belongs to: a fixed one, or one the error names (`params.field`). */
export type ConflictField = string | ((error: ApiError) => string | undefined);

/**
 * Puts what the server refused on the form: field errors on their fields, known refusals on the field they concern.
 * Returns false when the caller should still say something (another failure).
 */
export function placeSaveError(
  form: FormInstance,
  error: unknown,
  fields: readonly string[],
  conflicts: Record<string, ConflictField>,
): boolean {
  if (isCanceled(error) || applyFieldErrors(form, error, fields)) return true;
  if (!isApiError(error) || !error.errorKey) return false;
  const conflict = conflicts[error.errorKey];
  const field = typeof conflict === 'function' ? conflict(error) : conflict;
  if (!field || !fields.includes(field)) return false;
  form.setFields([{ name: field, errors: [error.message] }]);
  return true;
}

/** `params.field` of a refusal that names its field ('start' or 'end' of a postcode). */
export const namedField = (error: ApiError) =>
  typeof error.params.field === 'string' ? error.params.field : undefined;
