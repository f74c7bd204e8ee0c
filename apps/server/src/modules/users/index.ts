export { createUsersService, type UsersService, type AccessProfile } from './users.service';
export { usersRoutes } from './users.routes';
export * as usersRepository from './users.repository';
export type { UserRecord } from './users.repository';
