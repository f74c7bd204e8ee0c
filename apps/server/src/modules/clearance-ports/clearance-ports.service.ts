import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import type { UsersService } from '../users';
import * as queries from './clearance-ports.repository';

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

/** How many clearance products use each port code, and their codes: installed by the clearance-products module. */
export type ProductUsageReader = (portCodes: string[]) => Promise<Map<string, { count: number; products: string[] }>>;

/** Clearance ports, industries, their services and the services' assignment to customers (issue 40 items 1, 2). */
export function createClearancePortsService({ data }: { data: DataAccess; users: UsersService }) {
  const repo = bindRepository(data, queries);
  let usage: ProductUsageReader = async () => new Map();

  return {
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

    /** @internal the reader in use (the port list and the delete refusal read it). */
    productUsage(portCodes: string[]) {
      return portCodes.length === 0
        ? Promise.resolve(new Map<string, { count: number; products: string[] }>())
        : usage(portCodes);
    },
  };
}

export type ClearancePortsService = ReturnType<typeof createClearancePortsService>;
