export * from './robots';
export * from './robots.endpoints';
