import { defineEndpoint, needs, SIGNED_IN_ACCESS } from '../common/endpoint';
import { Option, okEmpty, okObj, okRows } from '../common/envelope';
import {
  AddTrackInfoInput,
  ChildEventStatusParams,
  InsideNumberParams,
  TrackInfo,
  TrackingStatusOption,
} from './tracking';
import { OrderFilter } from '../orders/orders';
import { TaskSubmitted } from '../tasks/tasks';

const tags = ['tracking'];

export const trackingEndpoints = {
  allStatuses: defineEndpoint({
    method: 'GET',
    path: '/api/trackInfomation/getAllTrackingStatus',
    summary: 'The standard tracking statuses, each with its sub-statuses (label/value, in the caller’s language)',
    tags,
    access: SIGNED_IN_ACCESS,
    response: okRows(TrackingStatusOption),
  }),
  childStatuses: defineEndpoint({
    method: 'GET',
    path: '/api/trackInfomation/getChildEventStatus/:id',
    summary: 'The sub-statuses of one tracking status (id: the status code, e.g. IN_TRANSIT)',
    tags,
    access: SIGNED_IN_ACCESS,
    params: ChildEventStatusParams,
    response: okRows(Option),
  }),
  addEvent: defineEndpoint({
    method: 'POST',
    path: '/api/trackInfomation/addTrackInfo',
    summary:
      'The platform adds an event to a parcel by hand: status required and known, sub-status of that status, ' +
      'description of at most 10 characters, event time neither before the order nor more than a day ahead',
    tags,
    access: needs('tracking:manage'),
    body: AddTrackInfoInput,
    response: okEmpty,
  }),
  orderTrackInfo: defineEndpoint({
    method: 'GET',
    path: '/api/order/catchOrderTrackInfo/order/:insideNumber',
    summary: 'An order’s tracking status and its timeline, newest first (the caller’s orders only)',
    tags,
    apiKey: true,
    access: needs('order:list'),
    params: InsideNumberParams,
    response: okObj(TrackInfo),
  }),
  exportTrackingInfo: defineEndpoint({
    method: 'POST',
    path: '/api/order/exportTrackingInfo',
    summary:
      'The tracking events of the orders the order list’s filters match, one row per event (oldest first per ' +
      'order), as a task of the task center',
    tags,
    access: needs('order:list'),
    body: OrderFilter,
    response: okObj(TaskSubmitted),
  }),
  exportOrdersTrackInfo: defineEndpoint({
    method: 'POST',
    path: '/api/order/exportOrdersTrackInfo',
    summary:
      'The orders the order list’s filters match with their tracking status and latest event, one row per order, ' +
      'as a task of the task center',
    tags,
    access: needs('order:list'),
    body: OrderFilter,
    response: okObj(TaskSubmitted),
  }),
  orderTrackingStatusList: defineEndpoint({
    method: 'GET',
    path: '/api/dropdownData/orderTrackingStatusList',
    summary: 'Dropdown of the tracking statuses (value: the status code)',
    tags,
    access: SIGNED_IN_ACCESS,
    response: okRows(Option),
  }),
  trackStatusList: defineEndpoint({
    method: 'GET',
    path: '/api/dropdownData/trackStatusList',
    summary: 'Dropdown of every tracking sub-status, named with its status (value: the sub-status code)',
    tags,
    access: SIGNED_IN_ACCESS,
    response: okRows(Option),
  }),
  otherOrderStatusList: defineEndpoint({
    method: 'GET',
    path: '/api/dropdownData/otherOrderStatusList',
    summary: 'Dropdown of the order statuses off the main line: canceled, intercepted, exception, returned',
    tags,
    access: SIGNED_IN_ACCESS,
    response: okRows(Option),
  }),
  exLabelStatusList: defineEndpoint({
    method: 'GET',
    path: '/api/dropdownData/exLabelStatusList',
    summary: 'Dropdown of the label outcomes that need attention: pending, failed, voided',
    tags,
    access: SIGNED_IN_ACCESS,
    response: okRows(Option),
  }),
  platformCustomerList: defineEndpoint({
    method: 'GET',
    path: '/api/dropdownData/platformCustomerList',
    summary: 'Dropdown of the customers (value: the user id), for the platform',
    tags,
    access: needs('user:list'),
    response: okRows(Option),
  }),
};
