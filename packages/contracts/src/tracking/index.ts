export * from './statuses';
export * from './tracking';
export * from './tracking.endpoints';
