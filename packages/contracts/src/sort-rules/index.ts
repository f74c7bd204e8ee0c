export * from './sort-rules';
export * from './sort-rules.endpoints';
