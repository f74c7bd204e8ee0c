import type { z } from 'zod';
import type {
  ClearanceAssign,
  ClearanceAssignment,
  ClearanceAssignmentQuery,
  ClearanceCustomer,
  ClearanceIndustry,
  ClearanceIndustryDetail,
  ClearanceIndustryQuery,
  ClearanceIndustrySave,
  ClearancePort,
  ClearancePortFilter,
  ClearancePortQuery,
  ClearancePortSave,
  ClearanceService,
  ClearanceServiceSave,
  ClearanceUnassignedQuery,
  Language,
  Option,
} from '@parcelhub/contracts';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { stateReader } from '../../platform/db/state-reader';
import { uniqueViolation } from '../../platform/db/errors';
import { pageWindow } from '../../platform/db/paging';
import { AppError } from '../../platform/http/app-error';
import type { Actor } from '../../platform/auth/actor';
import { ALL_DATA, scopeOf } from '../../platform/auth/scope';
import type { TasksService } from '../tasks';
import type { UsersService } from '../users';
import * as queries from './clearance-ports.repository';
import type { IndustryRow, PortFilter, PortRow, ServiceRow } from './clearance-ports.repository';
import { distinctTargets, nameIn, normalizeParameters, portNameIn, productsText } from './clearance-ports.logic';
import { PORT_IMPORT_QUEUE, PORT_IMPORT_TASK_NAME, runPortImport, type PortImportData } from './clearance-ports.import';
import { PORT_EXPORT_QUEUE, PORT_EXPORT_TASK_NAME, runPortExport, type PortExportData } from './clearance-ports.export';
import { writePortTemplate } from './clearance-ports.sheet';

type Out<S extends z.ZodType> = z.output<S>;

/** A port as other modules see it (the clearance products name their ports by code). */
export interface PortBrief {
  id: number;
  code: string;
  nameZh: string;
  nameEn: string;
  countryCode: string;
  enabled: boolean;
}

/** A clearance service with its industry, as the clearance products configure it. */
export interface ServiceConfig {
  industryId: number;
  industryName: string;
  serviceId: number;
  serviceName: string;
  parameters: Array<{ key: string; value: string }>;
  describe: string;
  repeat: boolean;
  uploadMethodTypes: string[];
}

export type ProductUsage = Map<string, { count: number; products: string[] }>;
/** How many clearance products use each port code, and their codes: installed by the clearance-products module. */
export type ProductUsageReader = (portCodes: string[]) => Promise<ProductUsage>;

async function unique<T>(write: () => Promise<T>, conflict: () => AppError): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (uniqueViolation(e) !== null) throw conflict();
    throw e;
  }
}

const iso = (d: Date) => d.toISOString();

function portFilter(f: Out<typeof ClearancePortFilter>): PortFilter {
  return {
    blurry: f.blurry || undefined,
    countryCode: f.countryCode || undefined,
    enabled: f.enabled === undefined ? undefined : f.enabled === 'true',
  };
}

/**
 * Clearance ports, industries, their services and the services' assignment to customers (issue 40 items 1, 2).
 * The platform manages all of it; a customer reads its own assignments (a sub-account its main account's), a
 * supplier none. The port list is cached in process and read again once a port changed (decision 232).
 */
