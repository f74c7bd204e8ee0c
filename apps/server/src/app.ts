import crypto from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Config } from './config';
import type { Database } from './platform/db/client';
import { runMigrations, serverRoot } from './platform/db/migrate';
import { startEmbeddedMaintenance } from './platform/db/embedded-maintenance';
import { installErrorHandler } from './platform/http/error-handler';
import { serializerCompiler, validatorCompiler } from './platform/http/zod-compilers';
import { installOpenApi } from './platform/http/openapi';
import { installStaticWeb } from './platform/http/static-web';
import { installSecurityHeaders } from './platform/http/security-headers';
import { answerFrameworkError } from './platform/http/framework-errors';
import { installCompression } from './platform/http/compression';
import multipart from '@fastify/multipart';
import { installGuard } from './platform/auth/guard';
import { PUBLIC } from './platform/auth/access';
import { loadPasswordCipher } from './platform/auth/rsa';
import { createOutboxProvider, type MessageProvider } from './platform/messaging/provider';
import { createServices, type AnyModule, type ModuleContext } from './platform/module/module';
import { dataAccessOf } from './platform/db/data-access';
import { defaultPollingSeconds, startJobRunner, type JobRunner } from './platform/jobs/queue';
import { localFileStorage } from './platform/files/storage';
import { createDueWork, type DueWork } from './platform/jobs/due-work';
import { usersModule } from './modules/users';
import { dictsModule } from './modules/dicts';
import { menusModule } from './modules/menus';
import { rolesModule } from './modules/roles';
import { authModule } from './modules/auth';
import { userAdminModule } from './modules/user-admin';
import { subAccountsModule } from './modules/sub-accounts';
import { accountModule } from './modules/account';
import { regionsModule } from './modules/regions';
import { postcodesModule } from './modules/postcodes';
import { addressesModule } from './modules/addresses';
import { tasksModule } from './modules/tasks';
import { mediaModule } from './modules/media';
import { productCostsModule } from './modules/product-costs';
import { productsModule } from './modules/products';
import { oplogModule } from './modules/oplog';
import { pricingModule } from './modules/pricing';
import { walletModule } from './modules/wallet';
import { orderRulesModule } from './modules/order-rules';
import { carriersModule } from './modules/carriers';
import { ordersModule } from './modules/orders';
import { dueWorkModule } from './modules/due-work';
import { trackRulesModule } from './modules/track-rules';
import { tailLogisticsModule } from './modules/tail-logistics';
import { trackingModule } from './modules/tracking';
import { apiDockingModule } from './modules/api-docking';
import { publicTrackingModule } from './modules/public-tracking';
import { traceModule } from './modules/trace';
import { webhooksModule } from './modules/webhooks';
import { waybillsModule } from './modules/waybills';
import { warehousesModule } from './modules/warehouses';
import { robotsModule } from './modules/robots';
import { sortRulesModule } from './modules/sort-rules';
import { sortTasksModule } from './modules/sort-tasks';
import { hsCodesModule } from './modules/hs-codes';
import { bagsModule } from './modules/bags';
import { clearancePortsModule } from './modules/clearance-ports';
import { clearanceProductsModule } from './modules/clearance-products';
import { clearanceOrdersModule } from './modules/clearance-orders';
import { seedDemoIfFresh } from './seed/demo';
import { registerErrors } from './platform/http/errors';
import { PLATFORM_ERRORS } from './platform/http/platform.errors';
import { FILE_ERRORS } from './platform/files/files.errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The modules' services, for tests and benchmarks that call them in process (routes get theirs from their module). */
    services: ModuleContext['services'];
  }
}

/** The server's modules, in dependency order: a module may use the services of those listed before it. */
export const MODULES: readonly AnyModule[] = [
  usersModule,
  dictsModule,
  tasksModule,
  menusModule,
  rolesModule,
  authModule,
  userAdminModule,
  subAccountsModule,
  accountModule,
  regionsModule,
  postcodesModule,
  addressesModule,
  mediaModule,
  productCostsModule,
  productsModule,
  pricingModule,
  walletModule,
  orderRulesModule,
  carriersModule,
  ordersModule,
  dueWorkModule,
  tailLogisticsModule,
  trackingModule,
  trackRulesModule,
  apiDockingModule,
  publicTrackingModule,
  traceModule,
  webhooksModule,
  waybillsModule,
  warehousesModule,
  robotsModule,
  sortRulesModule,
  sortTasksModule,
  bagsModule,
  hsCodesModule,
  clearancePortsModule,
  clearanceProductsModule,
  clearanceOrdersModule,
  oplogModule, // keep last: its seed attaches the log's triggers after the other seeds
];

