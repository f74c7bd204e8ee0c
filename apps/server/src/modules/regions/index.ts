export { createRegionsService, type RegionsService } from './regions.service';
export { regionsRoutes } from './regions.routes';
export { seedCountries } from './regions.seed';
