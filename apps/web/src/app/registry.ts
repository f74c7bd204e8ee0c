import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ComponentKey } from '@parcelhub/contracts';
import { ComingSoonPage, type PageProps } from '../shared/components/ComingSoon';

type PageComponent = ComponentType<PageProps>;
type Loader = () => Promise<{ default: PageComponent }>;

/**
 * Menu component keys (from api/menus/build) to their pages. Each page is its own chunk. A menu entry whose key has
 * no page here is not shown (the session's menu drops it), so a screen appears by registering it; a stale link to
 * one shows the coming-soon screen instead of failing.
 */
export const PAGE_LOADERS: Partial<Record<ComponentKey, Loader>> = {
  'system/oplog/index': () =>
    import('../features/oplog/pages/OperationLogPage').then((m) => ({ default: m.OperationLogPage })),
  'system/dueWork/index': () =>
    import('../features/due-work/pages/DueWorkPage').then((m) => ({ default: m.DueWorkPage })),
  'system/menu/index': () => import('../features/menus/pages/MenuPage').then((m) => ({ default: m.MenuPage })),
  'system/roles/index': () => import('../features/roles/pages/RolesPage').then((m) => ({ default: m.RolesPage })),
  'system/region/index': () =>
    import('../features/regions/pages/RegionListPage').then((m) => ({ default: m.RegionListPage })),
  'system/city/index': () =>
    import('../features/regions/pages/CityListPage').then((m) => ({ default: m.CityListPage })),
  'product/postcode/index': () =>
    import('../features/postcodes/pages/PostcodeGroupsPage').then((m) => ({ default: m.PostcodeGroupsPage })),
  'product/order-rules/index': () =>
    import('../features/order-rules/pages/OrderRulesPage').then((m) => ({ default: m.OrderRulesPage })),
  'product/cost/index': () =>
    import('../features/product-costs/pages/ProductCostPage').then((m) => ({ default: m.ProductCostPage })),
  'product/surcharge/index': () =>
    import('../features/product-costs/pages/SurchargePage').then((m) => ({ default: m.SurchargePage })),
  'product/docking/index': () =>
    import('../features/product-costs/pages/DockingPage').then((m) => ({ default: m.DockingPage })),
  'product/shelf/index': () =>
    import('../features/products/pages/ProductShelfPage').then((m) => ({ default: m.ProductShelfPage })),
  'product/quotation/index': () =>
    import('../features/products/pages/QuotationPage').then((m) => ({ default: m.QuotationPage })),
  'product/supplier/index': () =>
    import('../features/products/pages/SupplierProductsPage').then((m) => ({ default: m.SupplierProductsPage })),
  'product/mine/index': () =>
    import('../features/products/pages/MyProductsPage').then((m) => ({ default: m.MyProductsPage })),
  'product/label/index': () =>
    import('../features/products/pages/LabelSettingsPage').then((m) => ({ default: m.LabelSettingsPage })),
  'clearance/port/index': () =>
    import('../features/clearance-ports/pages/ClearancePortsPage').then((m) => ({ default: m.ClearancePortsPage })),
  'clearance/industry/index': () =>
    import('../features/clearance-ports/pages/ClearanceIndustriesPage').then((m) => ({
      default: m.ClearanceIndustriesPage,
    })),
  'clearance/service/index': () =>
    import('../features/clearance-ports/pages/MyClearanceServicesPage').then((m) => ({
      default: m.MyClearanceServicesPage,
    })),
  'home/index': () => import('../features/home/pages/HomePage').then((m) => ({ default: m.HomePage })),
  'address/index': () =>
    import('../features/address/pages/AddressBookPage').then((m) => ({ default: m.AddressBookPage })),
  'system/dict/index': () => import('../features/dicts/pages/DictPage').then((m) => ({ default: m.DictPage })),
  'system/outbox/index': () => import('../features/system/pages/OutboxPage').then((m) => ({ default: m.OutboxPage })),
  'download/index': () => import('../features/tasks/pages/TaskListPage').then((m) => ({ default: m.TaskListPage })),
  'system/users/index': () => import('../features/system/pages/UsersPage').then((m) => ({ default: m.UsersPage })),
  'system/sessions/index': () =>
    import('../features/system/pages/SessionsPage').then((m) => ({ default: m.SessionsPage })),
  'account/api/index': () =>
    import('../features/api-docking/pages/ApiDockingPage').then((m) => ({ default: m.ApiDockingPage })),
  'account/sub/index': () =>
    import('../features/account/pages/SubAccountsPage').then((m) => ({ default: m.SubAccountsPage })),
  'product/quote/index': () => import('../features/quote/pages/QuotePage').then((m) => ({ default: m.QuotePage })),
  'finance/wallet/index': () => import('../features/wallet/pages/WalletPage').then((m) => ({ default: m.WalletPage })),
  'finance/recharge/index': () =>
    import('../features/wallet/pages/RechargePage').then((m) => ({ default: m.RechargePage })),
  'finance/recharge-review/index': () =>
    import('../features/wallet/pages/RechargeReviewPage').then((m) => ({ default: m.RechargeReviewPage })),
  'finance/flow/index': () => import('../features/wallet/pages/FlowPage').then((m) => ({ default: m.FlowPage })),
  'order/place/index': () =>
    import('../features/orders/pages/PlaceOrderPage').then((m) => ({ default: m.PlaceOrderPage })),
  'order/list/index': () =>
    import('../features/orders/pages/OrderListPage').then((m) => ({ default: m.OrderListPage })),
  'order/scan/index': () =>
    import('../features/orders/pages/ScanLabelPage').then((m) => ({ default: m.ScanLabelPage })),
  'order/abnormal/index': () =>
    import('../features/orders/pages/AbnormalOrdersPage').then((m) => ({ default: m.AbnormalOrdersPage })),
  'order/batch/index': () =>
    import('../features/order-batch/pages/OrderBatchPage').then((m) => ({ default: m.OrderBatchPage })),
  'clearance/product/index': () =>
    import('../features/clearance-products/pages/ClearanceProductsPage').then((m) => ({
      default: m.ClearanceProductsPage,
    })),
  'clearance/price/index': () =>
    import('../features/clearance-products/pages/ClearancePricePage').then((m) => ({ default: m.ClearancePricePage })),
  'warehouse/sort-rule/index': () =>
    import('../features/sort-rules/pages/SortRulesPage').then((m) => ({ default: m.SortRulesPage })),
  'tracking/rule-group/index': () =>
    import('../features/track-rules/pages/TrackRulesPage').then((m) => ({ default: m.TrackRulesPage })),
  'tracking/station/index': () =>
    import('../features/trace/pages/TraceStationsPage').then((m) => ({ default: m.TraceStationsPage })),
  'tracking/trace-db/index': () =>
    import('../features/trace/pages/TraceDbPage').then((m) => ({ default: m.TraceDbPage })),
  'tracking/webhook/index': () =>
    import('../features/webhooks/pages/WebhookRecordsPage').then((m) => ({ default: m.WebhookRecordsPage })),
  'tracking/business-system/index': () =>
    import('../features/webhooks/pages/BusinessSystemsPage').then((m) => ({ default: m.BusinessSystemsPage })),
  'clearance/hs-code/index': () =>
    import('../features/hs-codes/pages/HsCodePage').then((m) => ({ default: m.HsCodePage })),
  'warehouse/list/index': () =>
    import('../features/warehouses/pages/WarehousesPage').then((m) => ({ default: m.WarehousesPage })),
  'warehouse/bay/index': () => import('../features/warehouses/pages/BaysPage').then((m) => ({ default: m.BaysPage })),
  'warehouse/tail-logistics/index': () =>
    import('../features/tail-logistics/pages/TailLogisticsPage').then((m) => ({ default: m.TailLogisticsPage })),
  'order/tracking/index': () =>
    import('../features/public-tracking/pages/OrderTrackingPage').then((m) => ({ default: m.OrderTrackingPage })),
  'warehouse/sort-task/index': () =>
    import('../features/sort-tasks/pages/SortTasksPage').then((m) => ({ default: m.SortTasksPage })),
  'order/waybill/index': () =>
    import('../features/waybills/pages/WaybillsPage').then((m) => ({ default: m.WaybillsPage })),
  'warehouse/bagging/index': () =>
    import('../features/bagging/pages/BaggingPage').then((m) => ({ default: m.BaggingPage })),
  'clearance/order/index': () =>
    import('../features/clearance-orders/pages/ClearanceOrdersPage').then((m) => ({ default: m.ClearanceOrdersPage })),
  'clearance/aviation/index': () =>
    import('../features/clearance-orders/pages/AviationPage').then((m) => ({ default: m.AviationPage })),
};

