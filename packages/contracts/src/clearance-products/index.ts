export * from './clearance-products';
export * from './clearance-products.endpoints';
