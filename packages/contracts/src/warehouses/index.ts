export * from './warehouses';
export * from './warehouses.endpoints';
