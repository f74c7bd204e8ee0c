export * from './wallet';
export * from './recharge';
export * from './wallet.endpoints';
export * from './recharge.endpoints';
