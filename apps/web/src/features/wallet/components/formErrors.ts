import type { FormInstance } from 'antd';
import { applyFieldErrors } from '../../../shared/forms/applyFieldErrors';
import { isApiError, isCanceled } from '../../../shared/http';

/**
 * Puts what the server refused on the form: field errors on their fields, known refusals (by error key) on the
 * field they concern. False when the caller should still say something.
 */
export function placeError(
  form: FormInstance,
  error: unknown,
  fields: readonly string[],
  onField: Record<string, string>,
): boolean {
  if (isCanceled(error) || applyFieldErrors(form, error, fields)) return true;
  if (!isApiError(error) || !error.errorKey) return false;
  const field = onField[error.errorKey];
  if (!field) return false;
  form.setFields([{ name: field, errors: [error.message] }]);
  return true;
}
