import crypto from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Config } from './config';
import type { Database } from './platform/db/client';
import { runMigrations, serverRoot } from './platform/db/migrate';
import { installErrorHandler } from './platform/http/error-handler';
import { serializerCompiler, validatorCompiler } from './platform/http/zod-compilers';
import { installOpenApi } from './platform/http/openapi';
import { installStaticWeb } from './platform/http/static-web';
import { installGuard } from './platform/auth/guard';
import { PUBLIC } from './platform/auth/access';
import { loadPasswordCipher } from './platform/auth/rsa';
import { createOutboxProvider, type MessageProvider } from './platform/messaging/provider';
import { createUsersService, usersRoutes } from './modules/users';
import { authRoutes, createAuthService } from './modules/auth';
import { accountRoutes, createAccountService, createCodesService, createSliderService } from './modules/account';
import { createMenusService, menusRoutes, seedMenusAndRoles } from './modules/menus';
import { createRegionsService, regionsRoutes, seedCountries } from './modules/regions';
import { addressesRoutes, createAddressesService } from './modules/addresses';
import { seedDemoIfFresh } from './seed/demo';

export interface AppOptions {
  config: Config;
  database: Database;
  /** Replaces the outbox provider (a real SMS gateway, or a test spy). */
  messages?: MessageProvider;
  /** Skip migrations and seeds (the caller already ran them). */
  skipPrepare?: boolean;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Migrations, then reference data (every start, idempotent), then demo data on a fresh embedded database. */
export async function prepareDatabase(config: Config, database: Database, log?: FastifyInstance['log']) {
  await runMigrations(database);
  await seedCountries(database.db);
  await seedMenusAndRoles(database.db);
  if (config.SEED_DEMO && (await seedDemoIfFresh(database.db))) log?.info('seeded demo accounts (password parcel2026)');
}

export async function buildApp({ config, database, messages, skipPrepare }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: process.env.TRUST_PROXY === 'true',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler(config.VALIDATE_RESPONSES));
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  installErrorHandler(app);

  if (!skipPrepare) await prepareDatabase(config, database, app.log);
  const { db } = database;
  const cipher = await loadPasswordCipher(db);
  const provider = messages ?? createOutboxProvider(db, app.log);

  const users = createUsersService({ db });
  const auth = createAuthService({ db, config, cipher, users });
  const slider = createSliderService({ db, tolerance: config.SLIDER_TOLERANCE });
  const codes = createCodesService({ db, provider });
  const account = createAccountService({ db, cipher, codes, slider, auth });
  const menus = createMenusService({ db });
  const regions = createRegionsService({ db });
  const addresses = createAddressesService({ db, regions });

  installGuard(app, auth.resolver);
  await installOpenApi(app);

  app.get('/healthz', { config: PUBLIC, schema: { hide: true } }, async () => {
    await db.execute(sql`select 1`);
    return { status: 'ok', database: database.kind };
  });
  // A route with no database work behind it, for measuring the framework's own cost (bench/).
  app.get('/api/ping', { config: PUBLIC, schema: { hide: true } }, async () => ({
    flag: true,
    code: 10200,
    msg: 'ok',
  }));

  await app.register(authRoutes(auth, cipher));
  await app.register(accountRoutes({ account, slider, db }));
  await app.register(usersRoutes(users));
  await app.register(menusRoutes(menus));
  await app.register(regionsRoutes(regions));
  await app.register(addressesRoutes(addresses));

  const webDist = config.WEB_DIST ?? path.resolve(serverRoot(), '../web/dist');
  await installStaticWeb(app, webDist);
  return app;
}
