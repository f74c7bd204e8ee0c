import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/ko';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@parcelhub/contracts';
import { readLocal, STORAGE_KEYS } from '../shared/storage/local';
import { bundledResources } from './resources';
import { lazyBackend } from './lazyBackend';

const DAYJS_LOCALES: Record<Language, string> = { zh: 'zh-cn', en: 'en', ko: 'ko' };
const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en', ko: 'ko' };

/** The language chosen on this browser, if any (spec: from local storage, else the user's saved one, else zh). */
export function storedLanguage(): Language | null {
  const v = readLocal(STORAGE_KEYS.language);
  return isLanguage(v) ? v : null;
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

function applySideEffects(lang: Language): void {
  dayjs.locale(DAYJS_LOCALES[lang]);
  if (typeof document !== 'undefined') document.documentElement.lang = HTML_LANG[lang];
}

export function initI18n(): typeof i18next {
  const lng = storedLanguage() ?? DEFAULT_LANGUAGE;
  if (!i18next.isInitialized) {
    void i18next
      .use(lazyBackend)
      .use(initReactI18next)
      .init({
        resources: bundledResources,
        // Feature namespaces come from lazyBackend; pages suspend (react-i18next's default) until theirs is in.
        partialBundledLanguages: true,
        lng,
        // Every language holds every key (locales.test.ts): no fallback to fetch besides the current language.
        fallbackLng: false,
        supportedLngs: ['zh', 'en', 'ko'],
        ns: ['common'],
        defaultNS: 'common',
        interpolation: { escapeValue: false },
        returnNull: false,
        showSupportNotice: false,
        initAsync: false,
      });
  }
  applySideEffects(lng);
  return i18next;
}

/** Switches the UI language only (no storage, no server); see useChangeLanguage for the user-facing switch. */
export async function applyLanguage(lang: Language): Promise<void> {
  applySideEffects(lang);
  if (i18next.language !== lang) await i18next.changeLanguage(lang);
}

export { i18next };