registerErrors('platform', PLATFORM_ERRORS);
registerErrors('files', FILE_ERRORS);
for (const m of MODULES) if (m.errors) registerErrors(m.name, m.errors);

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
  const data = dataAccessOf(database);
  for (const m of MODULES) await m.seed?.(data);
  if (config.SEED_DEMO && (await seedDemoIfFresh(data))) log?.info('seeded demo accounts (password parcel2026)');
}

/** How often each process takes the due work of every module's kinds (labels due, retries after their backoff). */
const DUE_WORK_SECONDS = 5;

/** Workers for every module's queues, and each module's periodic housekeeping; all stop with the server. */
async function startBackgroundWork(
  app: FastifyInstance,
  services: ModuleContext['services'],
  ctx: ModuleContext,
  jobs: JobRunner,
) {
  const timers: NodeJS.Timeout[] = [];
  const dueWork: DueWork = ctx.dueWork;
  for (const m of MODULES) {
    const service = services[m.name] as never;
    for (const [queue, handler] of Object.entries(m.jobs?.(service, ctx) ?? {})) {
      if (!queue.startsWith(`${m.name}.`)) throw new Error(`job queue ${queue} must start with "${m.name}."`);
      await jobs.work(queue, handler);
    }
    if (m.every) {
      const { seconds, run } = m.every as { seconds: number; run: (s: never) => Promise<unknown> };
      const tick = () =>
        run(service).catch((err: unknown) => app.log.error({ err, module: m.name }, 'housekeeping failed'));
      await tick();
      timers.push(setInterval(tick, seconds * 1000).unref());
    }
  }
  // At start (what a stopped process left due) and then every few seconds; the kinds are the modules' own.
  const due = () => dueWork.runDue().catch((err: unknown) => app.log.error({ err }, 'due work failed'));
  await due();
  timers.push(setInterval(due, DUE_WORK_SECONDS * 1000).unref());
  app.addHook('onClose', async () => {
    for (const t of timers) clearInterval(t);
    // Before the modules stop: the attempts in flight (a label being requested) end first.
    await dueWork.stop();
    // Last made, first stopped: a module stops before those it uses (orders' labels in flight end before the
    // carriers close their drawing threads).
    for (const m of [...MODULES].reverse()) await m.stop?.(services[m.name] as never);
    await jobs.stop();
    await ctx.files.close(); // after the modules' work in flight (labels being written) has ended
  });
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
    frameworkErrors: answerFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler(config.VALIDATE_RESPONSES));
  // A callback hook, not an async one: no promise for every answer.
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.header('x-request-id', req.id);
    done(null, payload);
  });
  installErrorHandler(app);
  await installSecurityHeaders(app, { frameAncestors: config.FRAME_ANCESTORS });
  await installCompression(app);
  // Uploads: one file per request; each route sets its own size limit (platform/files/upload.ts).
  await app.register(multipart, { limits: { files: 1, fields: 10, parts: 12, fileSize: 20 * 1024 * 1024 } });

  if (!skipPrepare) await prepareDatabase(config, database, app.log);
  const { db } = database;
  const cipher = await loadPasswordCipher(db);
  const provider = messages ?? createOutboxProvider(db, app.log);

  const jobs = await startJobRunner(database, app.log, {
    pollingSeconds: config.JOBS_POLL_SECONDS ?? defaultPollingSeconds(database.kind),
  });
  // The embedded database has one server (its folder lock): whatever it left active was cut off by a stop.
  if (database.kind === 'pglite') await jobs.requeueInterrupted();
  const maintenance = startEmbeddedMaintenance(database, config.EMBEDDED_VACUUM_MINUTES, (err) =>
    app.log.error({ err }, 'embedded database maintenance failed'),
  );
  app.addHook('onClose', () => maintenance.stop());
  const base: Omit<ModuleContext, 'services'> = {
    data: dataAccessOf(database),
    config,
    log: app.log,
    cipher,
    messages: provider,
    jobs,
    dueWork: createDueWork(database, {}),
    files: localFileStorage(path.join(config.DATA_DIR, 'files')),
  };
  const services = createServices(MODULES, base);
  app.decorate('services', { getter: () => services });
  await startBackgroundWork(app, services, { ...base, services }, jobs);

  installGuard(app, services.auth.resolver, services.apiDocking.gate);
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

  for (const m of MODULES) m.routes?.(app, services[m.name] as never, { ...base, services });

  const webDist = config.WEB_DIST ?? path.resolve(serverRoot(), '../web/dist');
  await installStaticWeb(app, webDist);
  return app;
}
