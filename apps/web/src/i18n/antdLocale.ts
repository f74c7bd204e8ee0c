import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/locale/zh_CN';
import enUS from 'antd/locale/en_US';
import koKR from 'antd/locale/ko_KR';
import type { Language } from '@parcelhub/contracts';

export const ANTD_LOCALES: Record<Language, Locale> = { zh: zhCN, en: enUS, ko: koKR };
