import { it } from 'vitest';

/**
 * A screen walk: every page in each language and width, checked for 404s, overflow and console errors. What it checks
 * is layout and language, which the database under the server does not change, so it runs once: on the embedded
 * database, and is reported skipped on the PostgreSQL pass (CI runs the suite on both, in 30 minutes for the two).
 */
export const layoutIt = it.skipIf(Boolean(process.env.DATABASE_URL));
