import { App, type FormInstance } from 'antd';
import { useCallback } from 'react';
import { placeRefusal } from '../../../shared/forms/placeRefusal';
import { isApiError } from '../../../shared/http';

/**
 * For forms whose calls are silent: field errors go on their fields; any other failure shows the server's message
 * (already in the user's language) as a notification.
 */
export function useSubmitError(
  form: FormInstance,
  fields: readonly string[],
  fieldByErrorKey: Record<string, string> = {},
) {
  const { notification } = App.useApp();
  return useCallback(
    (error: unknown) => {
      if (placeRefusal(form, error, fields, fieldByErrorKey)) return;
      notification.error({ title: isApiError(error) ? error.message : String(error), duration: 5 });
    },
    [form, fields, fieldByErrorKey, notification],
  );
}
