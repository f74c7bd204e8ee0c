/**
 * Air waybill numbers (IATA Resolution 600a): a 3-digit airline prefix and an 8-digit serial whose last digit is the
 * first seven digits modulo 7. Written `123-12345675` or `12312345675`; kept in the first form.
 */
export type AwbCheck =
  | { ok: true; awbNo: string; prefix: string; serial: string }
  | { ok: false; reason: 'format' }
  | { ok: false; reason: 'checkDigit'; expected: number };

const AWB = /^(\d{3})-?(\d{8})$/;

/** The check digit of a serial's first seven digits. */
export const awbCheckDigit = (firstSeven: string): number => Number(firstSeven) % 7;

/** Checks an air waybill number; answers its normal form (`123-12345675`) or why it is refused. */
export function checkAwbNumber(text: string): AwbCheck {
  const match = AWB.exec(text.trim());
  if (!match) return { ok: false, reason: 'format' };
  const [, prefix, serial] = match as unknown as [string, string, string];
  const expected = awbCheckDigit(serial.slice(0, 7));
  if (Number(serial[7]) !== expected) return { ok: false, reason: 'checkDigit', expected };
  return { ok: true, awbNo: `${prefix}-${serial}`, prefix, serial };
}
