export { regionsModule } from './regions.module';
export type { RegionsService } from './regions.service';
export { countries, cities } from './regions.tables';
