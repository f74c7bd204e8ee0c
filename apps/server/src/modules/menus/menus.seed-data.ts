import type { PrivilegeType } from '@parcelhub/contracts';

/** One entry of the product's navigation, as seeded. Leaves carry the component key the web registry maps. */
export interface MenuSeed {
  key: string;
  title: readonly [zh: string, en: string, ko: string];
  path?: string;
  component?: string;
  icon?: string;
  /** Needed to see the entry (pages) or to act (buttons). */
  permission?: string;
  types: readonly PrivilegeType[];
  /** Buttons: permissions under a page, never routed. */
  button?: boolean;
  hidden?: boolean;
  children?: MenuSeed[];
}

const ALL: PrivilegeType[] = ['PLATFORM', 'USER', 'SUPPLIER'];
const P: PrivilegeType[] = ['PLATFORM'];
const U: PrivilegeType[] = ['USER'];
const S: PrivilegeType[] = ['SUPPLIER'];
const PS: PrivilegeType[] = ['PLATFORM', 'SUPPLIER'];

const page = (
  key: string,
  title: MenuSeed['title'],
  path: string,
  component: string,
  types: readonly PrivilegeType[],
  permission?: string,
  children?: MenuSeed[],
): MenuSeed => ({ key, title, path, component, types, permission, children });

const dir = (key: string, title: MenuSeed['title'], icon: string, types: readonly PrivilegeType[], children: MenuSeed[]): MenuSeed => ({
  key,
  title,
  icon,
  types,
  children,
});

const button = (key: string, title: MenuSeed['title'], permission: string, types: readonly PrivilegeType[]): MenuSeed => ({
  key,
  title,
  permission,
  types,
  button: true,
});

