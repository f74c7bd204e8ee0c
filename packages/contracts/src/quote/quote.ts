import { z } from 'zod';
import { countryCodeField, idField } from '../common/fields';
import { decimalField } from '../common/decimal';
import { PATTERNS } from '../common/rules';

/** One box: dimensions in cm, weight in kg. */
export const QuoteBox = z.object({
  length: decimalField({ places: 2, max: 1000, positive: true }),
  width: decimalField({ places: 2, max: 1000, positive: true }),
  height: decimalField({ places: 2, max: 1000, positive: true }),
  weight: decimalField({ places: 3, max: 10000, positive: true }),
});
export type QuoteBox = z.input<typeof QuoteBox>;

export const MAX_QUOTE_BOXES = 200;

const postcodeField = z
  .string()
  .trim()
  .max(20, { error: 'tooLong|max=20' })
  .regex(PATTERNS.postcode, { error: 'postcode' });

/** `POST api/quote/calc`: cm, kg and US dollars. `productIds` narrows the answer to those products. */
export const QuoteInput = z.object({
  countryCode: countryCodeField,
  postcode: z
    .union([postcodeField, z.literal('')])
    .optional()
    .default(''),
  boxes: z
    .array(QuoteBox)
    .min(1, { error: 'required' })
    .max(MAX_QUOTE_BOXES, { error: `tooMany|max=${MAX_QUOTE_BOXES}` }),
  declaredValue: decimalField({ places: 2, max: 1_000_000_000 }).optional().default('0'),
  productIds: z.array(idField).max(500, { error: 'tooMany|max=500' }).optional(),
  /** The platform quotes as this customer (its packages and products); others may not send it. */
  customerId: idField.optional(),
});
export type QuoteInput = z.input<typeof QuoteInput>;

/** The public calculator: a destination and one weight (or boxes), the platform's public prices. */
export const PublicQuoteInput = QuoteInput.pick({
  countryCode: true,
  postcode: true,
  boxes: true,
  declaredValue: true,
});
export type PublicQuoteInput = z.input<typeof PublicQuoteInput>;

export const QuoteLine = z.object({ code: z.string(), name: z.string(), amount: z.string() });
export type QuoteLine = z.infer<typeof QuoteLine>;

export const QuoteRefusal = z.object({
  errorKey: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.unknown()).optional(),
});
export type QuoteRefusal = z.infer<typeof QuoteRefusal>;

/** One product's answer. A refused row has no total. Cost and margin are present for the platform only. */
export const QuoteRow = z.object({
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  currency: z.string(),
  chargeableWeight: z.string().nullable(),
  total: z.string().nullable(),
  lines: z.array(QuoteLine),
  explain: z.unknown(),
  refused: QuoteRefusal.nullable(),
  shippingCycle: z.object({ min: z.number().int(), max: z.number().int() }).optional(),
  cost: z.object({ total: z.string(), lines: z.array(QuoteLine) }).optional(),
  margin: z.string().optional(),
});
export type QuoteRow = z.infer<typeof QuoteRow>;
