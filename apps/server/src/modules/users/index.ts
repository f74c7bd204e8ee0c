export { usersModule } from './users.module';
export { createUsersService, userBasics, type UsersService } from './users.service';
export type { UserRecord, NewUser } from './users.repository';
export { users, roles, userRoles } from './users.tables';
