import { z } from 'zod';

/** Lists page from 0 (spec §7); the page size cap keeps one request bounded. */
export const PageQuery = z.object({
  pageNo: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(500).default(10),
});
export type PageQuery = z.infer<typeof PageQuery>;
