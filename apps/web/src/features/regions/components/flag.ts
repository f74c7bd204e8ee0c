/** A country's flag as the emoji its two letters spell (regional indicator symbols); systems without them show letters. */
export const flagOf = (code: string) =>
  /^[A-Z]{2}$/.test(code) ? String.fromCodePoint(...[...code].map((c) => 0x1f1a5 + c.charCodeAt(0))) : '';
