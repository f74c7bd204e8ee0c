export * from './track-rules';
export * from './track-rules.endpoints';
