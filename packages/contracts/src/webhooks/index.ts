export * from './webhooks';
export * from './webhooks.endpoints';
