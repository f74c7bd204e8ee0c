import { z } from 'zod';
import path from 'node:path';
import { serverRoot } from './platform/db/migrate';

const onOff = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((v) => v === 'on' || v === 'true' || v === '1');

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Where the embedded database and files live; default: `data/` at the repository root. */
  DATA_DIR: z.string().optional(),
  /** PostgreSQL connection string; when absent the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Image captcha at login: `off` lets automated clients sign in without one (login then ignores code and uuid). */
  AUTH_CAPTCHA: onOff.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed demo accounts on a fresh database; defaults to on for the embedded database only. */
  SEED_DEMO: onOff.optional(),
  /** Pixels the slider puzzle may be off by; clamped to 1-10. */
  SLIDER_TOLERANCE: z.coerce.number().default(5),
  /** Slider puzzles one address may fetch a minute. */
  SLIDER_MAX_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  /** Origins allowed to embed the app in a frame (a host shell), space-separated; default: this origin only. */
  FRAME_ANCESTORS: z.string().default("'self'"),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_IP_MAX_FAILURES: z.coerce.number().int().min(1).default(30),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Each failed attempt after the first few answers this much slower, up to 4 s. */
  LOGIN_SLOWDOWN_MS: z.coerce.number().int().min(0).default(500),
  SESSION_HOURS: z.coerce.number().int().min(1).default(24),
  /** Serve the built web app from this folder (default: apps/web/dist next to the server). */
  WEB_DIST: z.string().optional(),
  /** Check every answer against its contract schema (on in tests). */
  VALIDATE_RESPONSES: onOff.optional(),
  /** Append every SQL statement and its parameters to this file (JSON lines): for debugging and the bench. */
  DB_QUERY_LOG: z.string().optional(),
  /**
   * PostgreSQL: listen for other processes' changes to cached state (rate cards, order rules) instead of reading a
   * counter per call. `off` where LISTEN cannot work (a pooler in transaction mode).
   */
  DB_CHANGE_FEED: onOff.default(true),
  /**
   * How often an idle job worker asks for work, in seconds (pg-boss's minimum is 0.5). Unset: 2 on PostgreSQL, where
   * other processes send jobs too; 30 on the embedded database, whose only process wakes its workers as it sends.
   */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).optional(),
  /**
   * The embedded database has no autovacuum: every this many minutes the server vacuums and analyzes its tables,
   * one at a time (platform/db/embedded-maintenance.ts). 0: never. PostgreSQL runs its own.
   */
  EMBEDDED_VACUUM_MINUTES: z.coerce.number().min(0).max(1440).default(10),
  /**
   * Server processes sharing the port (PostgreSQL only: the embedded database belongs to one process). Each answers
   * requests and runs background work; caches stay fresh across them through the change feed.
   */
  SERVER_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  /** Calls one API key may make a minute (and at once), per server process (modules/api-docking). */
  API_KEY_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /** Public tracking look-ups (`POST api/public/track`) one client address may make a minute (and at once), per process. */
  PUBLIC_TRACK_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** How often each carrier is asked for its parcels' events, in seconds (the spec's 4 hours; the demo runs 20). */
  TRACK_PULL_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 3600)
    .default(14400),
  /** The first retry of a failed webhook delivery waits this long; each later one doubles it (modules/webhooks). */
  WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().min(0.001).max(86_400).default(30),
  /** Admit webhook addresses on loopback, private and link-local networks: development and tests only. */
  WEBHOOK_ALLOW_PRIVATE: onOff.default(false),
});

export type Config = Omit<
  z.infer<typeof ConfigSchema>,
  'SEED_DEMO' | 'VALIDATE_RESPONSES' | 'SLIDER_TOLERANCE' | 'DATA_DIR'
> & {
  DATA_DIR: string;
  SEED_DEMO: boolean;
  VALIDATE_RESPONSES: boolean;
  SLIDER_TOLERANCE: number;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const c = parsed.data;
  return {
    ...c,
    // npm scripts run in a workspace folder; a relative path means the folder the command was typed in.
    DATA_DIR: c.DATA_DIR
      ? path.resolve(env.INIT_CWD ?? process.cwd(), c.DATA_DIR)
      : path.resolve(serverRoot(), '../../data'),
    SEED_DEMO: c.SEED_DEMO ?? !c.DATABASE_URL,
    VALIDATE_RESPONSES: c.VALIDATE_RESPONSES ?? c.NODE_ENV === 'test',
    SLIDER_TOLERANCE: Math.min(10, Math.max(1, c.SLIDER_TOLERANCE)),
  };
}
