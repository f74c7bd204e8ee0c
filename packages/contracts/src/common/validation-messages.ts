import type { Language } from './language';

/**
 * Words for the validation message keys, used by the server's field errors and the web app's form rules alike.
 * Keys are stable; `{name}` placeholders take params.
 */
export const VALIDATION_MESSAGES = {
  required: { zh: '该字段不能为空', en: 'This field cannot be empty', ko: '이 항목은 비워 둘 수 없습니다' },
  invalid: { zh: '格式不正确', en: 'Invalid value', ko: '형식이 올바르지 않습니다' },
  tooLong: {
    zh: '长度不能超过 {max} 个字符',
    en: 'At most {max} characters',
    ko: '최대 {max}자까지 입력할 수 있습니다',
  },
  controlChars: {
    zh: '不能包含控制字符',
    en: 'Must not contain control characters',
    ko: '제어 문자를 포함할 수 없습니다',
  },
  brokenText: {
    zh: '包含无法识别的字符',
    en: 'Contains characters that are not valid text',
    ko: '올바르지 않은 문자가 포함되어 있습니다',
  },
  numberTooLarge: {
    zh: '数值不能大于 {max}',
    en: 'Number too large: at most {max}',
    ko: '{max} 이하의 숫자여야 합니다',
  },
  number: { zh: '请输入数字', en: 'Must be a number', ko: '숫자를 입력하세요' },
  idDigits: {
    zh: '编号只能是十进制数字，不带符号、空格或前导零',
    en: 'An id is plain decimal digits: no sign, spaces or leading zeros',
    ko: 'ID는 부호, 공백, 앞자리 0 없이 10진수 숫자만 가능합니다',
  },
  boolean: { zh: '只能是 true 或 false', en: 'Must be true or false', ko: 'true 또는 false만 가능합니다' },
  upper2: { zh: '请输入两位大写字母', en: 'Two uppercase letters', ko: '대문자 2자리를 입력하세요' },
  upper3: { zh: '请输入三位大写字母', en: 'Three uppercase letters', ko: '대문자 3자리를 입력하세요' },
  upper5: { zh: '请输入五位大写字母', en: 'Five uppercase letters', ko: '대문자 5자리를 입력하세요' },
  upper2to5: { zh: '请输入 2-5 位大写字母', en: '2-5 uppercase letters', ko: '대문자 2-5자리를 입력하세요' },
  lettersOnly: { zh: '只能输入英文字母', en: 'Letters only', ko: '영문자만 입력할 수 있습니다' },
  postcode: {
    zh: '邮编只能包含字母、数字、空格或“-”',
    en: "Postcode accepts letters, digits, space or '-'",
    ko: "우편번호는 문자, 숫자, 공백 또는 '-'만 허용됩니다",
  },
  usZip: {
    zh: '美国邮编应为 5 位数字或 5+4 位（如 90210 或 90210-1234）',
    en: 'US ZIP code must be 5 digits or ZIP+4 (e.g. 90210 or 90210-1234)',
    ko: '미국 우편번호는 5자리 또는 5+4자리여야 합니다 (예: 90210, 90210-1234)',
  },
  krCustomsNo: {
    zh: '寄往韩国须填写个人通关号码（P 开头加 12 位数字）',
    en: 'Korea requires a personal customs clearance code (P followed by 12 digits)',
    ko: '한국행은 개인통관고유부호(P + 숫자 12자리)가 필요합니다',
  },
  referenceNoZero: {
    zh: '参考号不能为 0',
    en: 'The reference number cannot be 0',
    ko: '참조 번호는 0일 수 없습니다',
  },
  houseNumberDE: {
    zh: '寄往德国须填写门牌号',
    en: 'Germany requires a house number',
    ko: '독일행은 번지(house number)가 필요합니다',
  },
  fbaVat: { zh: 'FBA 渠道须填写 VAT 税号', en: 'FBA requires a VAT number', ko: 'FBA는 VAT 번호가 필요합니다' },
  fbaEori: { zh: 'FBA 渠道须填写 EORI 号', en: 'FBA requires an EORI number', ko: 'FBA는 EORI 번호가 필요합니다' },
  hsCode: { zh: 'HS 编码为 6-10 位数字', en: 'HS code: 6-10 digits', ko: 'HS 코드는 6-10자리 숫자입니다' },
  hsCode6: {
    zh: 'HS 编码须为 6 位数字（如 610910）',
    en: 'An HS code here is 6 digits (e.g. 610910)',
    ko: 'HS 코드는 6자리 숫자여야 합니다 (예: 610910)',
  },
  hsCodeLevel: {
    zh: 'HS 编码须为 2、4 或 6 位数字',
    en: 'An HS code is 2, 4 or 6 digits',
    ko: 'HS 코드는 2, 4 또는 6자리 숫자입니다',
  },
  goodsNameEmpty: {
    zh: '第 {line} 行是空行：每行填写一个品名',
    en: 'Line {line} is empty: one goods name a line',
    ko: '{line}행이 비어 있습니다: 한 줄에 품명 하나씩 적으세요',
  },
  goodsNameBad: {
    zh: '第 {line} 行：品名最多 {max} 个字符，且不能包含控制字符',
    en: 'Line {line}: a goods name is at most {max} characters, without control characters',
    ko: '{line}행: 품명은 최대 {max}자이며 제어 문자를 포함할 수 없습니다',
  },
  goodsNamesTooMany: {
    zh: '一次最多匹配 {max} 个品名',
    en: 'At most {max} goods names at once',
    ko: '한 번에 최대 {max}개 품명까지 매칭할 수 있습니다',
  },
  account: {
    zh: '账号为 3-20 位字母、数字、下划线或连字符',
    en: 'Account must be 3-20 letters, digits, underscores or hyphens',
    ko: '계정은 영문, 숫자, 밑줄, 하이픈 3-20자여야 합니다',
  },
  registerPassword: {
    zh: '密码为 8-20 位，须同时包含字母和数字',
    en: 'Password must be 8-20 characters with letters and digits',
    ko: '비밀번호는 영문과 숫자를 포함한 8-20자여야 합니다',
  },
  newPassword: {
    zh: '新密码为 8-16 位，以字母或数字开头，须同时包含字母和数字',
    en: 'New password must be 8-16 characters, start with a letter or digit, and hold letters and digits',
    ko: '새 비밀번호는 영문 또는 숫자로 시작하고 영문과 숫자를 포함한 8-16자여야 합니다',
  },
  passwordMismatch: { zh: '两次输入的密码不一致', en: 'Password does not match', ko: '비밀번호가 일치하지 않습니다' },
  mobile: {
    zh: '请输入正确的手机号码',
    en: 'Enter a valid mainland China mobile number',
    ko: '올바른 휴대폰 번호를 입력하세요',
  },
  phone: { zh: '请输入正确的电话号码', en: 'Enter a valid phone number', ko: '올바른 전화번호를 입력하세요' },
  areaCode: {
    zh: '区号格式不正确',
    en: 'Area code: optional + and 1-3 digits',
    ko: '지역번호 형식이 올바르지 않습니다',
  },
  idCard: {
    zh: '身份证号为 15 或 18 位',
    en: 'ID card number must be 15 or 18 digits',
    ko: '신분증 번호는 15자리 또는 18자리입니다',
  },
  email: { zh: '请输入正确的邮箱地址', en: 'Enter a valid email address', ko: '올바른 이메일 주소를 입력하세요' },
  phoneOrEmail: {
    zh: '请输入正确的手机号或邮箱',
    en: 'Enter a valid mobile number or email',
    ko: '올바른 휴대폰 번호 또는 이메일을 입력하세요',
  },
  ip: { zh: '请输入正确的 IP 地址', en: 'Enter a valid IP address', ko: '올바른 IP 주소를 입력하세요' },
  smsCode: { zh: '请输入 6 位验证码', en: 'Enter the 6-digit code', ko: '6자리 인증번호를 입력하세요' },
  agreement: {
    zh: '请阅读并勾选用户协议',
    en: 'Please read and accept the user agreement',
    ko: '이용약관에 동의해 주세요',
  },
  slider: { zh: '请先完成滑块验证', en: 'Complete the slider check first', ko: '먼저 슬라이더 인증을 완료하세요' },
  notNegative: { zh: '不能小于 0', en: 'Cannot be less than 0', ko: '0보다 작을 수 없습니다' },
  requiredNumber: { zh: '请输入数字', en: 'Required number', ko: '숫자를 입력하세요' },
  greaterThanZero: { zh: '必须大于 0', en: 'Must be greater than 0', ko: '0보다 커야 합니다' },
  integer: { zh: '请输入整数', en: 'Must be an integer', ko: '정수를 입력하세요' },
  positiveInteger: { zh: '请输入正整数', en: 'Must be a positive integer', ko: '양의 정수를 입력하세요' },
  decimals: { zh: '最多 {places} 位小数', en: 'At most {places} decimals', ko: '소수점 이하 최대 {places}자리' },
  minAboveMax: {
    zh: '最小值不能大于最大值',
    en: 'Minimum cannot exceed maximum',
    ko: '최솟값은 최댓값보다 클 수 없습니다',
  },
  maxBelowMin: {
    zh: '最大值不能小于最小值',
    en: 'Maximum cannot be below minimum',
    ko: '최댓값은 최솟값보다 작을 수 없습니다',
  },
  noEmptyEntries: { zh: '不能包含空项', en: 'No empty entries allowed', ko: '빈 항목을 포함할 수 없습니다' },
  codeChars: {
    zh: '只能包含字母、数字、点、短横线和下划线，且以字母或数字开头',
    en: "Letters, digits, '.', '-' and '_' only, starting with a letter or digit",
    ko: '영문자, 숫자, 점, 하이픈, 밑줄만 가능하며 영문자나 숫자로 시작해야 합니다',
  },
  httpUrl: {
    zh: '请输入以 http:// 或 https:// 开头的网址',
    en: 'Enter a web address starting with http:// or https://',
    ko: 'http:// 또는 https://로 시작하는 주소를 입력하세요',
  },
  trackingUrlTemplate: {
    zh: '请输入以 http(s):// 开头、包含 {trackingNo} 的网址',
    en: 'Enter an http(s):// address containing {trackingNo}',
    ko: 'http(s)://로 시작하고 {trackingNo}를 포함하는 주소를 입력하세요',
  },
  postcodeLength: {
    zh: '邮编长度须为 {length} 位',
    en: 'The postcode must be {length} characters long',
    ko: '우편번호는 {length}자여야 합니다',
  },
  endBeforeStart: {
    zh: '结束时间须晚于开始时间',
    en: 'The end must be after the start',
    ko: '종료 시간은 시작 시간 이후여야 합니다',
  },
  tooMany: {
    zh: '最多选择 {max} 项',
    en: 'You can select up to {max} items',
    ko: '최대 {max}개까지 선택할 수 있습니다',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

export function validationMessage(key: string, lang: Language, params: Record<string, string | number> = {}): string {
  const entry = (VALIDATION_MESSAGES as Record<string, Record<Language, string>>)[key];
  const text = entry ? entry[lang] : key;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/**
 * Zod issue messages carry a key and, optionally, params as `key|name=value|name=value`,
 * so one schema can be worded in any language at the edge.
 */
export function parseMessageKey(message: string): { key: string; params: Record<string, string> } {
  const [key = message, ...rest] = message.split('|');
  const params: Record<string, string> = {};
  for (const pair of rest) {
    const i = pair.indexOf('=');
    if (i > 0) params[pair.slice(0, i)] = pair.slice(i + 1);
  }
  return { key, params };
}
