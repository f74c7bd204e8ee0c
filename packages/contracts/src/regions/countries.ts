import { z } from 'zod';

export const CONTINENTS = ['EUROPE', 'NORTH_AMERICA', 'SOUTH_AMERICA', 'ASIA', 'AFRICA', 'OCEANIA'] as const;
export const Continent = z.enum(CONTINENTS);
export type Continent = z.infer<typeof Continent>;

export const DISTRICTS = [
  'EU',
  'NON_EU',
  'NORTH_AMERICA',
  'CARIBBEAN',
  'SOUTH_AMERICA',
  'SOUTHEAST_ASIA',
  'EAST_ASIA',
  'CENTRAL_ASIA',
  'MIDDLE_EAST',
  'SOUTH_ASIA',
  'EAST_AFRICA',
  'NORTH_AFRICA',
  'SOUTH_AFRICA',
  'WEST_AFRICA',
  'CENTRAL_AFRICA',
  'OCEANIA',
] as const;
export const District = z.enum(DISTRICTS);
export type District = z.infer<typeof District>;

/** One country as the dropdowns use it: value is the ISO alpha-2 code, label in the caller's language. */
export const Country = z.object({
  value: z.string(),
  label: z.string(),
  labelEn: z.string(),
  labelZh: z.string(),
  labelKo: z.string(),
  code3: z.string(),
  phoneCode: z.string(),
  continent: Continent,
  district: District,
  isEu: z.boolean(),
});
export type Country = z.infer<typeof Country>;

export interface CountryTreeNode {
  value: string;
  label: string;
  labelEn: string;
  children?: CountryTreeNode[];
}

export const CountryTreeNode: z.ZodType<CountryTreeNode> = z.lazy(() =>
  z.object({
    value: z.string(),
    label: z.string(),
    labelEn: z.string(),
    children: z.array(CountryTreeNode).optional(),
  }),
);
