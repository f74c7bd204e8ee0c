import type { Language } from '@parcelhub/contracts';
import { en } from './en';
import { ko } from './ko';
import { zh } from './zh';
import type { AgreementTexts } from './types';

export const AGREEMENTS: Record<Language, AgreementTexts> = { zh, en, ko };
export type { AgreementTexts, AgreementSection } from './types';
