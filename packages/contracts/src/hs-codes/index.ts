export * from './hs-codes';
export * from './hs-codes.endpoints';
