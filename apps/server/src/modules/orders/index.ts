export { ordersModule } from './orders.module';
export type { OrdersService } from './orders.service';
export type { Move, MoveThrough, StatusBatchListener, StatusChange, StatusListener } from './use-cases/transition';
export { orders, orderLogs, orderOwners } from './orders.tables';
export type { NumberedOrder } from './use-cases/find-by-numbers';
export { WARNING_HANDLED, type HandledWarning } from './delivery-warning/handled-log';
