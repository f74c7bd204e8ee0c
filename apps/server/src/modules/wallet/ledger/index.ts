export * from './accounts';
export * from './balances';
export * from './fee';
export * from './money';
export * from './movements';
export * from './validate';
