import { z } from 'zod';
import { pageNoField, pageSizeField } from './fields';

/** Lists page from 0 (spec §7); the page size cap keeps one request bounded. */
export const PageQuery = z.object({
  pageNo: pageNoField,
  pageSize: pageSizeField(500, 10),
});
export type PageQuery = z.infer<typeof PageQuery>;
