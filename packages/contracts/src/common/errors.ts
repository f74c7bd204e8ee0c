/**
 * Every error key the server may answer, with its HTTP status and numeric code. The web app compares keys,
 * never messages; the words live in the server's catalogue (zh, en, ko).
 */
export const ERRORS = {
  VALIDATION_FAILED: { status: 400, code: 40001 },
  BAD_REQUEST: { status: 400, code: 40002 },
  PASSWORD_DECRYPT_FAILED: { status: 400, code: 40003 },
  CAPTCHA_INVALID: { status: 400, code: 40010 },
  CAPTCHA_EXPIRED: { status: 400, code: 40011 },
  SLIDER_REQUIRED: { status: 400, code: 40012 },
  SMS_CODE_INVALID: { status: 400, code: 40013 },
  EMAIL_CODE_INVALID: { status: 400, code: 40014 },
  OLD_PASSWORD_WRONG: { status: 400, code: 40015 },
  PASSWORD_SAME_AS_OLD: { status: 400, code: 40016 },
  COUNTRY_UNKNOWN: { status: 400, code: 40020 },
  UNAUTHORIZED: { status: 401, code: 40100 },
  SESSION_EXPIRED: { status: 401, code: 40101 },
  BAD_CREDENTIALS: { status: 401, code: 40102 },
  NOT_APPROVED: { status: 403, code: 40301 },
  ACCOUNT_DISABLED: { status: 403, code: 40302 },
  FORBIDDEN: { status: 403, code: 40300 },
  NOT_FOUND: { status: 404, code: 40400 },
  ROUTE_NOT_FOUND: { status: 404, code: 40401 },
  ADDRESS_NOT_FOUND: { status: 404, code: 40410 },
  USER_NOT_FOUND: { status: 404, code: 40411 },
  USERNAME_TAKEN: { status: 409, code: 40901 },
  PHONE_TAKEN: { status: 409, code: 40902 },
  EMAIL_TAKEN: { status: 409, code: 40903 },
  ALREADY_APPROVED: { status: 409, code: 40904 },
  PAYLOAD_TOO_LARGE: { status: 413, code: 41300 },
  ACCOUNT_LOCKED: { status: 429, code: 42901 },
  SMS_TOO_FREQUENT: { status: 429, code: 42902 },
  TOO_MANY_REQUESTS: { status: 429, code: 42900 },
  NOT_READY: { status: 503, code: 50300 },
  INTERNAL: { status: 500, code: 50000 },
} as const satisfies Record<string, { status: number; code: number }>;

export type ErrorKey = keyof typeof ERRORS;
