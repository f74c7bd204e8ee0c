import { defineEndpoint, needs, PUBLIC_ACCESS } from '../common/endpoint';
import { okRows } from '../common/envelope';
import { OrderTrackingQuery, OrderTrackingRow, PublicTrackInput, PublicTrackResult } from './public-tracking';

const tags = ['public tracking'];

export const publicTrackingEndpoints = {
  track: defineEndpoint({
    method: 'POST',
    path: '/api/public/track',
    summary:
      'Anyone: the status and timeline (newest first) of up to 40 tracking, order (inside) or reference numbers, ' +
      'one answer per number in the order given ("found": false for an unknown one); no name, phone or address. ' +
      'Limited per client address (429 with Retry-After)',
    tags,
    access: PUBLIC_ACCESS,
    body: PublicTrackInput,
    response: okRows(PublicTrackResult),
  }),
  orderTrackingList: defineEndpoint({
    method: 'POST',
    path: '/api/orderTracking/list',
    summary:
      'The caller’s orders (a customer its own, a sub-account its main account’s, a supplier those routed to it, ' +
      'the platform all), newest first, with their tracking status and latest event; filtered by tracking status ' +
      'and by up to 40 numbers',
    tags,
    access: needs('order:list'),
    body: OrderTrackingQuery,
    response: okRows(OrderTrackingRow),
  }),
};
