export { dictsModule } from './dicts.module';
export type { DictsService } from './dicts.service';
export { dicts, dictDetails } from './dicts.tables';
