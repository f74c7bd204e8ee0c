export { postcodesModule } from './postcodes.module';
export type { PostcodesService, GroupRanges, GroupInUseCheck } from './postcodes.service';
export { postcodeGroups, postcodes, postcodeGroupOwners } from './postcodes.tables';
