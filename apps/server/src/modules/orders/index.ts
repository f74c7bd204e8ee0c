export { ordersModule } from './orders.module';
export type { OrdersService } from './orders.service';
export { orders, orderLogs } from './orders.tables';
