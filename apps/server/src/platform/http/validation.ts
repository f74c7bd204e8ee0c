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

/** Zod's own messages are English; map each issue to a shared message key so it can be worded in zh, en, ko. */
function issueKey(issue: z.core.$ZodIssue): string {
  if (isKey(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'required' : 'invalid';
    case 'too_big':
      return issue.origin === 'array' ? `tooMany|max=${issue.maximum}` : `tooLong|max=${issue.maximum}`;
    case 'too_small':
      if (issue.origin === 'string' || issue.origin === 'array') return 'required';
      return Number(issue.minimum) > 0 ? 'greaterThanZero' : 'notNegative';
    default:
      return 'invalid';
  }
}

export function toFieldErrors(issues: z.core.$ZodIssue[], lang: Language): FieldError[] {
  return issues.map((issue) => {
    const { key, params } = parseMessageKey(issueKey(issue));
    return { field: issue.path.map(String).join('.') || '_', message: validationMessage(key, lang, params) };
  });
}

/** A field that passed its schema but failed a rule only the server can check (a decrypted password, say). */
export function invalidField(field: string, messageKey: string): RequestValidationError {
  return new RequestValidationError([{ code: 'custom', path: [field], message: messageKey, input: undefined }], 'body');
}
