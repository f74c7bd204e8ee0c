import { describe, expect, it, vi } from 'vitest';
import type { FormRule } from 'antd';
import { z } from 'zod';
import { AddressInput } from '@parcelhub/contracts';
import { isRequiredField, parseWithSchema, zodRules } from './zodRules';

/** Runs one field's rules as antd would: resolves to the first error message, or null. */
async function check(rules: FormRule[], value: unknown): Promise<string | null> {
  for (const rule of rules) {
    if (typeof rule === 'function' || !rule.validator) continue;
    try {
      await rule.validator(rule, value, () => undefined);
    } catch (e) {
      return (e as Error).message;
    }
  }
  return null;
}

const valid = {
  type: 'RECIPIENT',
  name: 'Sato',
  countryCode: 'JP',
  province: 'Tokyo',
  city: 'Shibuya',
  zipCode: '150-0002',
  address1: '2-21-1',
  phone: '+81 3 5555 0199',
  isDefault: false,
};

describe('zodRules', () => {
  const en = zodRules(AddressInput, 'en');

  it('marks what the schema requires, and words its checks from the shared messages', async () => {
    expect(en.name[0]).toMatchObject({ required: true });
    expect(en.email[0]).toMatchObject({ required: false });
    expect(en.isDefault[0]).toMatchObject({ required: false });
    await expect(check(en.name, undefined)).resolves.toBe('This field cannot be empty');
    await expect(check(en.name, '   ')).resolves.toBe('This field cannot be empty');
    await expect(check(en.name, 'x'.repeat(101))).resolves.toBe('At most 100 characters');
    await expect(check(en.name, 'Sato')).resolves.toBeNull();
    await expect(check(en.phone, 'call me')).resolves.toBe('Enter a valid phone number');
    await expect(check(en.email, 'not-an-email')).resolves.toBe('Enter a valid email address');
    await expect(check(en.email, '')).resolves.toBeNull();
    await expect(check(en.countryCode, 'jp')).resolves.toBe('Two uppercase letters');
  });

  it('speaks the language it was built for', async () => {
    await expect(check(zodRules(AddressInput, 'ko').name, '')).resolves.toBe('이 항목은 비워 둘 수 없습니다');
    await expect(check(zodRules(AddressInput, 'zh').email, 'x')).resolves.toBe('请输入正确的邮箱地址');
  });

  it('words issues of schemas without message keys from the nearest shared message', async () => {
    const plain = zodRules(z.object({ a: z.string().max(3), b: z.enum(['X', 'Y']) }), 'en');
    await expect(check(plain.a, 'abcd')).resolves.toBe('At most 3 characters');
    await expect(check(plain.b, undefined)).resolves.toBe('This field cannot be empty');
    await expect(check(plain.b, 'Z')).resolves.toBe('Invalid value');
    expect(isRequiredField(z.string().optional())).toBe(false);
  });
});

describe('parseWithSchema', () => {
  const fields = Object.keys(AddressInput.shape);

  it('puts the cross-field rules (US ZIP, Korean customs code) on their fields', () => {
    const setFields = vi.fn();
    const us = parseWithSchema(
      { setFields },
      AddressInput,
      { ...valid, countryCode: 'US', zipCode: '1234' },
      'en',
      fields,
    );
    expect(us).toBeNull();
    expect(setFields).toHaveBeenLastCalledWith([
      { name: 'zipCode', errors: ['US ZIP code must be 5 digits or ZIP+4 (e.g. 90210 or 90210-1234)'] },
    ]);
    const kr = parseWithSchema(
      { setFields },
      AddressInput,
      { ...valid, countryCode: 'KR', customsNo: '' },
      'en',
      fields,
    );
    expect(kr).toBeNull();
    expect(setFields).toHaveBeenLastCalledWith([
      { name: 'customsNo', errors: ['Korea requires a personal customs clearance code (P followed by 12 digits)'] },
    ]);
  });

  it('returns the value as the server reads it: trimmed, defaults filled', () => {
    const setFields = vi.fn();
    const out = parseWithSchema({ setFields }, AddressInput, { ...valid, name: '  Sato  ', email: '' }, 'en', fields);
    expect(out).toMatchObject({ name: 'Sato', email: '', address2: '', customsNo: '' });
    expect(setFields).not.toHaveBeenCalled();
  });
});
