import { WIN_ANSI_TEXT } from './text';

/** A number as PDF writes it: at most 3 decimals, never an exponent, never NaN. */
export function pdfNumber(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const r = Math.round(n * 1000) / 1000;
  return Object.is(r, -0) ? '0' : String(r);
}

/** A PDF literal string of Latin-1 text: backslash and parentheses escaped, anything else outside it as '?'. */
export function pdfString(text: string): string {
  const latin = WIN_ANSI_TEXT.test(text) ? text : text.replace(/[^\x20-\x7E\u00A0-\u00FF]/gu, '?');
  return `(${latin.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/** Text as UTF-16BE hex, as a ToUnicode map writes it. */
export function utf16Hex(text: string): string {
  let hex = '';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return hex;
}

/** A stream object's parts: its dictionary (the length added), the bytes, the end. */
export function streamObject(dict: string, data: Buffer): Buffer[] {
  return [
    Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ];
}
