import type { z } from 'zod';
import type {
  DeliveryService,
  DeliveryServiceSave,
  Option,
  TailLogistics,
  TailLogisticsDetail,
  TailLogisticsQuery,
  TailLogisticsSave,
} from '@parcelhub/contracts';
import { TAIL_SEARCH_LIMIT } from '@parcelhub/contracts';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { pageWindow } from '../../platform/db/paging';
import { uniqueViolation } from '../../platform/db/errors';
import { AppError } from '../../platform/http/app-error';
import * as queries from './tail-logistics.repository';
import type { CarrierRow, ServiceRow } from './tail-logistics.repository';

type Out<S extends z.ZodType> = z.output<S>;

const toCarrier = (row: CarrierRow): TailLogistics => ({
  id: row.id,
  code: row.code,
  name: row.name,
  contact: row.contact,
  phone: row.phone,
  website: row.website,
  trackingUrl: row.trackingUrl,
  enabled: row.enabled,
  remark: row.remark,
  serviceCount: row.serviceCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toService = (row: ServiceRow): DeliveryService => ({
  id: row.id,
  tailLogisticsId: row.tailLogisticsId,
  code: row.code,
  name: row.name,
  enabled: row.enabled,
  remark: row.remark,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A foreign key violation (23503): the carrier went away between the check and the write. */
function foreignKeyViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as never, i++) {
    if (e.code === '23503') return true;
  }
  return false;
}

/** Runs a write; a unique violation becomes the conflict the caller can read. */
async function unique<T>(write: () => Promise<T>, conflict: () => AppError): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (uniqueViolation(e) !== null) throw conflict();
    throw e;
  }
}

export function createTailLogisticsService({ data }: { data: DataAccess }) {
  const repo = bindRepository(data, queries);

  async function carrier(id: number): Promise<CarrierRow> {
    const row = await repo.findCarrier(id);
    if (!row) throw new AppError('TAIL_LOGISTICS_NOT_FOUND', { id });
    return row;
  }
  const serviceNotFound = (id: number) => new AppError('TAIL_SERVICE_NOT_FOUND', { id });
  const optionOf = (r: { id: number; code: string; name: string }): Option => ({
    label: `${r.name} (${r.code})`,
    value: String(r.id),
  });

  return {
    async page(q: Out<typeof TailLogisticsQuery>) {
      const enabled = q.enabled === undefined ? undefined : q.enabled === 'true';
      const { rows, total } = await repo.listCarriers({ blurry: q.blurry || undefined, enabled, ...pageWindow(q) });
      return { rows: rows.map(toCarrier), total };
    },

    async findById(id: number): Promise<TailLogisticsDetail> {
      const row = await carrier(id);
      const services = await repo.listServices(id, { enabledOnly: false });
      return { ...toCarrier(row), services: services.map(toService) };
    },

    /** One statement either way, so the unique index alone settles concurrent saves of one code. */
    async save(input: Out<typeof TailLogisticsSave>): Promise<TailLogistics> {
      const { id, ...fields } = input;
      const conflict = () => new AppError('TAIL_LOGISTICS_CODE_TAKEN', { code: fields.code });
      if (id === undefined) return toCarrier(await carrier(await unique(() => repo.insertCarrier(fields), conflict)));
      if (!(await unique(() => repo.updateCarrier(id, fields), conflict))) {
        throw new AppError('TAIL_LOGISTICS_NOT_FOUND', { id });
      }
      return toCarrier(await carrier(id));
    },

    /**
     * Deletes the carrier with its services (the foreign key cascades). Nothing refers to a service yet; cost
     * accounts and track rule groups, when they do, must refuse this while they use one (decision 119).
     */
    async remove(id: number): Promise<void> {
      if (!(await repo.deleteCarrier(id))) throw new AppError('TAIL_LOGISTICS_NOT_FOUND', { id });
    },

    async saveService(input: Out<typeof DeliveryServiceSave>): Promise<DeliveryService> {
      const { id, ...fields } = input;
      const carrierId = fields.tailLogisticsId;
      await carrier(carrierId);
      const conflict = () => new AppError('TAIL_SERVICE_CODE_TAKEN', { code: fields.code });
      try {
        if (id === undefined) {
          const created = await unique(() => repo.insertService(fields), conflict);
          return toService((await repo.findService(carrierId, created))!);
        }
        if (!(await unique(() => repo.updateService(carrierId, id, fields), conflict))) throw serviceNotFound(id);
        const row = await repo.findService(carrierId, id);
        if (!row) throw serviceNotFound(id);
        return toService(row);
      } catch (e) {
        if (foreignKeyViolation(e)) throw new AppError('TAIL_LOGISTICS_NOT_FOUND', { id: carrierId });
        throw e;
      }
    },

    /** Service `serviceId` of carrier `carrierId`: another carrier's service is not found, like a missing one. */
    async removeService(carrierId: number, serviceId: number): Promise<void> {
      if (await repo.deleteService(carrierId, serviceId)) return;
      await carrier(carrierId);
      throw serviceNotFound(serviceId);
    },

    async carrierOptions(name?: string): Promise<Option[]> {
      const rows = await repo.carrierOptions({ name, limit: name === undefined ? undefined : TAIL_SEARCH_LIMIT });
      return rows.map(optionOf);
    },

    /** A carrier's services; `enabledOnly` for the customer's lists. An unknown carrier answers 404. */
    async serviceOptionsOf(carrierId: number, enabledOnly: boolean): Promise<Option[]> {
      await carrier(carrierId);
      return (await repo.listServices(carrierId, { enabledOnly })).map(optionOf);
    },

    async serviceOptions(): Promise<Option[]> {
      const rows = await repo.serviceOptions();
      return rows.map((r) => ({ label: `${r.carrierName} / ${r.name}`, value: String(r.id) }));
    },
  };
}

export type TailLogisticsService = ReturnType<typeof createTailLogisticsService>;
