export * from './postcode-keys';
export * from './postcodes';
export * from './postcodes.endpoints';
