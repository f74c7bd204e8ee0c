import { z } from 'zod';

/**
 * The app runs under a content security policy without 'unsafe-eval'. Zod's faster parsers are compiled with
 * `new Function`, and zod probes for that when it builds its first object schema: under the policy each probe is a
 * reported violation. Imported first by main.tsx, before any schema exists.
 */
z.config({ jitless: true });
