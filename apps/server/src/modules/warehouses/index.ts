export { warehousesModule } from './warehouses.module';
export type { WarehousesService, WarehouseRow, BayRow } from './warehouses.service';
export { warehouses, warehouseBays } from './warehouses.tables';
export { seedDemoWarehouses, DEMO_WAREHOUSE, DEMO_BAY_COUNT } from './warehouses.demo';
