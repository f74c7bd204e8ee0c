import { useMemo } from 'react';
import type { z } from 'zod';
import { useLanguage } from '../../i18n/useLanguage';
import { zodRules } from './zodRules';

/** The contract schema's rules per field, worded in the current language. */
export function useZodRules<S extends z.ZodObject>(schema: S) {
  const lang = useLanguage();
  return useMemo(() => ({ lang, rules: zodRules(schema, lang) }), [schema, lang]);
}
