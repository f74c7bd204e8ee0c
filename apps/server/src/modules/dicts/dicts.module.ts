import { defineModule } from '../../platform/module/module';
import './dicts.oplog';
import { DICT_ERRORS } from './dicts.errors';
import { createDictsService, type DictsService } from './dicts.service';
import { mountDictRoutes } from './dicts.routes';
import { seedDicts } from './dicts.seed';

declare module '../../platform/module/module' {
  interface Services {
    dicts: DictsService;
  }
}

export const dictsModule = defineModule({
  name: 'dicts',
  errors: DICT_ERRORS,
  seed: seedDicts,
  create: ({ data }) => createDictsService({ data }),
  routes: (app, dicts) => mountDictRoutes(app, dicts),
});
