import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** A customer's sub-accounts: error keys, status, code (unique product-wide), words. */
export const SUB_ACCOUNT_ERRORS = defineErrors({
  SUB_ACCOUNT_NOT_FOUND: {
    status: 404,
    code: 4040428,
    message: { zh: '子账号不存在', en: 'Sub-account not found', ko: '하위 계정이 존재하지 않습니다' },
  },
  MENU_NOT_GRANTABLE: {
    status: 400,
    code: 4000428,
    message: {
      zh: '只能授予主账号自己拥有的菜单',
      en: 'Only menus the main account holds itself can be granted',
      ko: '주 계정이 가진 메뉴만 부여할 수 있습니다',
    },
  },
  MAIN_ACCOUNT_ONLY: {
    status: 403,
    code: 4030428,
    message: {
      zh: '只有客户主账号可以管理子账号',
      en: 'Only a customer main account can manage sub-accounts',
      ko: '고객 주 계정만 하위 계정을 관리할 수 있습니다',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof SUB_ACCOUNT_ERRORS> {}
}
