export * from './tail-logistics';
export * from './tail-logistics.endpoints';
