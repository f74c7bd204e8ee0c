import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** Robots' error keys (block 29: status × 10000 + 2900 + n, docs/errors.md). */
export const ROBOTS_ERRORS = defineErrors({
  ROBOT_NOT_FOUND: {
    status: 404,
    code: 4042950,
    message: { zh: '机器人不存在：{id}', en: 'Robot not found: {id}', ko: '로봇이 존재하지 않습니다: {id}' },
  },
  ROBOT_IDENTIFIER_TAKEN: {
    status: 409,
    code: 4092950,
    message: {
      zh: '机器人编号已存在：{identifier}',
      en: 'A robot with the identifier {identifier} already exists',
      ko: '이미 존재하는 로봇 식별자입니다: {identifier}',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof ROBOTS_ERRORS> {}
}
