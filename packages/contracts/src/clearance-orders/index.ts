export * from './clearance-order-states';
export * from './clearance-attachments';
export * from './manifest-line';
export * from './clearance-orders';
export * from './clearance-orders.endpoints';
