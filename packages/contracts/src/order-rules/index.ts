export * from './order-rule-values';
export * from './order-rules';
export * from './order-rules.endpoints';
