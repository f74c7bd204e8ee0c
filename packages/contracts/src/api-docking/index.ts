export * from './api-docking';
export * from './api-docking.endpoints';