/** The whole product's navigation for every privilege type. Pages not built yet show "coming soon" in the web app. */
export const MENU_SEED: MenuSeed[] = [
  { ...page('home', ['首页', 'Home', '홈'], '/home', 'home/index', ALL), icon: 'home' },
  dir('order', ['订单管理', 'Orders', '주문 관리'], 'order', ALL, [
    page('order.place', ['单票下单', 'Place an order', '단건 주문'], '/order/place', 'order/place/index', U, 'order:create'),
    page('order.batch', ['批量下单', 'Batch orders', '일괄 주문'], '/order/batch', 'order/batch/index', U, 'order:create'),
    page('order.list', ['订单列表', 'Order list', '주문 목록'], '/order/list', 'order/list/index', ALL, 'order:list'),
    page('order.scan', ['扫描打单', 'Scan and label', '스캔 라벨 출력'], '/order/scan', 'order/scan/index', PS, 'order:label'),
    page('order.abnormal', ['异常订单', 'Abnormal orders', '이상 주문'], '/order/abnormal', 'order/abnormal/index', P, 'order:list'),
    page('order.waybill', ['运单管理', 'Waybills', '운송장 관리'], '/order/waybill', 'order/waybill/index', P, 'waybill:list'),
    page('order.tracking', ['轨迹查询', 'Tracking', '배송 조회'], '/order/tracking', 'order/tracking/index', ALL, 'order:list'),
  ]),
  dir('product', ['产品服务', 'Products', '상품 서비스'], 'product', ALL, [
    page('product.mine', ['我的产品', 'My products', '내 상품'], '/product/mine', 'product/mine/index', U, 'product:list'),
    page('product.quote', ['运费试算', 'Rate calculator', '운임 계산'], '/product/quote', 'product/quote/index', U, 'product:list'),
    page('product.shelf', ['产品上架', 'Product shelving', '상품 등록'], '/product/shelf', 'product/shelf/index', P, 'product:manage'),
    page('product.supplier', ['供应商产品', 'Supplier products', '공급사 상품'], '/product/supplier', 'product/supplier/index', S, 'product:cost'),
    page('product.cost', ['成本价', 'Cost prices', '원가'], '/product/cost', 'product/cost/index', PS, 'product:cost'),
    page('product.quotation', ['报价配置', 'Quotation', '견적 설정'], '/product/quotation', 'product/quotation/index', P, 'product:manage'),
    page('product.surcharge', ['附加费与公式', 'Surcharges and formulas', '부가요금 및 공식'], '/product/surcharge', 'product/surcharge/index', P, 'product:manage'),
    page('product.postcode', ['邮编分组', 'Postcode groups', '우편번호 그룹'], '/product/postcode', 'product/postcode/index', PS, 'product:manage'),
    page('product.orderRules', ['订单规则', 'Order rules', '주문 규칙'], '/product/order-rules', 'product/order-rules/index', P, 'product:manage'),
    page('product.docking', ['对接服务商', 'Docking providers', '연동 업체'], '/product/docking', 'product/docking/index', P, 'product:manage'),
    page('product.label', ['面单设置', 'Label settings', '라벨 설정'], '/product/label', 'product/label/index', PS, 'product:cost'),
  ]),
  dir('clearance', ['清关服务', 'Customs clearance', '통관 서비스'], 'clearance', ['PLATFORM', 'USER'], [
    page('clearance.port', ['清关口岸', 'Clearance ports', '통관 항구'], '/clearance/port', 'clearance/port/index', P, 'clearance:manage'),
    page('clearance.industry', ['行业与服务', 'Industries and services', '업종 및 서비스'], '/clearance/industry', 'clearance/industry/index', P, 'clearance:manage'),
    page('clearance.product', ['清关产品', 'Clearance products', '통관 상품'], '/clearance/product', 'clearance/product/index', P, 'clearance:manage'),
    page('clearance.aviation', ['航空提单与袋', 'Air bills and bags', '항공 화물 및 백'], '/clearance/aviation', 'clearance/aviation/index', ['PLATFORM', 'USER'], 'clearance:order'),
    page('clearance.order', ['清关订单', 'Clearance orders', '통관 주문'], '/clearance/order', 'clearance/order/index', ['PLATFORM', 'USER'], 'clearance:order'),
  ]),
  dir('warehouse', ['仓储分拣', 'Warehouse and sorting', '창고 및 분류'], 'warehouse', PS, [
    page('warehouse.list', ['仓库与机器人', 'Warehouses and robots', '창고 및 로봇'], '/warehouse/list', 'warehouse/list/index', PS, 'warehouse:manage'),
    page('warehouse.bay', ['分拣格口', 'Sorting bays', '분류 구역'], '/warehouse/bay', 'warehouse/bay/index', PS, 'warehouse:manage'),
    page('warehouse.sortRule', ['分拣规则', 'Sorting rules', '분류 규칙'], '/warehouse/sort-rule', 'warehouse/sort-rule/index', PS, 'warehouse:manage'),
    page('warehouse.sortTask', ['分拣任务', 'Sorting tasks', '분류 작업'], '/warehouse/sort-task', 'warehouse/sort-task/index', PS, 'warehouse:sort'),
    page('warehouse.bagging', ['集包作业', 'Bagging', '백 포장'], '/warehouse/bagging', 'warehouse/bagging/index', PS, 'warehouse:sort'),
    page('warehouse.tail', ['尾程物流', 'Tail logistics', '라스트마일 물류'], '/warehouse/tail-logistics', 'warehouse/tail-logistics/index', P, 'warehouse:manage'),
    page('warehouse.returns', ['退件管理', 'Returns', '반품 관리'], '/warehouse/returns', 'warehouse/returns/index', PS, 'warehouse:manage'),
  ]),
  dir('tracking', ['轨迹管理', 'Tracking', '배송 추적'], 'tracking', PS, [
    page('tracking.ruleGroup', ['轨迹规则', 'Tracking rules', '추적 규칙'], '/tracking/rule-group', 'tracking/rule-group/index', PS, 'tracking:manage'),
    page('tracking.station', ['轨迹站点', 'Trace stations', '추적 스테이션'], '/tracking/station', 'tracking/station/index', P, 'tracking:manage'),
    page('tracking.traceDb', ['轨迹库', 'Trace database', '추적 데이터베이스'], '/tracking/trace-db', 'tracking/trace-db/index', P, 'tracking:manage'),
    page('tracking.system', ['轨迹业务系统', 'Trace business systems', '추적 업무 시스템'], '/tracking/business-system', 'tracking/business-system/index', P, 'tracking:manage'),
    page('tracking.webhook', ['推送记录', 'Webhook records', '웹훅 기록'], '/tracking/webhook', 'tracking/webhook/index', P, 'tracking:manage'),
  ]),
  dir('finance', ['财务中心', 'Finance', '재무'], 'finance', ALL, [
    page('finance.wallet', ['我的钱包', 'Wallet', '지갑'], '/finance/wallet', 'finance/wallet/index', U, 'finance:wallet'),
    page('finance.recharge', ['充值', 'Recharge', '충전'], '/finance/recharge', 'finance/recharge/index', U, 'finance:wallet'),
    page('finance.deposit', ['资产管理', 'Assets and deposit', '자산 관리'], '/finance/deposit', 'finance/deposit/index', U, 'finance:wallet'),
    page('finance.withdraw', ['提现', 'Withdrawals', '출금'], '/finance/withdraw', 'finance/withdraw/index', U, 'finance:wallet'),
    page('finance.bills', ['账单', 'Bills', '청구서'], '/finance/bills', 'finance/bills/index', ALL, 'finance:bill'),
    page('finance.rechargeReview', ['充值审核', 'Recharge review', '충전 심사'], '/finance/recharge-review', 'finance/recharge-review/index', P, 'finance:review'),
    page('finance.withdrawReview', ['提现审核', 'Withdrawal review', '출금 심사'], '/finance/withdraw-review', 'finance/withdraw-review/index', P, 'finance:review'),
    page('finance.flow', ['资金流水', 'Money flows', '자금 흐름'], '/finance/flow', 'finance/flow/index', P, 'finance:review'),
    page('finance.subscription', ['订阅套餐', 'Subscription plans', '구독 요금제'], '/finance/subscription', 'finance/subscription/index', P, 'finance:review'),
  ]),
  dir('customer', ['客户中心', 'Customer center', '고객 센터'], 'user', U, [
    page('customer.address', ['地址簿', 'Address book', '주소록'], '/address/book', 'address/index', U, 'address:list', [
      button('customer.address.edit', ['编辑地址', 'Edit addresses', '주소 편집'], 'address:edit', U),
    ]),
    page('customer.sub', ['子账号', 'Sub-accounts', '하위 계정'], '/account/sub', 'account/sub/index', U, 'account:sub'),
    page('customer.api', ['API 对接', 'API access', 'API 연동'], '/account/api', 'account/api/index', U, 'api:key'),
    page('customer.subscription', ['版本订阅', 'Subscription', '구독'], '/account/subscription', 'account/subscription/index', U, 'finance:wallet'),
  ]),
  dir('workorder', ['工单', 'Work orders', '작업 티켓'], 'ticket', ALL, [
    page('workorder.list', ['工单列表', 'Work orders', '작업 티켓 목록'], '/workorder/list', 'workorder/list/index', ALL, 'workorder:use'),
  ]),
  dir('stats', ['数据统计', 'Statistics', '통계'], 'chart', PS, [
    page('stats.resource', ['资源概览', 'Resource overview', '리소스 개요'], '/stats/resource', 'stats/resource/index', P, 'stats:view'),
    page('stats.cargo', ['货量概览', 'Cargo overview', '화물량 개요'], '/stats/cargo', 'stats/cargo/index', PS, 'stats:view'),
    page('stats.efficiency', ['时效分析', 'Efficiency', '배송 효율'], '/stats/efficiency', 'stats/efficiency/index', PS, 'stats:view'),
  ]),
  dir('system', ['系统管理', 'System', '시스템 관리'], 'setting', P, [
    page('system.users', ['用户审核', 'User review', '사용자 심사'], '/system/users', 'system/users/index', P, 'user:list', [
      button('system.users.approve', ['审核通过', 'Approve users', '사용자 승인'], 'user:approve', P),
    ]),
    page('system.menu', ['菜单管理', 'Menus', '메뉴 관리'], '/system/menu', 'system/menu/index', P, 'system:menu'),
    page('system.dict', ['字典管理', 'Dictionaries', '사전 관리'], '/system/dict', 'system/dict/index', P, 'system:dict'),
    page('system.region', ['国家与城市', 'Regions', '국가 및 도시'], '/system/region', 'system/region/index', P, 'system:region'),
    page('system.outbox', ['消息发件箱', 'Message outbox', '메시지 발신함'], '/system/outbox', 'system/outbox/index', P, 'system:outbox'),
  ]),
];
