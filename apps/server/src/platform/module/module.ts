import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { DataAccess } from '../db/data-access';
import type { PasswordCipher } from '../auth/rsa';
import type { MessageProvider } from '../messaging/provider';
import type { ErrorCatalogue } from '../http/errors';
import type { JobHandler, JobQueue } from '../jobs/queue';
import type { FileStorage } from '../files/storage';

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
