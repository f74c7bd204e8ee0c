import {
  traceDbEndpoints as db,
  traceStationEndpoints as stations,
  type TraceDbEdit,
  type TraceDbExportQuery,
  type TraceDbQuery,
  type TraceMatchQuery,
  type TraceStationQuery,
  type TraceStationSave,
} from '@parcelhub/contracts';
import { call, callDownload, callObj, callRows, callUpload } from '../../../shared/http/endpoint';

export const traceApi = {
  stations: (query: TraceStationQuery, signal?: AbortSignal) => callRows(stations.page, { query }, { signal }),
  /** Silent: the form puts field errors on its fields and shows the rest itself. */
  saveStation: (body: TraceStationSave) => callObj(stations.addOrUpdate, { body }, { silent: true }),
  disableStation: (id: number) => call(stations.disable, { params: { id } }),
  enableStation: (id: number) => call(stations.enable, { params: { id } }),

  records: (query: TraceDbQuery, signal?: AbortSignal) => callRows(db.page, { query }, { signal }),
  edit: (body: TraceDbEdit) => callObj(db.edit, { body }, { silent: true }),
  remove: (ids: number[]) => callObj(db.dels, { body: { ids } }),
  match: (deliveryNumber: string) => callObj(db.matchTraceDbRecord, { params: { deliveryNumber } }),
  matches: (body: TraceMatchQuery, signal?: AbortSignal) => callRows(db.listTraceMatchRecord, { body }, { signal }),
  export: (body: TraceDbExportQuery) => callObj(db.export, { body }),
  template: () => callDownload(db.importTemplate, {}, 'trace-db-import-template.xlsx'),
  import: (file: File) => callUpload(db.import, file, file.name),
};
