import { useMemo } from 'react';
import type { FormInstance, FormRule } from 'antd';
import {
  isAccount,
  isEmail,
  isMainlandMobile,
  isNewPassword,
  isRegisterPassword,
  PATTERNS,
  validationMessage,
  type ValidationMessageKey,
} from '@parcelhub/contracts';
import { useLanguage } from '../../i18n/useLanguage';

type Predicate = (v: string) => boolean;

/**
 * antd Form rules built from the contracts' predicates and message catalogue, so the form says exactly what the
 * server would. Empty values pass every rule but `required`.
 */
export function useRules() {
  const lang = useLanguage();
  return useMemo(() => {
    const msg = (key: ValidationMessageKey, params?: Record<string, string | number>) =>
      validationMessage(key, lang, params);
    const check = (key: ValidationMessageKey, ok: Predicate): FormRule => ({
      validator: async (_rule, value: unknown) => {
        if (value === undefined || value === null || value === '') return;
        if (!ok(String(value))) throw new Error(msg(key));
      },
    });
    return {
      msg,
      check,
      required: (): FormRule => ({ required: true, whitespace: true, message: msg('required') }),
      requiredChoice: (): FormRule => ({ required: true, message: msg('required') }),
      maxLength: (max: number): FormRule => ({ max, message: msg('tooLong', { max }) }),
      account: () => check('account', isAccount),
      mobile: () => check('mobile', isMainlandMobile),
      email: () => check('email', isEmail),
      phone: () => check('phone', (v) => PATTERNS.phone.test(v)),
      smsCode: () => check('smsCode', (v) => PATTERNS.smsCode.test(v)),
      registerPassword: () => check('registerPassword', isRegisterPassword),
      newPassword: () => check('newPassword', isNewPassword),
      /** The value must equal another field's (confirm password). */
      sameAs:
        (field: string): FormRule =>
        (form: Pick<FormInstance, 'getFieldValue'>) => ({
          validator: async (_rule, value: unknown) => {
            if (value === undefined || value === null || value === '') return;
            if (value !== form.getFieldValue(field)) throw new Error(msg('passwordMismatch'));
          },
        }),
      agreement: (): FormRule => ({
        validator: async (_rule, value: unknown) => {
          if (value !== true) throw new Error(msg('agreement'));
        },
      }),
    };
  }, [lang]);
}

export type Rules = ReturnType<typeof useRules>;
