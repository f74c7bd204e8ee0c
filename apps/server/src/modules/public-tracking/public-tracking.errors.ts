import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** Public tracking's error keys (block 42: status × 10000 + 4200 + n, docs/errors.md). */
export const PUBLIC_TRACKING_ERRORS = defineErrors({
  PUBLIC_TRACK_NO_NUMBERS: {
    status: 400,
    code: 4004250,
    message: {
      zh: '请输入至少一个单号',
      en: 'Enter at least one number',
      ko: '번호를 하나 이상 입력하세요',
    },
  },
  PUBLIC_TRACK_TOO_MANY: {
    status: 400,
    code: 4004251,
    message: {
      zh: '一次最多查询 {max} 个单号，您输入了 {count} 个',
      en: 'Up to {max} numbers at once: you entered {count}',
      ko: '한 번에 최대 {max}개 번호까지 조회할 수 있습니다. 입력한 번호: {count}개',
    },
  },
  PUBLIC_TRACK_NUMBER_TOO_LONG: {
    status: 400,
    code: 4004252,
    message: {
      zh: '单号最长 {max} 个字符：{number}',
      en: 'A number has at most {max} characters: {number}',
      ko: '번호는 최대 {max}자입니다: {number}',
    },
  },
  PUBLIC_TRACK_RATE_LIMITED: {
    status: 429,
    code: 4294250,
    message: {
      zh: '查询过于频繁，请 {seconds} 秒后再试',
      en: 'Too many look-ups: try again in {seconds} s',
      ko: '조회가 너무 잦습니다. {seconds}초 후에 다시 시도하세요',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof PUBLIC_TRACKING_ERRORS> {}
}
