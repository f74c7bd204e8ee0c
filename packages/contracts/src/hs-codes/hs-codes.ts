import { z } from 'zod';
import { filterText, idField, idParam } from '../common/fields';
import { isWellFormedText } from '../common/rules';

/** Names one match or upload may hold (issue 40: up to 500). */
export const HS_MATCH_MAX_NAMES = 500;
/** The longest goods name taken. */
export const HS_GOODS_NAME_MAX = 200;
/** Candidates a name gets, best first. */
export const HS_MATCH_CANDIDATES = 5;

/** True when the text holds a control character (NUL, a line break, DEL…): a goods name is one line of text. */
export function hasControlChars(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 32 || c === 127) return true;
  }
  return false;
}

/** A six-digit HS subheading (the international part of a commodity code). */
export const HS6_PATTERN = /^\d{6}$/;

/**
 * Each failure names its line (`goodsNames.3` is line 4), worded with `goodsNameEmpty` / `goodsNameBad`, and more
 * than 500 names is `goodsNamesTooMany` (decision 254).
 */
function checkLines(names: string[], ctx: z.RefinementCtx) {
  if (names.length > HS_MATCH_MAX_NAMES) {
    ctx.addIssue({
      code: 'custom',
      path: [],
      message: `goodsNamesTooMany|max=${HS_MATCH_MAX_NAMES}|count=${names.length}`,
    });
    return;
  }
  names.forEach((name, i) => {
    const line = i + 1;
    const text = name.trim();
    if (text === '') ctx.addIssue({ code: 'custom', path: [i], message: `goodsNameEmpty|line=${line}` });
    else if (text.length > HS_GOODS_NAME_MAX || hasControlChars(text) || !isWellFormedText(text))
      ctx.addIssue({ code: 'custom', path: [i], message: `goodsNameBad|line=${line}|max=${HS_GOODS_NAME_MAX}` });
  });
}

/** The goods names of a match: 1 to 500 lines, none blank (a blank line is an error naming it). */
export const GoodsNames = z
  .array(z.string({ error: 'required' }), { error: 'required' })
  .min(1, { error: 'required' })
  .superRefine(checkLines)
  .transform((names) => names.map((n) => n.trim()));

/** For the platform: whose confirmed matches apply (a customer main account, by id or user name). */
const CustomerRef = {
  customerId: idField.optional(),
  userName: filterText(64),
};

export const HsMatchInput = z.object({ goodsNames: GoodsNames, ...CustomerRef });
export type HsMatchInput = z.input<typeof HsMatchInput>;

export const HsCandidate = z.object({
  hsCode: z.string(),
  description: z.string(),
  /** 0 to 1; 1 is the customer's confirmed match. */
  score: z.number(),
  confirmed: z.boolean(),
});
export type HsCandidate = z.infer<typeof HsCandidate>;

export const HsMatchRow = z.object({ goodsName: z.string(), candidates: z.array(HsCandidate) });
export type HsMatchRow = z.infer<typeof HsMatchRow>;

export const HsMatchResult = z.object({ rows: z.array(HsMatchRow) });
export type HsMatchResult = z.infer<typeof HsMatchResult>;

/** A six-digit code: five digits or letters are a field error (`hsCode6`). */
export const Hs6Field = z.string({ error: 'required' }).trim().regex(HS6_PATTERN, { error: 'hsCode6' });

/** One goods name: trimmed, bounded, no control characters (a NUL byte would reach the database and the sheet). */
export const GoodsNameField = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(HS_GOODS_NAME_MAX, { error: `tooLong|max=${HS_GOODS_NAME_MAX}` })
  .refine((t) => !hasControlChars(t) && isWellFormedText(t), { error: 'controlChars' });

export const HsConfirmInput = z.object({
  goodsName: GoodsNameField,
  hsCode: Hs6Field,
  ...CustomerRef,
});
export type HsConfirmInput = z.input<typeof HsConfirmInput>;

export const HsConfirmation = z.object({
  id: z.number(),
  accountId: z.number(),
  goodsName: z.string(),
  hsCode: z.string(),
  description: z.string(),
  updatedAt: z.string(),
});
export type HsConfirmation = z.infer<typeof HsConfirmation>;

/** `hscode/{id}`: a chapter (2 digits), heading (4) or subheading (6). */
export const HsCodePath = z.object({
  id: z
    .string()
    .trim()
    .regex(/^(\d{2}|\d{4}|\d{6})$/, { error: 'hsCodeLevel' }),
});

const HsLevelRef = z.object({ code: z.string(), description: z.string() });

export const HsCodeDetail = z.object({
  hsCode: z.string(),
  level: z.number(),
  description: z.string(),
  /** The English text of the nomenclature, whatever the reader's language. */
  descriptionEn: z.string(),
  section: HsLevelRef,
  chapter: HsLevelRef,
  heading: HsLevelRef.nullable(),
  subheadings: z.number(),
});
export type HsCodeDetail = z.infer<typeof HsCodeDetail>;

/** `match/{id}`: an uploaded goods list's match, by the task id the upload answered. */
export const HsMatchTaskPath = z.object({ id: idParam });

export const HsMatchTaskResult = z.object({
  taskId: z.number(),
  /** The task center's status: BEINGPROCESSD, PROCESSDINGCOMPLETED or PROCESSDFAIL. */
  taskStatus: z.string(),
  /** The rows matched (empty while the task runs or when it failed). */
  rows: z.array(HsMatchRow),
  /** Rows of the file left out (blank or too long), by row number. */
  skipped: z.number(),
});
export type HsMatchTaskResult = z.infer<typeof HsMatchTaskResult>;

export const HsUploadQuery = z.object(CustomerRef);

/** The on-screen list to export: each name with the code picked for it, if any. */
export const HsExportInput = z.object({
  rows: z
    .array(z.object({ goodsName: GoodsNameField, hsCode: Hs6Field.optional() }))
    .min(1, { error: 'required' })
    .max(HS_MATCH_MAX_NAMES, { error: `goodsNamesTooMany|max=${HS_MATCH_MAX_NAMES}` }),
  ...CustomerRef,
});
export type HsExportInput = z.input<typeof HsExportInput>;
