import { z } from 'zod';

/** The success code every JSON answer carries (spec: "code 10200 meaning success"). */
export const OK_CODE = 10200;

export const FieldError = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldError>;

export const ErrorEnvelope = z.object({
  flag: z.literal(false),
  code: z.number().int(),
  msg: z.string(),
  errorKey: z.string(),
  params: z.record(z.string(), z.unknown()).optional(),
  fieldErrors: z.array(FieldError).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

export const okObj = <T extends z.ZodType>(obj: T) =>
  z.object({ flag: z.literal(true), code: z.literal(OK_CODE), msg: z.string(), obj });

export const okRows = <T extends z.ZodType>(row: T) =>
  z.object({
    flag: z.literal(true),
    code: z.literal(OK_CODE),
    msg: z.string(),
    rows: z.array(row),
    total: z.number().int(),
  });

export const okEmpty = z.object({ flag: z.literal(true), code: z.literal(OK_CODE), msg: z.string() });

export type OkObj<T> = { flag: true; code: typeof OK_CODE; msg: string; obj: T };
export type OkRows<T> = { flag: true; code: typeof OK_CODE; msg: string; rows: T[]; total: number };
export type Envelope<T> = OkObj<T> | ErrorEnvelope;

/** Dropdowns answer rows of label/value pairs, labels in the caller's language. */
export const Option = z.object({ label: z.string(), value: z.string() });
export type Option = z.infer<typeof Option>;
