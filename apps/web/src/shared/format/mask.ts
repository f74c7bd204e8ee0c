/** Values of 6 or more characters keep their first 3 and last 2 characters; the rest becomes '*'. */
export function maskValue(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const chars = Array.from(value);
  if (chars.length < 6) return value;
  return `${chars.slice(0, 3).join('')}${'*'.repeat(chars.length - 5)}${chars.slice(-2).join('')}`;
}
