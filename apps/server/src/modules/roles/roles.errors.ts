import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** The roles module's error keys: HTTP status, numeric code (unique product-wide) and words. */
export const ROLE_ERRORS = defineErrors({
  ROLE_NOT_FOUND: {
    status: 404,
    code: 4040641,
    message: { zh: '角色不存在', en: 'Role not found', ko: '역할이 존재하지 않습니다' },
  },
  ROLE_NAME_TAKEN: {
    status: 409,
    code: 4090640,
    message: {
      zh: '角色名称已存在：{name}',
      en: 'A role named {name} already exists',
      ko: '이미 있는 역할 이름입니다: {name}',
    },
  },
  ROLE_NAME_RESERVED: {
    status: 400,
    code: 4000644,
    message: {
      zh: '角色名称不能是权限标识或系统角色名：{name}',
      en: 'A role cannot be named after a permission or a system role: {name}',
      ko: '역할 이름에 권한 식별자나 시스템 역할 이름을 쓸 수 없습니다: {name}',
    },
  },
  ROLE_BUILT_IN: {
    status: 400,
    code: 4000645,
    message: {
      zh: '系统内置角色不能删除、改名或更改用户类型：{name}',
      en: 'A built-in role cannot be deleted, renamed or given another user type: {name}',
      ko: '기본 역할은 삭제하거나 이름·사용자 유형을 바꿀 수 없습니다: {name}',
    },
  },
  ROLE_MENU_TYPE_MISMATCH: {
    status: 400,
    code: 4000646,
    message: {
      zh: '菜单“{menu}”不属于该角色的用户类型',
      en: 'The menu entry "{menu}" is not for this role\'s user type',
      ko: '메뉴 "{menu}"은(는) 이 역할의 사용자 유형용이 아닙니다',
    },
  },
  ROLE_GRANT_EXCEEDS: {
    status: 403,
    code: 4030640,
    message: {
      zh: '不能授予自己没有的权限：{permission}',
      en: 'You cannot grant a permission you do not hold: {permission}',
      ko: '본인에게 없는 권한은 부여할 수 없습니다: {permission}',
    },
  },
  ROLE_LEVEL_ABOVE_CALLER: {
    status: 403,
    code: 4030641,
    message: {
      zh: '权限不足，你的角色级别为 {mine}，不能操作级别 {level} 的角色',
      en: 'Your role level is {mine}: you cannot manage a role at level {level} (lower is more powerful)',
      ko: '내 역할 등급은 {mine}입니다. 등급 {level}의 역할은 관리할 수 없습니다(숫자가 작을수록 상위)',
    },
  },
  ROLE_IN_USE: {
    status: 409,
    code: 4090641,
    message: {
      zh: '角色“{name}”仍有用户关联，请先解除关联',
      en: 'Users still hold the role "{name}": take it from them first',
      ko: '역할 "{name}"을(를) 가진 사용자가 있습니다. 먼저 해제하세요',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof ROLE_ERRORS> {}
}