export function createClearancePortsService({
  data,
  tasks,
}: {
  data: DataAccess;
  users: UsersService;
  tasks: TasksService;
}) {
  const repo = bindRepository(data, queries);
  let usage: ProductUsageReader = async () => new Map();

  // The cached list: read again when the ports' state key moved (any add, change or delete, by any process).
  const portsKey = stateReader(data, () => repo.portsStateKey());
  let cached: { key: string; rows: PortRow[] } | null = null;
  async function cachedPorts(): Promise<PortRow[]> {
    const key = await portsKey();
    if (cached?.key === key) return cached.rows;
    const rows = await repo.allPorts();
    cached = { key, rows };
    return rows;
  }
  const forget = () => {
    cached = null;
  };

  async function productUsage(codes: string[]): Promise<ProductUsage> {
    return codes.length === 0 ? new Map() : usage(codes);
  }

  async function portAnswers(rows: PortRow[]): Promise<ClearancePort[]> {
    const used = await productUsage(rows.map((r) => r.code));
    return rows.map((r) => ({
      id: r.id,
      code: r.code,
      nameZh: r.nameZh,
      nameEn: r.nameEn,
      country: r.country,
      countryCode: r.countryCode,
      district: r.district,
      clearanceCity: r.clearanceCity,
      attribute: r.attribute,
      enabled: r.enabled,
      remark: r.remark,
      alliance: r.alliance,
      province: r.province,
      address: r.address,
      postcode: r.postcode,
      clearanceProductCount: used.get(r.code)?.count ?? 0,
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    }));
  }

  async function portOf(id: number): Promise<PortRow> {
    const row = await repo.portById(id);
    if (!row) throw new AppError('CLEARANCE_PORT_NOT_FOUND', { id });
    return row;
  }

  async function industryOf(id: number): Promise<IndustryRow> {
    const row = await repo.industryById(id);
    if (!row) throw new AppError('CLEARANCE_INDUSTRY_NOT_FOUND', { id });
    return row;
  }

  function industryAnswer(r: IndustryRow & { serviceCount: number }, lang: Language): ClearanceIndustry {
    return {
      id: r.id,
      name: r.name,
      nameEn: r.nameEn,
      nameKo: r.nameKo,
      label: nameIn(r, lang),
      remark: r.remark,
      enabled: r.enabled,
      serviceCount: r.serviceCount,
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    };
  }

  function serviceAnswer(
    r: { service: ServiceRow; industry: IndustryRow; customerCount: number },
    lang: Language,
  ): ClearanceService {
    const s = r.service;
    return {
      id: s.id,
      industryId: s.industryId,
      industryName: nameIn(r.industry, lang),
      name: s.name,
      nameEn: s.nameEn,
      nameKo: s.nameKo,
      label: nameIn(s, lang),
      parameters: s.parameters.map((p) => ({ key: p.key, value: p.value })),
      describe: s.describe,
      repeat: s.repeat,
      uploadMethodTypes: [...s.uploadMethodTypes],
      customerCount: r.customerCount,
      createdAt: iso(s.createdAt),
      updatedAt: iso(s.updatedAt),
    };
  }

  async function serviceOf(industryId: number, serviceId: number) {
    const row = await repo.serviceOfIndustry(industryId, serviceId);
    if (!row) throw new AppError('CLEARANCE_SERVICE_NOT_FOUND', { industryId, serviceId });
    return row;
  }

  /** Customers see their own account's assignments; suppliers none (refused). */
  function assignmentScope(actor: Actor) {
    const scope = scopeOf(actor);
    if (scope.kind === 'supplier') throw new AppError('CLEARANCE_ASSIGNMENTS_FORBIDDEN');
    return scope;
  }

  return {
    /* ---------------------------------------------- for other modules */

    /** The ports with these codes (any that exists, enabled or not); unknown codes are left out. */
    async portsByCodes(codes: string[]): Promise<PortBrief[]> {
      const rows = await repo.portsByCodes([...new Set(codes)]);
      return rows.map((r) => ({
        id: r.id,
        code: r.code,
        nameZh: r.nameZh,
        nameEn: r.nameEn,
        countryCode: r.countryCode,
        enabled: r.enabled,
      }));
    },

    /** A service of an industry, or null when the service does not exist or is not the industry's. */
    async serviceConfig(industryId: number, serviceId: number): Promise<ServiceConfig | null> {
      const found = await repo.serviceWithIndustry(industryId, serviceId);
      if (!found) return null;
      return {
        industryId: found.industry.id,
        industryName: found.industry.name,
        serviceId: found.service.id,
        serviceName: found.service.name,
        parameters: found.service.parameters.map((p) => ({ key: p.key, value: p.value })),
        describe: found.service.describe,
        repeat: found.service.repeat,
        uploadMethodTypes: [...found.service.uploadMethodTypes],
      };
    },

    /** The clearance products install their usage reader here (once, when made); without one every count is 0. */
    useProductUsage(reader: ProductUsageReader): void {
      usage = reader;
    },

    /* ---------------------------------------------- ports */

    async portDropDown(lang: Language): Promise<Option[]> {
      const rows = await cachedPorts();
      return rows.filter((r) => r.enabled).map((r) => ({ value: r.code, label: `${r.code} ${portNameIn(r, lang)}` }));
    },

    async portList(): Promise<ClearancePort[]> {
      return portAnswers(await cachedPorts());
    },

    async portPage(q: Out<typeof ClearancePortQuery>) {
      const { rows, total } = await repo.listPorts({ ...portFilter(q), ...pageWindow(q) });
      return { rows: await portAnswers(rows), total };
    },

    async savePort(input: Out<typeof ClearancePortSave>): Promise<ClearancePort> {
      const { id: given, ...fields } = input;
      const conflict = () => new AppError('CLEARANCE_PORT_CODE_TAKEN', { code: input.code });
      let id = given;
      if (id === undefined) id = await unique(() => repo.insertPort(fields), conflict);
      else if (!(await unique(() => repo.updatePort(id!, fields), conflict)))
        throw new AppError('CLEARANCE_PORT_NOT_FOUND', { id });
      forget();
      return (await portAnswers([await portOf(id)]))[0]!;
    },

    async portStatus(id: number, enabled: boolean): Promise<ClearancePort> {
      if (!(await repo.updatePort(id, { enabled }))) throw new AppError('CLEARANCE_PORT_NOT_FOUND', { id });
      forget();
      return (await portAnswers([await portOf(id)]))[0]!;
    },

    /** Refused while clearance products use the port: the error names them (decision 231). */
    async deletePort(id: number): Promise<void> {
      const row = await portOf(id);
      const used = (await productUsage([row.code])).get(row.code);
      if (used && used.count > 0) {
        throw new AppError('CLEARANCE_PORT_IN_USE', {
          code: row.code,
          count: used.count,
          products: productsText(used.products, used.count),
        });
      }
      if (!(await repo.deletePort(id))) throw new AppError('CLEARANCE_PORT_NOT_FOUND', { id });
      forget();
    },

    portTemplate: (lang: Language) => writePortTemplate(lang),

    async importPorts(actor: Actor, receive: () => Promise<string>, lang: Language) {
      const fileKey = await receive();
      const { id } = await tasks.submit<PortImportData>(actor, {
        name: PORT_IMPORT_TASK_NAME,
        type: 'IMPORT',
        queue: PORT_IMPORT_QUEUE,
        access: ['clearance:manage'],
        data: { fileKey, lang },
      });
      return { taskId: id };
    },

    importJob: tasks.job<PortImportData>((task) =>
      runPortImport(task, async (rows) => {
        await data.withTransaction(() => repo.upsertPorts(rows));
        forget();
      }),
    ),

    async exportPorts(actor: Actor, filter: Out<typeof ClearancePortFilter>, lang: Language) {
      const { id } = await tasks.submit<PortExportData>(actor, {
        name: PORT_EXPORT_TASK_NAME,
        type: 'EXPORT',
        queue: PORT_EXPORT_QUEUE,
        access: ['clearance:manage'],
        data: { filter: portFilter(filter), lang },
      });
      return { taskId: id };
    },

    exportJob: tasks.job<PortExportData>((task) =>
      runPortExport(task, {
        count: () => repo.countPorts(task.data.filter),
        rows: () => repo.eachPort(task.data.filter),
      }),
    ),

    /* ---------------------------------------------- industries and services */

    async industryPage(q: Out<typeof ClearanceIndustryQuery>, lang: Language) {
      const { rows, total } = await repo.listIndustries({ blurry: q.blurry || undefined, ...pageWindow(q) });
      return { rows: rows.map((r) => industryAnswer(r, lang)), total };
    },

    async saveIndustry(input: Out<typeof ClearanceIndustrySave>, lang: Language): Promise<ClearanceIndustry> {
      const { id: given, ...fields } = input;
      const conflict = () => new AppError('CLEARANCE_INDUSTRY_NAME_TAKEN', { name: input.name });
      let id = given;
      if (id === undefined) id = await unique(() => repo.insertIndustry(fields), conflict);
      else if (!(await unique(() => repo.updateIndustry(id!, fields), conflict)))
        throw new AppError('CLEARANCE_INDUSTRY_NOT_FOUND', { id });
      const { rows } = await repo.listIndustries({ id, offset: 0, limit: 1 });
      return industryAnswer(rows[0]!, lang);
    },

    async industry(id: number, lang: Language): Promise<ClearanceIndustryDetail> {
      const { rows } = await repo.listIndustries({ id, offset: 0, limit: 1 });
      if (!rows[0]) throw new AppError('CLEARANCE_INDUSTRY_NOT_FOUND', { id });
      const services = await repo.servicesOfIndustry(id);
      return { ...industryAnswer(rows[0], lang), services: services.map((s) => serviceAnswer(s, lang)) };
    },

    async industryDropDown(lang: Language): Promise<Option[]> {
      const rows = await repo.enabledIndustries();
      return rows.map((r) => ({ value: String(r.id), label: nameIn(r, lang) }));
    },

    /** The industries of the services assigned to the caller's account; the platform every enabled one. */
    async clientIndustryDropDown(actor: Actor, lang: Language): Promise<Option[]> {
      const scope = scopeOf(actor);
      if (scope.kind === 'supplier') return [];
      const rows =
        scope.kind === 'all' ? await repo.enabledIndustries() : await repo.industriesOfAccount(scope.accountId);
      return rows.map((r) => ({ value: String(r.id), label: nameIn(r, lang) }));
    },

    async saveService(input: Out<typeof ClearanceServiceSave>, lang: Language): Promise<ClearanceService> {
      await industryOf(input.industryId);
      const { id: given, ...rest } = input;
      const fields = {
        ...rest,
        parameters: normalizeParameters(rest.parameters),
        uploadMethodTypes: [...new Set(rest.uploadMethodTypes)],
      };
      const conflict = () => new AppError('CLEARANCE_SERVICE_NAME_TAKEN', { name: input.name });
      let id = given;
      if (id === undefined) id = await unique(() => repo.insertService(fields), conflict);
      else if (!(await unique(() => repo.updateService(id!, input.industryId, fields), conflict)))
        throw new AppError('CLEARANCE_SERVICE_NOT_FOUND', { industryId: input.industryId, serviceId: id });
      return serviceAnswer(await serviceOf(input.industryId, id), lang);
    },

    async service(industryId: number, serviceId: number, lang: Language): Promise<ClearanceService> {
      return serviceAnswer(await serviceOf(industryId, serviceId), lang);
    },

    /** Refused while customers hold the service (decision 234): their assignments are cancelled first. */
    async deleteService(industryId: number, serviceId: number): Promise<void> {
      const row = await serviceOf(industryId, serviceId);
      if (row.customerCount > 0)
        throw new AppError('CLEARANCE_SERVICE_ASSIGNED', { name: row.service.name, count: row.customerCount });
      if (!(await repo.deleteService(industryId, serviceId)))
        throw new AppError('CLEARANCE_SERVICE_NOT_FOUND', { industryId, serviceId });
    },

    /* ---------------------------------------------- assignments */

    /**
     * Assigns the service to the customers named by main account id or user name; any name that is not a customer's
     * main account refuses the whole call (nothing assigned), those already assigned are counted, not repeated.
     */
    async assign(input: Out<typeof ClearanceAssign>) {
      const targets = distinctTargets(input.accountIds, input.usernames);
      if (!targets.ids.length && !targets.names.length) throw new AppError('CLEARANCE_ASSIGN_NOBODY');
      const found = await repo.serviceById(input.serviceId);
      if (!found) throw new AppError('CLEARANCE_SERVICE_NOT_FOUND', { industryId: '-', serviceId: input.serviceId });
      const customers = await repo.customersByIdsOrNames(targets.ids, targets.names);
      const ids = new Set(customers.map((c) => c.id));
      const names = new Set(customers.map((c) => c.username.toLowerCase()));
      const unknown = [
        ...targets.ids.filter((id) => !ids.has(id)).map(String),
        ...targets.names.filter((n) => !names.has(n.toLowerCase())),
      ];
      if (unknown.length) throw new AppError('CLEARANCE_CUSTOMERS_UNKNOWN', { names: unknown.join(', ') });
      const all = [...ids];
      const assigned = await data.withTransaction(() => repo.insertAssignments(input.serviceId, all));
      return { assigned, already: all.length - assigned };
    },

    async cancel(id: number): Promise<void> {
      if (!(await repo.deleteAssignment(ALL_DATA, id))) throw new AppError('CLEARANCE_ASSIGNMENT_NOT_FOUND', { id });
    },

    async customerServices(actor: Actor, q: Out<typeof ClearanceAssignmentQuery>, lang: Language) {
      const scope = assignmentScope(actor);
      const own = scope.kind === 'account';
      const { rows, total } = await repo.listAssignments(scope, {
        industryId: q.industryId,
        serviceId: q.serviceId,
        accountId: own ? undefined : q.accountId,
        customer: own ? undefined : q.customer || undefined,
        ...pageWindow(q),
      });
      const out: ClearanceAssignment[] = rows.map((r) => ({
        id: r.assignment.id,
        accountId: r.assignment.accountId,
        username: r.username,
        nickName: r.nickName,
        industryId: r.industry.id,
        industryName: nameIn(r.industry, lang),
        serviceId: r.service.id,
        serviceName: nameIn(r.service, lang),
        parameters: r.service.parameters.map((p) => ({ key: p.key, value: p.value })),
        describe: r.service.describe,
        repeat: r.service.repeat,
        uploadMethodTypes: [...r.service.uploadMethodTypes],
        createdAt: iso(r.assignment.createdAt),
      }));
      return { rows: out, total };
    },

    async unassigned(q: Out<typeof ClearanceUnassignedQuery>): Promise<{ rows: ClearanceCustomer[]; total: number }> {
      if (!(await repo.serviceById(q.serviceId)))
        throw new AppError('CLEARANCE_SERVICE_NOT_FOUND', { industryId: '-', serviceId: q.serviceId });
      return repo.unassignedCustomers({ serviceId: q.serviceId, blurry: q.blurry || undefined, ...pageWindow(q) });
    },
  };
}

export type ClearancePortsService = ReturnType<typeof createClearancePortsService>;
