import { defineErrors, type KeysOf } from '../../platform/http/errors';

/** The menus module's error keys: HTTP status, numeric code (unique product-wide) and words. */
export const MENU_ERRORS = defineErrors({
  MENU_NOT_FOUND: {
    status: 404,
    code: 4040740,
    message: { zh: '菜单不存在', en: 'Menu entry not found', ko: '메뉴가 존재하지 않습니다' },
  },
  MENU_PARENT_INVALID: {
    status: 400,
    code: 4000740,
    message: {
      zh: '上级菜单不存在，或按钮不能作为上级',
      en: 'The parent entry does not exist, or is a button (buttons have no children)',
      ko: '상위 메뉴가 없거나 버튼입니다(버튼은 하위 항목을 가질 수 없습니다)',
    },
  },
  MENU_PARENT_CYCLE: {
    status: 400,
    code: 4000741,
    message: {
      zh: '上级菜单不能是自己或自己的下级',
      en: 'An entry cannot be placed under itself or one of its own children',
      ko: '자기 자신이나 하위 메뉴를 상위 메뉴로 지정할 수 없습니다',
    },
  },
  MENU_TOO_DEEP: {
    status: 400,
    code: 4000742,
    message: {
      zh: '菜单最多三级（按钮除外）',
      en: 'Menus go at most three levels deep (buttons aside)',
      ko: '메뉴는 최대 3단계까지입니다(버튼 제외)',
    },
  },
  MENU_BUTTON_WITH_CHILDREN: {
    status: 400,
    code: 4000743,
    message: {
      zh: '该菜单有下级，不能改为按钮',
      en: 'This entry has children: it cannot become a button',
      ko: '하위 항목이 있는 메뉴는 버튼으로 바꿀 수 없습니다',
    },
  },
});

declare module '../../platform/http/errors' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ErrorKeys extends KeysOf<typeof MENU_ERRORS> {}
}
