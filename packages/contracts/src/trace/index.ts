export * from './trace';
export * from './trace.endpoints';
