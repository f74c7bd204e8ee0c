export { clearanceOrdersModule } from './clearance-orders.module';
export type { ClearanceOrdersService, ClearancePricing } from './clearance-orders.service';
export {
  clearanceOrders,
  clearanceOrderBags,
  clearanceOrderParcels,
  clearanceAttachments,
} from './clearance-orders.tables';
export { seedDemoClearanceOrders } from './clearance-orders.demo';
