export { warehousesModule } from './warehouses.module';
export type { WarehousesService, WarehouseRow, BayRow, ParcelPlaceRow, ParcelPlacement } from './warehouses.service';
export { warehouses, warehouseBays, warehouseParcels } from './warehouses.tables';
export { seedDemoWarehouses, DEMO_WAREHOUSE, DEMO_BAY_COUNT } from './warehouses.demo';
