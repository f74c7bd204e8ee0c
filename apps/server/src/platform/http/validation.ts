import type { z } from 'zod';
import type { FieldError, Language } from '@parcelhub/contracts';
import { parseMessageKey, validationMessage, VALIDATION_MESSAGES } from '@parcelhub/contracts';

/** A request that failed its zod schema; the error handler turns the issues into field errors. */
export class RequestValidationError extends Error {
  constructor(
    readonly issues: z.core.$ZodIssue[],
    readonly part: string,
  ) {
    super('VALIDATION_FAILED');
    this.name = 'RequestValidationError';
  }
}

const isKey = (m: string) => parseMessageKey(m).key in VALIDATION_MESSAGES;

/** What a value of the wrong type should have been, in the shared words. Issues carry their input (reportInput). */
function wrongTypeKey(issue: z.core.$ZodIssueInvalidType): string {
  // NaN and Infinity are reported with input null and a `received` note; a truly absent value has neither.
  const absent = issue.input === undefined || (issue.input === null && !('received' in issue));
  if (absent) return 'required';
  switch (issue.expected) {
    case 'boolean':
      return 'boolean';
    case 'number':
    case 'int':
    case 'bigint':
      return 'number';
    default:
      return 'invalid';
  }
}

function tooBigKey(issue: z.core.$ZodIssueTooBig): string {
  switch (issue.origin) {
    case 'array':
    case 'set':
      return `tooMany|max=${issue.maximum}`;
    case 'string':
      return `tooLong|max=${issue.maximum}`;
    case 'number':
    case 'int':
    case 'bigint':
      return `numberTooLarge|max=${issue.maximum}`;
    default:
      return 'invalid';
  }
}

/** Zod's own messages are English; map each issue to a shared message key so it can be worded in zh, en, ko. */
function issueKey(issue: z.core.$ZodIssue): string {
  if (isKey(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return wrongTypeKey(issue);
    case 'too_big':
      return tooBigKey(issue);
    case 'too_small':
      if (issue.origin === 'string' || issue.origin === 'array') return 'required';
      return Number(issue.minimum) > 0 ? 'greaterThanZero' : 'notNegative';
    default:
      return 'invalid';
  }
}

/** One message per field (the first issue found): a value past every bound needs to hear it once. */
export function toFieldErrors(issues: z.core.$ZodIssue[], lang: Language): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (byField.has(field)) continue;
    const { key, params } = parseMessageKey(issueKey(issue));
    byField.set(field, { field, message: validationMessage(key, lang, params) });
  }
  return [...byField.values()];
}

/** A field that passed its schema but failed a rule only the server can check (a decrypted password, say). */
export function invalidField(field: string, messageKey: string): RequestValidationError {
  return new RequestValidationError([{ code: 'custom', path: [field], message: messageKey, input: undefined }], 'body');
}
