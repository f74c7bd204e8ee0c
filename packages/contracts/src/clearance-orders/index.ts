export * from './clearance-order-states';
export * from './clearance-attachments';
export * from './manifest-line';
