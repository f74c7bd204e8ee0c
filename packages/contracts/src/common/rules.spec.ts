import { describe, expect, it } from 'vitest';
import {
  hasMaxDecimals,
  isAccount,
  isAreaCode,
  isEmail,
  isIdCard,
  isIp,
  isMainlandMobile,
  isMinNotAboveMax,
  isNewPassword,
  isPhoneOrEmail,
  isPositiveInteger,
  isPostcode,
  isRegisterPassword,
  zipCodeProblem,
} from './rules';
import { parseMessageKey, validationMessage } from './validation-messages';

describe('spec §5 rules', () => {
  it('account: 3-20 letters, digits, underscore, hyphen', () => {
    for (const ok of ['abc', 'customer-sub', 'a_b-c9', 'x'.repeat(20)]) expect(isAccount(ok)).toBe(true);
    for (const bad of ['ab', 'x'.repeat(21), 'has space', 'dot.name', '中文账号', ''])
      expect(isAccount(bad)).toBe(false);
  });

  it('registration password: 8-20 with letters and digits', () => {
    expect(isRegisterPassword('abc12345')).toBe(true);
    expect(isRegisterPassword('a1'.repeat(10))).toBe(true);
    expect(isRegisterPassword('a1'.repeat(10) + 'x')).toBe(false);
    expect(isRegisterPassword('abcdefgh')).toBe(false);
    expect(isRegisterPassword('12345678')).toBe(false);
    expect(isRegisterPassword('abc 12345')).toBe(false);
    expect(isRegisterPassword('ab12')).toBe(false);
  });

  it('new password: 8-16, starting alphanumeric, letters and digits', () => {
    expect(isNewPassword('fresh1234')).toBe(true);
    expect(isNewPassword('_fresh1234')).toBe(false);
    expect(isNewPassword('abcdefgh12345678')).toBe(true);
    expect(isNewPassword('abcdefgh123456789')).toBe(false);
    expect(isNewPassword('onlyletters')).toBe(false);
  });

  it('mainland mobile, area code, ID card, email, phone-or-email, IP', () => {
    expect(isMainlandMobile('13800000000')).toBe(true);
    expect(isMainlandMobile('12800000000')).toBe(false);
    expect(isMainlandMobile('1380000000')).toBe(false);
    expect(isAreaCode('+86')).toBe(true);
    expect(isAreaCode('1')).toBe(true);
    expect(isAreaCode('+8612')).toBe(false);
    expect(isIdCard('11010519491231002X')).toBe(true);
    expect(isIdCard('110105491231002')).toBe(true);
    expect(isIdCard('1101051949123100')).toBe(false);
    expect(isEmail('a.b@example.co')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isPhoneOrEmail('13800000000')).toBe(true);
    expect(isPhoneOrEmail('x@example.com')).toBe(true);
    expect(isPhoneOrEmail('hello')).toBe(false);
    expect(isIp('192.168.0.1')).toBe(true);
    expect(isIp('256.1.1.1')).toBe(false);
    expect(isIp('01.1.1.1')).toBe(false);
  });

  it('postcodes: letters, digits, space or hyphen; US ZIP checked for the US only', () => {
    expect(isPostcode('SW1A 1AA')).toBe(true);
    expect(isPostcode('100-0001')).toBe(true);
    expect(isPostcode('10115#')).toBe(false);
    expect(zipCodeProblem('US', '90210')).toBeNull();
    expect(zipCodeProblem('US', '90210-1234')).toBeNull();
    expect(zipCodeProblem('US', '9021')).toBe('usZip');
    expect(zipCodeProblem('CA', '9021')).toBeNull();
    expect(zipCodeProblem('DE', '10115!')).toBe('postcode');
  });

  it('numbers: decimals, positive integers, min not above max', () => {
    expect(hasMaxDecimals('12.34', 2)).toBe(true);
    expect(hasMaxDecimals('12.345', 2)).toBe(false);
    expect(hasMaxDecimals(1.5, 3)).toBe(true);
    expect(isPositiveInteger('3')).toBe(true);
    expect(isPositiveInteger('0')).toBe(false);
    expect(isPositiveInteger('1.5')).toBe(false);
    expect(isMinNotAboveMax(1, 2)).toBe(true);
    expect(isMinNotAboveMax(3, 2)).toBe(false);
    expect(isMinNotAboveMax(null, 2)).toBe(true);
  });

  it('words messages in three languages with params', () => {
    const { key, params } = parseMessageKey('tooLong|max=100');
    expect(validationMessage(key, 'en', params)).toBe('At most 100 characters');
    expect(validationMessage(key, 'zh', params)).toBe('长度不能超过 100 个字符');
    expect(validationMessage('passwordMismatch', 'en')).toBe('Password does not match');
    expect(validationMessage('unknown-key', 'en')).toBe('unknown-key');
  });
});
