export { initI18n, applyLanguage, currentLanguage, storedLanguage, i18next } from './i18n';
export { ANTD_LOCALES } from './antdLocale';
export { useLanguage } from './useLanguage';
export { useChangeLanguage } from './useChangeLanguage';
