export * from './bags';
export * from './bags.endpoints';
