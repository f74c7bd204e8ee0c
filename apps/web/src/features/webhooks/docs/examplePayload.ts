import type { WebhookMessageBody } from '@parcelhub/contracts';

/** What a `tracking.updated` message looks like (the page shows it; typed, so it follows the contract). */
export const EXAMPLE_PAYLOAD: WebhookMessageBody = {
  type: 'tracking.updated',
  timestamp: '2026-12-06T08:15:00.000Z',
  data: {
    sequence: 4,
    orderNo: 'PH20261206000123',
    insideNumber: 'PH1206000123',
    trackingNo: '1Z999AA10123456784',
    carrierCode: 'SANDBOX',
    status: 'OUT_FOR_DELIVERY',
    subStatus: null,
    latestEvent: {
      status: 'OUT_FOR_DELIVERY',
      subStatus: null,
      eventTime: '2026-12-06T08:10:00.000Z',
      location: 'Los Angeles, CA',
      description: 'Out for delivery',
    },
    events: [
      {
        status: 'OUT_FOR_DELIVERY',
        subStatus: null,
        eventTime: '2026-12-06T08:10:00.000Z',
        location: 'Los Angeles, CA',
        description: 'Out for delivery',
      },
      {
        status: 'IN_TRANSIT',
        subStatus: 'CUSTOMS_RELEASED',
        eventTime: '2026-12-05T22:40:00.000Z',
        location: 'LAX',
        description: 'Released',
      },
    ],
  },
};
