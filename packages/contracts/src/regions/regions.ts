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
import { PATTERNS, isAreaCode } from '../common/rules';
import { Continent, District } from './countries';

/** The region list pages 300 countries at a time (spec 001 §9): every country fits on the first page. */
export const REGION_PAGE_SIZE = 300;

/** `POST api/region/list`: the countries, filtered, paged from 0. */
export const RegionQuery = z.object({
  pageNo: pageNoField,
  pageSize: pageSizeField(REGION_PAGE_SIZE, REGION_PAGE_SIZE),
  /** Matches the two- or three-letter code or a name in any language. */
  keyword: filterText(100),
  continent: Continent.optional(),
  district: District.optional(),
  hot: z.boolean().optional(),
});
export type RegionQuery = z.input<typeof RegionQuery>;

/** One country as the region screen shows it: the spec's four fields first, names in the caller's language. */
export const Region = z.object({
  regionCode: z.string(),
  regionName: z.string(),
  regionNameEn: z.string(),
  continentName: z.string(),
  code3: z.string(),
  phoneCode: z.string(),
  continent: Continent,
  district: District,
  isEu: z.boolean(),
  hot: z.boolean(),
  nameZh: z.string(),
  nameEn: z.string(),
  nameKo: z.string(),
});
export type Region = z.infer<typeof Region>;

/** The platform's edit of a country (the ISO code itself is the key and does not change). */
export const RegionUpdate = z.object({
  regionCode: countryCodeField,
  code3: z.string().trim().min(1, { error: 'required' }).regex(PATTERNS.upper3, { error: 'upper3' }),
  nameZh: requiredText(100),
  nameEn: requiredText(100),
  nameKo: requiredText(100),
  phoneCode: optionalText(4).refine((v) => v === '' || isAreaCode(v), { error: 'areaCode' }),
  continent: Continent,
  district: District,
  hot: z.boolean(),
});
export type RegionUpdate = z.input<typeof RegionUpdate>;

/** `GET api/region/getProvince`: the provinces or states of one country, China by default. */
export const ProvinceQuery = z.object({ code: countryCodeField.optional().default('CN') });

/** A province or state: value is its code, label in the caller's language. */
export const Province = z.object({
  value: z.string(),
  label: z.string(),
  labelEn: z.string(),
  countryCode: z.string(),
});
export type Province = z.infer<typeof Province>;

const divisionCode = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(32, { error: 'tooLong|max=32' })
  .regex(/^[A-Za-z0-9._-]+$/, { error: 'invalid' });

/** `GET api/region/getCity`: the cities of one province (or of the whole country when no province is given). */
export const CityOptionQuery = z.object({
  countryCode: countryCodeField.optional().default('CN'),
  provinceCode: divisionCode.optional(),
});

export const CityOption = z.object({
  id: z.number(),
  value: z.string(),
  label: z.string(),
  labelEn: z.string(),
  provinceCode: z.string(),
});
export type CityOption = z.infer<typeof CityOption>;

/** `POST api/region/listsByProduct`: the product ids, as a bare array or under `productIds`. */
export const ProductIdsInput = z.union([
  z.array(idField).max(500, { error: 'tooMany|max=500' }),
  z.object({ productIds: z.array(idField).max(500, { error: 'tooMany|max=500' }).optional() }),
]);

export { divisionCode as divisionCodeField };
