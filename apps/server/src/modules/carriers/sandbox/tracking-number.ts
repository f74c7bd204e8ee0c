/** The sandbox carrier's tracking numbers: 'SB', the serial as 10 digits, then a Luhn check digit (13 characters). */
export const SANDBOX_PREFIX = 'SB';
export const SANDBOX_SERIAL_DIGITS = 10;
export const MAX_SANDBOX_SERIAL = 10 ** SANDBOX_SERIAL_DIGITS - 1;
const SANDBOX_TRACKING = /^SB(\d{10})(\d)$/;

/** Luhn (mod 10) check digit of a string of digits: catches any single wrong digit and most swaps of neighbours. */
export function luhnCheckDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new Error(`Luhn needs digits, got ${JSON.stringify(digits)}`);
  let sum = 0;
  // From the right, every second digit starting with the rightmost is doubled (the check digit goes after it).
  for (let i = digits.length - 1, double = true; i >= 0; i--, double = !double) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

export function sandboxTrackingNo(serial: number | bigint): string {
  const n = BigInt(serial);
  if (n < 1n || n > BigInt(MAX_SANDBOX_SERIAL)) throw new Error(`sandbox serial out of range: ${n}`);
  const digits = n.toString().padStart(SANDBOX_SERIAL_DIGITS, '0');
  return `${SANDBOX_PREFIX}${digits}${luhnCheckDigit(digits)}`;
}

/** True for a well-formed sandbox number whose check digit is right. */
export function isSandboxTrackingNo(value: string): boolean {
  const m = SANDBOX_TRACKING.exec(value);
  return m !== null && luhnCheckDigit(m[1]!) === Number(m[2]);
}
