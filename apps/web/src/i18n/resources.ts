import type { Language } from '@parcelhub/contracts';
import commonZh from './locales/zh.json';
import commonEn from './locales/en.json';
import commonKo from './locales/ko.json';

/** `common` ships with the app; every other namespace is a feature's and loads with its first page. */
export const NAMESPACES = [
  'common',
  'auth',
  'address',
  'system',
  'home',
  'tasks',
  'dicts',
  'regions',
  'products',
  'product-costs',
  'postcodes',
  'menus',
  'roles',
  'account',
  'oplog',
  'quote',
  'wallet',
  'orders',
  'order-rules',
  'order-batch',
  'due-work',
  'tail-logistics',
  'warehouses',
  'clearance-products',
  'tracking',
  'track-rules',
  'sort-rules',
  'trace',
  'api-docking',
  'public-tracking',
  'webhooks',
  'waybills',
  'sort-tasks',
  'bagging',
  'clearance-orders',
  'hs-codes',
  'clearance-ports',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const bundledResources = {
  zh: { common: commonZh },
  en: { common: commonEn },
  ko: { common: commonKo },
} satisfies Record<Language, { common: object }>;

type Json = Record<string, unknown>;
/** One chunk per feature and language: `features/<ns>/locales/<lng>.json`. */
const featureLocales = import.meta.glob<Json>('../features/*/locales/*.json', { import: 'default' });

export function hasNamespace(lng: string, ns: string): boolean {
  return `../features/${ns}/locales/${lng}.json` in featureLocales;
}

export async function loadNamespace(lng: string, ns: string): Promise<Json> {
  if (ns === 'common' && lng in bundledResources) return bundledResources[lng as Language].common;
  const load = featureLocales[`../features/${ns}/locales/${lng}.json`];
  if (!load) throw new Error(`no translations for ${ns}/${lng}`);
  return load();
}
