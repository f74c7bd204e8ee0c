export { regionsModule } from './regions.module';
export { createRegionsService, type RegionsService } from './regions.service';
export { countries, cities } from './regions.tables';
