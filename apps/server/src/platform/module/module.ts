import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { DataAccess } from '../db/data-access';
import type { PasswordCipher } from '../auth/rsa';
import type { MessageProvider } from '../messaging/provider';
import type { ErrorCatalogue } from '../http/errors';
import type { JobHandler, JobQueue } from '../jobs/queue';
import type { FileStorage } from '../files/storage';
import type { DueWork } from '../jobs/due-work';

/**
 * The services of the modules, by module name. Each module adds its own entry from its folder:
 * `declare module '../../platform/module/module' { interface Services { addresses: AddressesService } }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Services {}
export type ModuleName = keyof Services;

/** What every module is built from. `services` holds the modules listed before it (the server list's order). */
export interface ModuleContext {
  data: DataAccess;
  config: Config;
  log: FastifyBaseLogger;
  cipher: PasswordCipher;
  messages: MessageProvider;
  /** Background work (pg-boss on this database). */
  jobs: JobQueue;
  /**
   * Work due at a time, retried with backoff and shown to operators when it gives up (`platform/jobs/due-work.ts`):
   * a module registers its kinds (`dueWork.register('<module>.<what>', kind)`) when it is made.
   */
  dueWork: DueWork;
  files: FileStorage;
  services: Services;
}

/** A business domain as the server sees it: one descriptor, listed once in the server's module list. */
export interface AppModule<N extends ModuleName = ModuleName> {
  name: N;
  /** The module's error keys: HTTP status, numeric code and words in every language. */
  errors?: ErrorCatalogue;
  /** Reference data upserted at every start (idempotent), after migrations. */
  seed?: (data: DataAccess) => Promise<void>;
  create: (ctx: ModuleContext) => Services[N];
  /** Mounts the module's endpoints (see mountEndpoints). */
  routes?: (app: FastifyInstance, service: Services[N], ctx: ModuleContext) => void;
  /**
   * The module's job queues and their handlers; queue names start with the module's name and a dot. Each handler
   * reads its own data type (`JobHandler<never>` takes any of them: only the queue knows what it carries).
   */
  jobs?: (service: Services[N], ctx: ModuleContext) => Record<string, JobHandler<never>>;
  /** Housekeeping run at start and then every `seconds` on each process (it must be safe to run concurrently). */
  every?: { seconds: number; run: (service: Services[N]) => Promise<unknown> };
  /**
   * The module's cross-tenant cases: what its `<module>.tenancy.ts` exports (`defineTenancyCase`), loaded by the
   * tests only (the server build leaves those files out). A module owning data (an `ownedBy(...)` table) declares
   * one: `test/tenancy/tenancy-declared.spec.ts` fails without it, and the cross-tenant walk runs every case.
   */
  tenancy?: () => Promise<Record<string, unknown>>;
  /** Ends the module's own background work (started outside the job queue) before the database closes. */
  stop?: (service: Services[N]) => Promise<void>;
}

/** Any one module of the list (a union, so each keeps its own service type). */
export type AnyModule = { [N in ModuleName]: AppModule<N> }[ModuleName];

export const defineModule = <N extends ModuleName>(module: AppModule<N>): AppModule<N> => module;

/** Creates the services in list order; a module asking for one listed after it fails at start. */
export function createServices(modules: readonly AnyModule[], base: Omit<ModuleContext, 'services'>): Services {
  const created: Partial<Record<ModuleName, unknown>> = {};
  const services = new Proxy(created, {
    get(target, name) {
      if (typeof name === 'string' && !(name in target))
        throw new Error(`module service '${name}' is not created yet: list its module earlier`);
      return Reflect.get(target, name);
    },
  }) as Services;
  for (const m of modules) created[m.name] = m.create({ ...base, services });
  return services;
}
