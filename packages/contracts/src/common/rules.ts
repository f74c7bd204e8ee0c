/**
 * The validation rules of spec §5 as plain predicates, shared by the server's schemas and the web app's forms.
 * Each rule pairs with a message key in `validation-messages.ts`.
 */

export const PATTERNS = {
  /** Login account: 3-20 letters, digits, underscore or hyphen. */
  account: /^[A-Za-z0-9_-]{3,20}$/,
  /** Mainland China mobile number. */
  mainlandMobile: /^1[3-9]\d{9}$/,
  /** Telephone area code: optional sign then 1-3 digits. */
  areaCode: /^\+?\d{1,3}$/,
  /** Resident ID card: 15 digits, or 17 digits and a digit or X. */
  idCard: /^(\d{15}|\d{17}[\dXx])$/,
  email: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/,
  upper2: /^[A-Z]{2}$/,
  upper3: /^[A-Z]{3}$/,
  upper5: /^[A-Z]{5}$/,
  upper2to5: /^[A-Z]{2,5}$/,
  lettersOnly: /^[A-Za-z]+$/,
  /** Postcodes accept letters, digits, space or '-'. */
  postcode: /^[A-Za-z0-9 -]+$/,
  /** US ZIP or ZIP+4 — postcode validation applies to US destinations only. */
  usZip: /^\d{5}(-\d{4})?$/,
  /** Korean personal customs clearance code (PCCC): P and 12 digits. */
  krCustomsNo: /^[Pp]\d{12}$/,
  /** International phone numbers as people write them. */
  phone: /^\+?[0-9][0-9 ()-]{3,28}$/,
  smsCode: /^\d{6}$/,
  /** One-line text: no C0 control characters (NUL, tab, line breaks...) and no DEL. */
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  singleLine: /^[^\u0000-\u001F\u007F]*$/,
  /** Multi-line text: tab and line breaks allowed, other control characters not. */
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  multiLine: /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/,
} as const;

/** Half of a UTF-16 surrogate pair on its own: not a character, and not storable as text (nor as jsonb). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isWellFormedText = (value: string) => !LONE_SURROGATE.test(value);

/** Ids are PostgreSQL `integer` keys: 1 to 2^31 - 1. */
export const MAX_ID = 2_147_483_647;
/**
 * An id written in a path or query: plain decimal digits and nothing else, so one id has one spelling. No sign,
 * spaces, exponent, decimal point, hex prefix or leading zero (`+1`, ` 1`, `1e0`, `1.0`, `0x1` and `01` are not 1).
 */
export const ID_TEXT_PATTERN = /^(0|[1-9][0-9]*)$/;
/** The furthest page a list may be asked for (pages count from 0). */
export const MAX_PAGE_NO = 100_000;

export const isAccount = (v: string) => PATTERNS.account.test(v);
export const isMainlandMobile = (v: string) => PATTERNS.mainlandMobile.test(v);
export const isAreaCode = (v: string) => PATTERNS.areaCode.test(v);
export const isIdCard = (v: string) => PATTERNS.idCard.test(v);
export const isEmail = (v: string) => v.length <= 254 && PATTERNS.email.test(v);
export const isPhoneOrEmail = (v: string) => isMainlandMobile(v) || isEmail(v);
export const isPostcode = (v: string) => PATTERNS.postcode.test(v);
export const isSingleLine = (v: string) => PATTERNS.singleLine.test(v);

export function isIp(v: string): boolean {
  const parts = v.split('.');
  return parts.length === 4 && parts.every((p) => /^\d{1,3}$/.test(p) && Number(p) <= 255 && String(Number(p)) === p);
}

/** Registration password: 8-20 characters holding both letters and digits. */
export function isRegisterPassword(v: string): boolean {
  return v.length >= 8 && v.length <= 20 && /[A-Za-z]/.test(v) && /\d/.test(v) && !/\s/.test(v);
}

/** New password (change and reset): 8-16 characters, starting alphanumeric, holding letters and digits. */
export function isNewPassword(v: string): boolean {
  return (
    v.length >= 8 && v.length <= 16 && /^[A-Za-z0-9]/.test(v) && /[A-Za-z]/.test(v) && /\d/.test(v) && !/\s/.test(v)
  );
}

/** A decimal string or number with at most `places` decimals; `allowNegative` false rejects values below 0. */
export function hasMaxDecimals(v: string | number, places: number): boolean {
  const s = typeof v === 'number' ? String(v) : v.trim();
  const re = new RegExp(`^-?\\d+(\\.\\d{1,${places}})?$`);
  return re.test(s);
}

export const isNonNegative = (v: string | number) => Number(v) >= 0;
export const isPositiveInteger = (v: string | number) => /^[1-9]\d*$/.test(String(v).trim());

/** Minimum cannot exceed maximum (either side may be empty). */
export function isMinNotAboveMax(min: number | null | undefined, max: number | null | undefined): boolean {
  return min == null || max == null || min <= max;
}

/** Address rules that depend on the destination: US postcodes are checked, Korea needs a customs code. */
export function zipCodeProblem(countryCode: string, zipCode: string): 'postcode' | 'usZip' | null {
  if (!isPostcode(zipCode)) return 'postcode';
  if (countryCode === 'US' && !PATTERNS.usZip.test(zipCode.trim())) return 'usZip';
  return null;
}
