export * from './fields';
export * from './product-costs';
export * from './zones';
export * from './prices';
export * from './surcharges';
export * from './docking';
export * from './product-costs.endpoints';
