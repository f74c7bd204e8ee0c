export { regionsModule } from './regions.module';
export type { RegionsService } from './regions.service';
export { countries } from './regions.tables';
