import { z } from 'zod';
import {
  countryCodeField,
  filterText,
  idField,
  optionalText,
  pageNoField,
  pageSizeField,
  requiredText,
} from '../common/fields';
import { PATTERNS } from '../common/rules';
import { divisionCodeField } from './regions';

/** A city as the platform keeps it: its code is unique within its country. */
export const CityInput = z.object({
  id: idField.optional(),
  countryCode: countryCodeField,
  provinceCode: divisionCodeField,
  provinceName: requiredText(100),
  provinceNameEn: optionalText(100),
  code: divisionCodeField,
  name: requiredText(100),
  nameEn: optionalText(100),
  description: optionalText(500, { multiLine: true }),
});
export type CityInput = z.input<typeof CityInput>;

/** An edit names the city it changes. */
export const CityUpdate = CityInput.extend({ id: idField });

export const City = z.object({
  id: z.number(),
  countryCode: z.string(),
  countryName: z.string(),
  provinceCode: z.string(),
  provinceName: z.string(),
  provinceNameEn: z.string(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  updatedAt: z.string(),
});
export type City = z.infer<typeof City>;

export const CityQuery = z.object({
  pageNo: pageNoField,
  pageSize: pageSizeField(500, 20),
  countryCode: z.string().trim().regex(PATTERNS.upper2, { error: 'upper2' }).optional(),
  provinceCode: filterText(32),
  /** Matches the code or either name of the city or its province. */
  keyword: filterText(100),
});
export type CityQuery = z.input<typeof CityQuery>;

/** The city list's filters, for an export of everything they match. */
export const CityExportQuery = CityQuery.omit({ pageNo: true, pageSize: true });
export type CityExportQuery = z.input<typeof CityExportQuery>;

export const CityIdsInput = z.object({
  ids: z.array(idField).min(1, { error: 'required' }).max(500, { error: 'tooMany|max=500' }),
});
