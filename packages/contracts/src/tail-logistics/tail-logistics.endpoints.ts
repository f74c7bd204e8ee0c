import { defineEndpoint, needs, SIGNED_IN_ACCESS } from '../common/endpoint';
import { okEmpty, okObj, okRows, Option } from '../common/envelope';
import {
  DeliveryService,
  DeliveryServiceSave,
  RemoteTailQuery,
  ServiceInfoPath,
  TailLogistics,
  TailLogisticsDetail,
  TailLogisticsIdPath,
  TailLogisticsQuery,
  TailLogisticsSave,
  TailServicePath,
} from './tail-logistics';

const tags = ['tail logistics'];
/**
 * The platform keeps the carriers: a permission of its own, since suppliers hold warehouse:manage (returns). The
 * menu entry /warehouse/tail-logistics carries it, so only platform roles are seeded with it.
 */
const MANAGE = needs('warehouse:tail');

export const tailLogisticsEndpoints = {
  page: defineEndpoint({
    method: 'GET',
    path: '/api/tailLogistics/page',
    summary: 'Ours: last-mile carriers, paged, filtered by code or name and state',
    tags,
    access: MANAGE,
    query: TailLogisticsQuery,
    response: okRows(TailLogistics),
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/api/tailLogistics/saveAndUpdate',
    summary: 'Add a carrier (no id) or change one (id); its code is unique',
    tags,
    access: MANAGE,
    body: TailLogisticsSave,
    response: okObj(TailLogistics),
  }),
  saveService: defineEndpoint({
    method: 'POST',
    path: '/api/tailLogistics/saveAndUpdateDeliveryService',
    summary: 'Add a delivery service to a carrier (no id) or change one (id); its code is unique within the carrier',
    tags,
    access: MANAGE,
    body: DeliveryServiceSave,
    response: okObj(DeliveryService),
  }),
  findById: defineEndpoint({
    method: 'GET',
    path: '/api/tailLogistics/findById/:id',
    summary: 'A carrier with its delivery services',
    tags,
    access: MANAGE,
    params: TailLogisticsIdPath,
    response: okObj(TailLogisticsDetail),
  }),
  deleteService: defineEndpoint({
    method: 'DELETE',
    path: '/api/tailLogistics/deleteServiceInfo/:id/:id2',
    summary: 'Delete service id2 of carrier id (a service of another carrier answers 404)',
    tags,
    access: MANAGE,
    params: ServiceInfoPath,
    response: okEmpty,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/tailLogistics/delete/:id',
    summary: 'Ours: delete a carrier with its services',
    tags,
    access: MANAGE,
    params: TailLogisticsIdPath,
    response: okEmpty,
  }),
};

/** The dropdowns naming carriers and services: label/value pairs, the value the id as text. */
export const tailLogisticsDropdownEndpoints = {
  remoteTailLogisticsList: defineEndpoint({
    method: 'GET',
    path: '/api/dropdownData/remoteTailLogisticsList',
    summary: 'Enabled carriers whose code or name contains `name` (at most 50), for a searching select',
    tags: ['dropdowns'],
    access: SIGNED_IN_ACCESS,
    query: RemoteTailQuery,
    response: okRows(Option),
  }),
  tailLogistics: defineEndpoint({
    method: 'GET',
    path: '/api/dropdownData/tailLogistics',
    summary: 'Every enabled carrier',
    tags: ['dropdowns'],
    access: SIGNED_IN_ACCESS,
    response: okRows(Option),
  }),
  tailLogisticsService: defineEndpoint({
    method: 'GET',
    path: '/api/dropdownData/tailLogisticsService/:id/:privilegeType',
    summary: "A carrier's services: PLATFORM lists disabled ones too (to a platform user), USER the enabled ones",
    tags: ['dropdowns'],
    access: SIGNED_IN_ACCESS,
    params: TailServicePath,
    response: okRows(Option),
  }),
  serviceInfoList: defineEndpoint({
    method: 'GET',
    path: '/api/dropdownData/serviceInfoList',
    summary: 'Every enabled service of an enabled carrier, labelled "<carrier> / <service>"',
    tags: ['dropdowns'],
    access: SIGNED_IN_ACCESS,
    response: okRows(Option),
  }),
};
