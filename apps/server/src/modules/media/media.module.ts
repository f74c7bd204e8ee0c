import { defineModule } from '../../platform/module/module';
import './media.oplog';
import { MEDIA_ERRORS } from './media.errors';
import { createMediaService, type MediaService } from './media.service';
import { mountMediaRoutes } from './media.routes';

declare module '../../platform/module/module' {
  interface Services {
    media: MediaService;
  }
}

/** Uploaded images and attachments: kept in the file store, recorded per account, served by their real type. */
export const mediaModule = defineModule({
  name: 'media',
  tenancy: () => import('./media.tenancy'),
  errors: MEDIA_ERRORS,
  create: ({ data, files }) => createMediaService({ data, files }),
  routes: (app, media) => mountMediaRoutes(app, media),
});
