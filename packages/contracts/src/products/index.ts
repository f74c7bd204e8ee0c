export * from './product-fields';
export * from './products';
export * from './packages';
export * from './configs';
export * from './products.endpoints';
export * from './packages.endpoints';
export * from './configs.endpoints';
