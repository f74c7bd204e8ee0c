import type { Language } from '@parcelhub/contracts';
import { interpolate } from './language';

/** Non-error server words (success notes, SMS bodies), keyed and worded in the three languages. */
const MESSAGES = {
  ok: { zh: '操作成功', en: 'ok', ko: '성공' },
  smsBody: {
    zh: '【Parcelhub】您的验证码为 {code}，{minutes} 分钟内有效。如非本人操作，请忽略。',
    en: '[Parcelhub] Your verification code is {code}, valid for {minutes} minutes. Ignore this if it was not you.',
    ko: '[Parcelhub] 인증번호는 {code}이며 {minutes}분간 유효합니다. 본인이 요청하지 않았다면 무시하세요.',
  },
  emailBody: {
    zh: '您正在修改 Parcelhub 账号邮箱，验证码为 {code}，{minutes} 分钟内有效。',
    en: 'You are changing the email of your Parcelhub account. Your code is {code}, valid for {minutes} minutes.',
    ko: 'Parcelhub 계정 이메일을 변경하고 있습니다. 인증번호는 {code}이며 {minutes}분간 유효합니다.',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function t(key: MessageKey, lang: Language, params?: Record<string, unknown>): string {
  return interpolate(MESSAGES[key][lang], params);
}
