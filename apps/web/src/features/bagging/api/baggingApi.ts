import {
  bagsEndpoints as endpoints,
  warehousesEndpoints,
  type BagQuery,
  type SortType,
  type SpeechSetting,
} from '@parcelhub/contracts';
import { callDownload, callObj, callRows } from '../../../shared/http/endpoint';

/** The bagging station's calls. Silent ones: the station shows the error itself (big, with its sound). */
export const baggingApi = {
  scan: (insideNumber: string, warehouseId: number, type: SortType) =>
    callObj(endpoints.scanToBag, { params: { insideNumber, warehouseId, type } }, { silent: true }),
  close: (id: number) => callObj(endpoints.submitBag, { params: { id } }, { silent: true }),
  freeBay: (bayId: number) => callObj(endpoints.bagChangeCompleted, { params: { id: bayId } }, { silent: true }),
  dispatch: (id: number) => callObj(endpoints.batchOutBag, { params: { id } }, { silent: true }),
  remove: (id: number) => callObj(endpoints.remove, { params: { id } }),
  bag: (id: number, signal?: AbortSignal) => callObj(endpoints.searchBag, { params: { id } }, { signal }),
  parcels: (id: number, signal?: AbortSignal) => callRows(endpoints.searchBagList, { params: { id } }, { signal }),
  list: (body: BagQuery, signal?: AbortSignal) => callRows(endpoints.custList, { body }, { signal }),
  sortTypes: (signal?: AbortSignal) => callRows(endpoints.listSortType, {}, { signal }),
  bagStatuses: (signal?: AbortSignal) => callRows(endpoints.listBagStatus, {}, { signal }),
  /** The user's stored speech settings (the warehouses module keeps them per user). */
  speechSetting: (signal?: AbortSignal) => callObj(warehousesEndpoints.speechSetting, {}, { signal }),
  saveSpeechSetting: (body: SpeechSetting) => callObj(warehousesEndpoints.saveSpeechSetting, { body }),
  bays: (warehouseId: number, signal?: AbortSignal) =>
    callRows(endpoints.stationBays, { params: { warehouseId } }, { signal }),
  printBagLabel: (id: number, bagNo: string) =>
    callDownload(endpoints.printPdf, { params: { id } }, `bag-${bagNo}.pdf`),
  printParcelLabel: (insideNumber: string, warehouseId: number) =>
    callDownload(endpoints.printOrderPdf, { params: { insideNumber, warehouseId } }, `label-${insideNumber}.pdf`),
  printBagParcelLabels: (id: number, bagNo: string) =>
    callDownload(endpoints.batchPrintOrderPdf, { params: { id } }, `labels-${bagNo}.pdf`),
};
