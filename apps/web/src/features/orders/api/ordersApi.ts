import {
  addressesEndpoints,
  ordersEndpoints as endpoints,
  productsEndpoints,
  quoteEndpoints,
  walletEndpoints,
  SCAN_TYPES,
  type AddressType,
  type ConfirmWeightInput,
  type OrderFilter,
  type OrderListQuery,
  type PlaceOrderInput,
  type PrivilegeType,
  type QuoteInput,
} from '@parcelhub/contracts';
import { http, IDEMPOTENCY_HEADER, type Download } from '../../../shared/http';
import { call, callObj, callRows } from '../../../shared/http/endpoint';

export type ScanType = (typeof SCAN_TYPES)[number];

/** Forms show their own errors (field errors on fields, the rest beside the form): these calls are silent. */
const silent = { silent: true } as const;

export const ordersApi = {
  place: (input: PlaceOrderInput, idempotencyKey: string) =>
    callObj(endpoints.place, { body: input }, { ...silent, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
  list: (query: OrderListQuery, signal?: AbortSignal) => call(endpoints.list, { body: query }, { signal }),
  detail: (id: number, signal?: AbortSignal) => callObj(endpoints.detail, { params: { id } }, { signal }),
  /** A draft made from an old order (its shape is the placement body without a reference number). */
  copy: (id: number) => callObj(endpoints.copy, { body: { id } }, silent),
  cancel: (id: number, reason: string) => callObj(endpoints.cancel, { params: { id }, body: { reason } }, silent),
  batchCancel: (privilegeType: PrivilegeType, ids: number[], reason: string) =>
    callRows(endpoints.batchCancel, { params: { privilegeType }, body: { ids, reason } }, silent),
  remove: (orderId: number) => call(endpoints.remove, { params: { orderId } }),
  queryIds: (filter: OrderFilter) => callRows(endpoints.queryIds, { body: filter }),
  retryLabel: (id: number) => callObj(endpoints.retryLabel, { params: { id } }),
  /** The platform lets an intercepted order go on to its label. */
  release: (id: number, reason: string) => callObj(endpoints.release, { params: { id }, body: { reason } }, silent),
  refuse: (id: number, reason: string) => callObj(endpoints.refuse, { params: { id }, body: { reason } }, silent),
  /** One PDF with the labels of these orders (orders without a label are skipped by the server). */
  printLabels: (ids: number[]): Promise<Download> =>
    http.download(endpoints.printLabels.path.replace(/^\//, ''), {
      method: endpoints.printLabels.method,
      body: { ids, format: 'PDF' },
    }),
  /** Silent: the scan screen says "not found" itself, with its error sound. */
  scan: (type: ScanType, scanNo: string) => callObj(endpoints.scan, { params: { type, scanNo } }, silent),
  confirmWeight: (input: ConfirmWeightInput) => callObj(endpoints.confirmWeight, { body: input }, silent),
  /** Live quotes for the wizard (cheapest first, refused last). */
  quote: (input: QuoteInput) => callRows(quoteEndpoints.calc, { body: input }, silent),
  /** The caller's wallet balance (step 5 shows it beside the fee). */
  wallet: (signal?: AbortSignal) => callObj(walletEndpoints.mine, {}, { signal, silent: true }),
  /** The caller's address book, one type. */
  addresses: (type: AddressType, signal?: AbortSignal) =>
    callRows(addressesEndpoints.ofMyAccount, { query: { type } }, { signal }),
  /** Products the caller sees, for the list's product filter (searched by code or name). */
  products: (term: string, signal?: AbortSignal) => {
    const t = term.trim();
    const by = /^[A-Z0-9_-]+$/.test(t) ? { code: t } : t ? { name: t } : {};
    return callRows(productsEndpoints.list, { body: { pageNo: 0, pageSize: 50, ...by } }, { signal });
  },
};
