export { subAccountsModule } from './sub-accounts.module';
export type { SubAccountsService } from './sub-accounts.service';
