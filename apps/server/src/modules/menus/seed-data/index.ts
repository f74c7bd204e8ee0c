import { ALL, page, type MenuSeed } from './builders';
import { ORDER_PRODUCT_MENUS } from './orders-products';
import { LOGISTICS_MENUS } from './logistics';
import { ACCOUNT_MENUS } from './accounts';

export type { MenuSeed } from './builders';

/** The whole product's navigation for every privilege type. Pages not built yet show "coming soon" in the web app. */
export const MENU_SEED: MenuSeed[] = [
  { ...page('home', ['首页', 'Home', '홈'], '/home', 'home/index', ALL), icon: 'home' },
  ...ORDER_PRODUCT_MENUS,
  ...LOGISTICS_MENUS,
  ...ACCOUNT_MENUS,
];
