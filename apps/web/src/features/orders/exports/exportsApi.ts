import {
  deliveryWarningEndpoints,
  orderExportEndpoints,
  type DeliveryWarningQuery,
  type DeliveryWarningUpdate,
  type OrderExportKind,
  type OrderFilter,
  type PrivilegeType,
} from '@parcelhub/contracts';
import { callObj, callRows } from '../../../shared/http/endpoint';

/** The order list's export and box export for each privilege type (a supplier has no box export). */
export const EXPORTS_OF: Record<PrivilegeType, { orders: OrderExportKind; boxes: OrderExportKind | null }> = {
  PLATFORM: { orders: 'platformOrders', boxes: 'platformBoxes' },
  USER: { orders: 'customerOrders', boxes: 'customerBoxes' },
  SUPPLIER: { orders: 'supplierOrders', boxes: null },
};

export const orderExportsApi = {
  /** Starts an export task; the task center follows it. */
  export: (kind: OrderExportKind, filter: OrderFilter) => callObj(orderExportEndpoints[kind], { body: filter }),
  warnings: (query: DeliveryWarningQuery, signal?: AbortSignal) =>
    callRows(deliveryWarningEndpoints.list, { body: query }, { signal }),
  markHandled: (input: DeliveryWarningUpdate) =>
    callObj(deliveryWarningEndpoints.update, { body: input }, { silent: true }),
};
