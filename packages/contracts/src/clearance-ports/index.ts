export * from './clearance-ports';
export * from './clearance-ports.endpoints';
