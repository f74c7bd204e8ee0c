export { createAddressesService, type AddressesService } from './addresses.service';
export { addressesRoutes } from './addresses.routes';
