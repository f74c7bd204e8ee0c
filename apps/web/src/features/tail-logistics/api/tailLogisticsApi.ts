import {
  tailLogisticsEndpoints as endpoints,
  type DeliveryServiceSave,
  type TailLogisticsQuery,
  type TailLogisticsSave,
} from '@parcelhub/contracts';
import { call, callObj, callRows } from '../../../shared/http/endpoint';

export const tailLogisticsApi = {
  page: (query: TailLogisticsQuery, signal?: AbortSignal) => callRows(endpoints.page, { query }, { signal }),
  findById: (id: number, signal?: AbortSignal) => callObj(endpoints.findById, { params: { id } }, { signal }),
  /** Silent: the forms put field errors on their fields and show the rest themselves. */
  save: (body: TailLogisticsSave) => callObj(endpoints.save, { body }, { silent: true }),
  saveService: (body: DeliveryServiceSave) => callObj(endpoints.saveService, { body }, { silent: true }),
  remove: (id: number) => call(endpoints.remove, { params: { id } }),
  removeService: (id: number, id2: number) => call(endpoints.deleteService, { params: { id, id2 } }),
};
