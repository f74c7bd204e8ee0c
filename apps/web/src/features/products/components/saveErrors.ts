import type { FormInstance } from 'antd';
import { applyFieldErrors } from '../../../shared/forms/applyFieldErrors';
import { isApiError, isCanceled } from '../../../shared/http';

/**
 * Puts what the server refused on the form: field errors on their fields, a known conflict on its field. Returns
 * false when the caller should still say something (another failure).
 */
export function placeSaveError(
  form: FormInstance,
  error: unknown,
  fields: readonly string[],
  conflicts: Record<string, string> = {},
): boolean {
  if (isCanceled(error) || applyFieldErrors(form, error, fields)) return true;
  if (isApiError(error) && error.errorKey && conflicts[error.errorKey]) {
    form.setFields([{ name: conflicts[error.errorKey], errors: [error.message] }]);
    return true;
  }
  return false;
}
