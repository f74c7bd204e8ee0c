import { z } from 'zod';
import { defineEndpoint, SIGNED_IN_ACCESS } from '../common/endpoint';
import { okObj } from '../common/envelope';
import { idParam } from '../common/fields';
import { StoredFile } from './media';

const tags = ['files'];

export const mediaEndpoints = {
  uploadImg: defineEndpoint({
    method: 'POST',
    path: '/api/advertisingManage/uploadImg',
    summary:
      'Upload an image or logo: png or svg (scripts refused), 2 MB at most, judged by content (multipart `file`)',
    tags,
    access: SIGNED_IN_ACCESS,
    response: okObj(StoredFile),
    upload: true,
  }),
  uploadAttachment: defineEndpoint({
    method: 'POST',
    path: '/api/files/attachment',
    summary: 'Upload one attachment: jpg, jpeg, bmp or pdf, 5 MB at most, judged by content (multipart `file`)',
    tags,
    access: SIGNED_IN_ACCESS,
    response: okObj(StoredFile),
    upload: true,
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/api/files/:id',
    summary: "An uploaded file of the caller's account (the platform sees all), with its real type, never as HTML",
    tags,
    access: SIGNED_IN_ACCESS,
    params: z.object({ id: idParam }),
    response: z.unknown(),
    raw: true,
    // The surcharge form links the formula image by a plain `<a href>`.
    cookieAuth: true,
  }),
};
