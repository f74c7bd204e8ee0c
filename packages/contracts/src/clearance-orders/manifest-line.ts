import { z } from 'zod';
import { decimalField } from '../common/decimal';
import { countryCodeField, optionalText, requiredText } from '../common/fields';

/**
 * One line of a clearance manifest (the MANIFEST attachment, a spreadsheet): a parcel's goods line. The shapes are
 * checked here (a negative value or a missing cell is a field error naming its column); what the values mean
 * together (HS code known, value fits weight, destination's fields) is the key-information check's.
 */
export const ManifestLineInput = z.object({
  parcelNo: requiredText(64),
  bagNo: requiredText(64),
  goodsName: requiredText(200),
  hsCode: requiredText(16),
  quantity: z.coerce
    .number({ error: 'number' })
    .int({ error: 'integer' })
    .min(1, { error: 'greaterThanZero' })
    .max(1_000_000, { error: 'numberTooLarge|max=1000000' }),
  weightKg: decimalField({ places: 3, max: 100_000, positive: true }),
  declaredValue: decimalField({ places: 2, max: 100_000_000 }),
  country: countryCodeField,
  consigneeType: z.enum(['PERSONAL', 'BUSINESS'], { error: 'invalid' }),
  personalCustomsCode: optionalText(20),
  eori: optionalText(20),
  zip: optionalText(16),
});
export type ManifestLineInput = z.output<typeof ManifestLineInput>;

/** Lines one manifest may hold. */
export const MANIFEST_MAX_LINES = 20_000;
