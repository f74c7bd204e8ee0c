export { mediaModule } from './media.module';
export type { MediaService } from './media.service';
export { storedFiles, fileOwners } from './media.tables';
