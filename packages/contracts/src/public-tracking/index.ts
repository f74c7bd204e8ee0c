export * from './public-tracking';
export * from './public-tracking.endpoints';
