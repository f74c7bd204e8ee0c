import { checkAwbNumber } from '@parcelhub/contracts';
import type { TFunction } from 'i18next';

/** The AWB number's own check, as the server makes it: null when it passes, else the words for the field. */
export function awbProblem(awbNo: string, t: TFunction<'waybills'>): string | null {
  const checked = checkAwbNumber(awbNo);
  if (checked.ok) return null;
  return checked.reason === 'format' ? t('form.awbFormat') : t('form.awbCheckDigit', { expected: checked.expected });
}
