import {
  robotsEndpoints,
  userAdminEndpoints,
  warehousesEndpoints as endpoints,
  type BayImport,
  type BaySave,
  type RobotSave,
  type WarehouseAdd,
  type WarehouseQuery,
  type WarehouseUpdate,
} from '@parcelhub/contracts';
import { call, callObj, callRows } from '../../../shared/http/endpoint';

export const warehousesApi = {
  /** The platform-level list (platform, role deliveryLabel:pingtai) or the caller's own warehouses. */
  list: (platformLevel: boolean, query: WarehouseQuery, signal?: AbortSignal) =>
    callRows(platformLevel ? endpoints.list : endpoints.custList, { query }, { signal }),
  /** Silent: the forms put field errors on their fields and show the rest themselves. */
  add: (body: WarehouseAdd) => callObj(endpoints.add, { body }, { silent: true }),
  update: (body: WarehouseUpdate) => callObj(endpoints.update, { body }, { silent: true }),
  remove: (id: number) => call(endpoints.remove, { params: { id } }),
  bays: (warehouseId: number, signal?: AbortSignal) =>
    callRows(endpoints.bays, { params: { warehouseId } }, { signal }),
  saveBay: (body: BaySave) => callObj(endpoints.saveBay, { body }, { silent: true }),
  bayValid: (id: number, valid: boolean) => callObj(endpoints.bayValid, { body: { id, valid } }),
  removeBay: (id: number) => call(endpoints.removeBay, { params: { id } }),
  importBays: (body: BayImport) => callObj(endpoints.importBays, { body }, { silent: true }),
  robots: (warehouseId: number, signal?: AbortSignal) =>
    callRows(robotsEndpoints.list, { params: { warehouseId } }, { signal }),
  saveRobot: (body: RobotSave) => callObj(robotsEndpoints.save, { body }, { silent: true }),
  robotEnabled: (id: number, enabled: boolean) => callObj(robotsEndpoints.enable, { body: { id, enabled } }),
  removeRobot: (id: number) => call(robotsEndpoints.remove, { params: { id } }),
  /** The platform picks a warehouse's customer among the customer main accounts. */
  customers: (signal?: AbortSignal) =>
    callRows(userAdminEndpoints.selectOption, { query: { privilegeType: 'USER' } }, { signal }),
};
