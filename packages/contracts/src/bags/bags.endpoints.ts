import { z } from 'zod';
import { defineEndpoint, needs } from '../common/endpoint';
import { okObj, okRows } from '../common/envelope';
import {
  Bag,
  BagClosed,
  BagDisbanded,
  BagDispatched,
  BagIdPath,
  BagOption,
  BagParcel,
  BagQuery,
  BayFreed,
  BayIdPath,
  OutBagPath,
  PrintOrderPath,
  ScanToBagPath,
  ScanToBagResult,
  StationBay,
  StationBaysPath,
} from './bags';

const tags = ['bags'];
/** The bagging station's work (menu `warehouse/bagging/index`): the platform's and suppliers' floor staff. */
const SORT = needs('warehouse:sort');

/*
 * The spec's GETs that change state (scan, close, free, dispatch, disband) are JSON endpoints: only the
 * Authorization header signs their caller in, never the session cookie (issue 9).
 */
export const bagsEndpoints = {
  scanToBag: defineEndpoint({
    method: 'GET',
    path: '/api/ssBag/scanToBag/:insideNumber/:warehouseId/:type',
    summary:
      'Scan a parcel at the bagging station: received if not yet, its bay decided (or the place it has kept), moved ' +
      'SORTED then BAGGED and put in the bay’s open bag (opened by its first parcel); a parcel scanned again answers ' +
      'the same bay and bag and changes nothing',
    tags,
    access: SORT,
    params: ScanToBagPath,
    response: okObj(ScanToBagResult),
  }),
  submitBag: defineEndpoint({
    method: 'GET',
    path: '/api/ssBag/submmitBag/:id',
    summary: 'Close an open bag: answers its bag number, pieces and weight; an empty bag or one closed is refused',
    tags,
    access: SORT,
    params: BagIdPath,
    response: okObj(BagClosed),
  }),
  printPdf: defineEndpoint({
    method: 'GET',
    path: '/api/ssBag/printPdf/:id',
    summary: 'The bag label: a 4x6 inch PDF with a Code 128 of the bag number, warehouse, bay, pieces, weight, date',
    tags,
    access: SORT,
    params: BagIdPath,
    response: z.unknown(),
    raw: true,
  }),
  bagChangeCompleted: defineEndpoint({
    method: 'GET',
    path: '/api/sort-gap-work/bagChangeCompleted/:id',
    summary: 'The bag of bay {id} taken away: the bay is freed (counts zero, idle); refused while its bag is open',
    tags,
    access: SORT,
    params: BayIdPath,
    response: okObj(BayFreed),
  }),
  outBag: defineEndpoint({
    method: 'GET',
    path: '/api/ssBag/outBag/:bagNo/:insideNumber',
    summary: 'Dispatch a closed bag checked by scanning one of its parcels: every parcel BAGGED → DISPATCHED',
    tags,
    access: SORT,
    params: OutBagPath,
    response: okObj(BagDispatched),
  }),
  batchOutBag: defineEndpoint({
    method: 'GET',
    path: '/api/ssBag/batchOutBag/:id',
    summary: 'Dispatch a closed bag by id: every parcel BAGGED → DISPATCHED, the bag DISPATCHED',
    tags,
    access: SORT,
    params: BagIdPath,
    response: okObj(BagDispatched),
  }),
  remove: defineEndpoint({
    method: 'GET',
    path: '/api/ssBag/remove/:id',
    summary: 'Disband an open bag: its parcels stay BAGGED in their bay and join the bay’s next bag when scanned again',
    tags,
    access: SORT,
    params: BagIdPath,
    response: okObj(BagDisbanded),
  }),
  searchBag: defineEndpoint({
    method: 'GET',
    path: '/api/ssBag/seachBag/:id',
    summary: 'A bag',
    tags,
    access: SORT,
    params: BagIdPath,
    response: okObj(Bag),
  }),
  searchBagList: defineEndpoint({
    method: 'GET',
    path: '/api/ssBag/seachBagList/:id',
    summary: 'The parcels of a bag, first bagged first',
    tags,
    access: SORT,
    params: BagIdPath,
    response: okRows(BagParcel),
  }),
  custList: defineEndpoint({
    method: 'POST',
    path: '/api/ssBag/custList',
    summary: 'Bags, newest first, paged; filters: warehouse, status, bag number contains, opened from/to',
    tags,
    access: SORT,
    body: BagQuery,
    response: okRows(Bag),
  }),
  listSortType: defineEndpoint({
    method: 'GET',
    path: '/api/ssBag/listSortType',
    summary: 'The sorting types, worded in the caller’s language',
    tags,
    access: SORT,
    response: okRows(BagOption),
  }),
  listBagStatus: defineEndpoint({
    method: 'GET',
    path: '/api/ssBag/listBagStatus',
    summary: 'The bag statuses, worded in the caller’s language',
    tags,
    access: SORT,
    response: okRows(BagOption),
  }),
  printOrderPdf: defineEndpoint({
    method: 'GET',
    path: '/api/ssBag/printOrderPdf/:insideNumber/:warehouseId',
    summary: 'A parcel’s shipping label (PDF), printed at the station',
    tags,
    access: SORT,
    params: PrintOrderPath,
    response: z.unknown(),
    raw: true,
  }),
  batchPrintOrderPdf: defineEndpoint({
    method: 'GET',
    path: '/api/ssBag/batchPrintOrderPdf/:id',
    summary: 'The shipping labels of a bag’s parcels, one PDF',
    tags,
    access: SORT,
    params: BagIdPath,
    response: z.unknown(),
    raw: true,
  }),
  stationBays: defineEndpoint({
    method: 'GET',
    path: '/api/ssBag/stationBays/:warehouseId',
    summary: 'The warehouse’s bays with their loads and the bag lying in each (ours: the station’s board)',
    tags,
    access: SORT,
    params: StationBaysPath,
    response: okRows(StationBay),
  }),
};