export interface ResolvedPage {
  componentKey: string | null;
  available: boolean;
  Component: PageComponent | LazyExoticComponent<PageComponent>;
}

const lazyPages = new Map<string, LazyExoticComponent<PageComponent>>();

/** Normalises keys written with a leading slash or a file extension (`/address/index.vue`). */
export function normaliseKey(key: string | null | undefined): string | null {
  if (!key) return null;
  return (
    key
      .trim()
      .replace(/^\/+/, '')
      .replace(/\.(vue|tsx?|jsx?)$/, '') || null
  );
}

/** Whether a component key has a screen: the one truth for the menu, the layout's fixed pages and the home's links. */
export function hasPage(componentKey: string | null | undefined): boolean {
  const key = normaliseKey(componentKey);
  return !!key && !!PAGE_LOADERS[key as ComponentKey];
}

export function resolvePage(componentKey: string | null | undefined): ResolvedPage {
  const key = normaliseKey(componentKey);
  const loader = key ? PAGE_LOADERS[key as ComponentKey] : undefined;
  if (!key || !loader) return { componentKey: key, available: false, Component: ComingSoonPage };
  let page = lazyPages.get(key);
  if (!page) {
    page = lazy(loader);
    lazyPages.set(key, page);
  }
  return { componentKey: key, available: true, Component: page };
}
