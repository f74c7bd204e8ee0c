export * from './sort-tasks';
export * from './sort-tasks.endpoints';
