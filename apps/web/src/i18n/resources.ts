import type { Language } from '@parcelhub/contracts';
import commonZh from './locales/zh.json';
import commonEn from './locales/en.json';
import commonKo from './locales/ko.json';
import authZh from '../features/auth/locales/zh.json';
import authEn from '../features/auth/locales/en.json';
import authKo from '../features/auth/locales/ko.json';
import addressZh from '../features/address/locales/zh.json';
import addressEn from '../features/address/locales/en.json';
import addressKo from '../features/address/locales/ko.json';
import systemZh from '../features/system/locales/zh.json';
import systemEn from '../features/system/locales/en.json';
import systemKo from '../features/system/locales/ko.json';
import homeZh from '../features/home/locales/zh.json';
import homeEn from '../features/home/locales/en.json';
import homeKo from '../features/home/locales/ko.json';

export const NAMESPACES = ['common', 'auth', 'address', 'system', 'home'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const resources = {
  zh: { common: commonZh, auth: authZh, address: addressZh, system: systemZh, home: homeZh },
  en: { common: commonEn, auth: authEn, address: addressEn, system: systemEn, home: homeEn },
  ko: { common: commonKo, auth: authKo, address: addressKo, system: systemKo, home: homeKo },
} satisfies Record<Language, Record<Namespace, object>>;
