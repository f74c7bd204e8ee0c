export { usersModule } from './users.module';
export { createUsersService, userBasics, userFilter, type UsersService } from './users.service';
export type { UserRecord, NewUser } from './users.repository';
export { userFilterWhere, type UserFilter } from './users.filter';
export { users } from './users.tables';
