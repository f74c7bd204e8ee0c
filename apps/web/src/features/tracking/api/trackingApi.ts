import { trackingEndpoints as tracking, type AddTrackInfoInput } from '@parcelhub/contracts';
import { callObj } from '../../../shared/http/endpoint';

export const trackingApi = {
  orderTrack: (insideNumber: string, signal?: AbortSignal) =>
    callObj(tracking.orderTrackInfo, { params: { insideNumber } }, { signal }),
  /** Silent: the form shows the refusal on its fields. */
  addEvent: (input: AddTrackInfoInput) => callObj(tracking.addEvent, { body: input }, { silent: true }),
};
