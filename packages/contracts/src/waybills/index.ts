export * from './awb';
export * from './waybills';
export * from './waybills.endpoints';
