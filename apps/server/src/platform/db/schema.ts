// Every table, for drizzle-kit to generate migrations from. Modules define their own tables.
export * from '../auth/keys.tables';
export * from '../../modules/users/users.tables';
export * from '../../modules/menus/menus.tables';
export * from '../../modules/auth/auth.tables';
export * from '../../modules/account/account.tables';
export * from '../messaging/outbox.tables';
export * from '../../modules/regions/regions.tables';
export * from '../../modules/addresses/addresses.tables';
