import { PERMISSIONS, type Language, type Permission, type RoleModule } from '@parcelhub/contracts';

type Words = readonly [zh: string, en: string, ko: string];

/** The modules (permission groups), by the prefix of their permissions, in the order the screen lists them. */
const MODULES: Record<string, Words> = {
  order: ['订单', 'Orders', '주문'],
  waybill: ['运单', 'Waybills', '운송장'],
  product: ['产品与报价', 'Products and quotes', '상품 및 견적'],
  clearance: ['清关', 'Customs clearance', '통관'],
  warehouse: ['仓库与分拣', 'Warehousing', '창고 및 분류'],
  tracking: ['轨迹', 'Tracking', '추적'],
  finance: ['财务', 'Finance', '재무'],
  stats: ['统计', 'Statistics', '통계'],
  workorder: ['工单', 'Work orders', '작업 지시'],
  address: ['地址簿', 'Address book', '주소록'],
  account: ['账户', 'Account', '계정'],
  api: ['API 对接', 'API integration', 'API 연동'],
  user: ['用户', 'Users', '사용자'],
  system: ['系统管理', 'System', '시스템 관리'],
};

const PERMISSION_WORDS: Record<Permission, Words> = {
  'account:sub': ['子账号管理', 'Sub-accounts', '하위 계정'],
  'address:edit': ['编辑地址', 'Edit addresses', '주소 편집'],
  'address:list': ['查看地址', 'View addresses', '주소 보기'],
  'api:key': ['API 密钥', 'API keys', 'API 키'],
  'clearance:manage': ['清关资料管理', 'Clearance data', '통관 자료 관리'],
  'clearance:order': ['清关订单', 'Clearance orders', '통관 주문'],
  'finance:bill': ['账单', 'Bills', '청구서'],
  'finance:review': ['财务审核', 'Finance review', '재무 심사'],
  'finance:wallet': ['钱包与充值', 'Wallet and recharge', '지갑 및 충전'],
  'order:create': ['下单', 'Place orders', '주문 생성'],
  'order:label': ['打印面单', 'Labels', '라벨 출력'],
  'order:list': ['查看订单', 'View orders', '주문 보기'],
  'product:cost': ['成本价', 'Cost prices', '원가'],
  'product:list': ['查看产品', 'View products', '상품 보기'],
  'product:manage': ['产品管理', 'Manage products', '상품 관리'],
  'stats:view': ['查看统计', 'View statistics', '통계 보기'],
  'system:dict': ['字典管理', 'Dictionaries', '사전 관리'],
  'system:dueWork': ['后台任务', 'Background work', '백그라운드 작업'],
  'system:menu': ['菜单管理', 'Menus', '메뉴 관리'],
  'system:outbox': ['消息发件箱', 'Message outbox', '메시지 발신함'],
  'system:region': ['地区管理', 'Regions', '지역 관리'],
  'system:role': ['角色管理', 'Roles', '역할 관리'],
  'system:session': ['会话管理', 'Sessions', '세션 관리'],
  'system:oplog': ['操作日志', 'Operation log', '작업 로그'],
  'tracking:manage': ['轨迹管理', 'Manage tracking', '추적 관리'],
  'user:approve': ['审核用户', 'Approve users', '사용자 승인'],
  'user:edit': ['编辑用户', 'Edit users', '사용자 편집'],
  'user:list': ['查看用户', 'View users', '사용자 보기'],
  'warehouse:manage': ['仓库管理', 'Manage warehouses', '창고 관리'],
  'warehouse:sort': ['分拣与集包', 'Sorting and bagging', '분류 및 포장'],
  'warehouse:tail': ['尾程物流商', 'Last-mile carriers', '라스트마일 운송사'],
  'waybill:list': ['查看运单', 'View waybills', '운송장 보기'],
  'workorder:use': ['使用工单', 'Use work orders', '작업 지시 사용'],
};

const pick = (w: Words, lang: Language) => (lang === 'en' ? w[1] : lang === 'ko' ? w[2] : w[0]);
const moduleOf = (p: string) => p.slice(0, p.indexOf(':'));

/** Every permission under its module, worded in the caller's language; a module not named above ends the list. */
export function roleModules(lang: Language): RoleModule[] {
  const names = [...Object.keys(MODULES), ...new Set(PERMISSIONS.map(moduleOf))].filter(
    (m, i, all) => all.indexOf(m) === i,
  );
  return names
    .map((value) => ({
      value,
      label: MODULES[value] ? pick(MODULES[value], lang) : value,
      permissions: PERMISSIONS.filter((p) => moduleOf(p) === value).map((p) => ({
        value: p,
        label: pick(PERMISSION_WORDS[p], lang),
      })),
    }))
    .filter((m) => m.permissions.length > 0);
}
