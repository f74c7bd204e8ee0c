export { addressesModule } from './addresses.module';
export type { AddressesService } from './addresses.service';
export { customerAddresses, addressOwners } from './addresses.tables';
