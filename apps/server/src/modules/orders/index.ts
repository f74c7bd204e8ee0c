export { ordersModule } from './orders.module';
export type { OrdersService } from './orders.service';
export type { Move, StatusChange, StatusListener } from './use-cases/transition';
export { orders, orderLogs } from './orders.tables';
export type { NumberedOrder } from './use-cases/find-by-numbers';
