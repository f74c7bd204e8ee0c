import { useEffect, useState } from 'react';
import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/es/locale/zh_CN';
import type { Language } from '@parcelhub/contracts';

/** Chinese is the default language and ships with the app; the others load the first time they are chosen. */
const LOADERS: Record<Exclude<Language, 'zh'>, () => Promise<Locale>> = {
  en: () => import('antd/es/locale/en_US').then((m) => m.default),
  ko: () => import('antd/es/locale/ko_KR').then((m) => m.default),
};

const loaded: Partial<Record<Language, Locale>> = { zh: zhCN };

export function loadAntdLocale(lang: Language): Promise<Locale> {
  const hit = loaded[lang];
  if (hit) return Promise.resolve(hit);
  return (lang === 'zh' ? Promise.resolve(zhCN) : LOADERS[lang]()).then((locale) => (loaded[lang] = locale));
}

/** antd's texts (pagination, empty states, confirm buttons) in `lang`; the previous ones until they arrive. */
export function useAntdLocale(lang: Language): Locale {
  const [locale, setLocale] = useState<Locale>(() => loaded[lang] ?? zhCN);
  useEffect(() => {
    let live = true;
    void loadAntdLocale(lang).then((l) => live && setLocale(l));
    return () => {
      live = false;
    };
  }, [lang]);
  return locale;
}
