import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** The operator's administration of users and sessions: error keys, status, code (unique product-wide), words. */
export const USER_ADMIN_ERRORS = defineErrors({
  ROLE_NOT_ASSIGNABLE: {
    status: 400,
    code: 4000327,
    message: {
      zh: '角色不存在或不适用于该用户类型',
      en: 'The role does not exist or does not fit this type of user',
      ko: '역할이 없거나 이 사용자 유형에 맞지 않습니다',
    },
  },
  NOT_ON_YOURSELF: {
    status: 409,
    code: 4090327,
    message: {
      zh: '不能删除、停用自己的账号或重置自己的密码（请在个人中心修改密码）',
      en: 'You cannot delete, disable or reset the password of your own account (change it in your account settings)',
      ko: '자신의 계정은 삭제, 비활성화하거나 비밀번호를 재설정할 수 없습니다(계정 설정에서 변경하세요)',
    },
  },
  LAST_PLATFORM_ADMIN: {
    status: 409,
    code: 4090328,
    message: {
      zh: '这是最后一个启用的平台管理员，不能删除、停用或取消其管理员角色',
      en: 'This is the last enabled platform administrator: it cannot be deleted, disabled or lose the admin role',
      ko: '마지막으로 활성화된 플랫폼 관리자이므로 삭제, 비활성화 또는 관리자 역할 해제를 할 수 없습니다',
    },
  },
  ADMIN_ONLY: {
    status: 403,
    code: 4030327,
    message: {
      zh: '只有管理员可以管理管理员账号或授予管理员角色',
      en: 'Only an administrator can manage administrators or grant the admin role',
      ko: '관리자만 관리자 계정을 관리하거나 관리자 역할을 부여할 수 있습니다',
    },
  },
  SESSION_NOT_FOUND: {
    status: 404,
    code: 4040327,
    message: {
      zh: '该会话不存在或已结束',
      en: 'The session does not exist or has already ended',
      ko: '세션이 없거나 이미 종료되었습니다',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof USER_ADMIN_ERRORS> {}
}
