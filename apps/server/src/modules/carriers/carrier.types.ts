import type { LabelFormat } from './label/label.types';

export type { LabelFormat } from './label/label.types';

/** A sender or receiver as the carrier sees it. Strings as the order holds them; empty when unknown. */
export interface ShipmentParty {
  name: string;
  company: string;
  phone: string;
  email: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** Province or state. */
  province: string;
  city: string;
  /** Street lines, first to last (empty lines are skipped). */
  addressLines: string[];
  houseNumber: string;
  postcode: string;
}

/** One box (piece): centimetres and kilograms as decimal strings, never floats. */
export interface ShipmentBox {
  length: string;
  width: string;
  height: string;
  weight: string;
}

/** One customs line: unit value in US dollars, unit weight in kilograms, both decimal strings. */
export interface ShipmentDeclaration {
  nameEn: string;
  nameZh: string;
  hsCode: string;
  quantity: number;
  unitValue: string;
  unitWeight: string;
}

export interface ShipmentRequest {
  orderNo: string;
  insideNumber: string;
  referenceNo: string;
  product: { code: string; name: string };
  sender: ShipmentParty;
  receiver: ShipmentParty;
  boxes: ShipmentBox[];
  declarations: ShipmentDeclaration[];
  labelFormat: LabelFormat;
}

/** How a shipment is booked, beside what is booked. */
export interface ShipmentOptions {
  /**
   * Nobody waits on this booking (a label swept or requested after the placement answered): an adapter that does
   * work of its own for it (the sandbox draws the label) may do it off the thread that answers requests.
   */
  background?: boolean;
}

export interface ShipmentResult {
  trackingNo: string;
  /** The label as the carrier made it: a PDF document or ZPL text (UTF-8 bytes). */
  label: { format: LabelFormat; data: Buffer };
  /** The carrier's own id of the shipment, when it differs from the tracking number. */
  carrierReference?: string;
}

/** One scan of a parcel, as carriers report them (karrio's TrackingEvent, trimmed). */
export interface TrackingEvent {
  trackingNo: string;
  /** When it happened (ISO 8601 with offset). */
  time: string;
  /** A short stable code: INFO_RECEIVED, PICKED_UP, IN_TRANSIT, OUT_FOR_DELIVERY, DELIVERED, CANCELLED... */
  code: string;
  description: string;
  location: string;
}

export interface CancelResult {
  cancelled: boolean;
  reason?: string;
}

/**
 * One carrier's integration, attached to a docking provider by its code. Shaped after the multi-carrier projects
 * (karrio's Proxy/Mapper: create_shipment, cancel_shipment, get_tracking): plain requests in, plain results out,
 * every failure a CarrierError.
 */
export interface CarrierAdapter {
  /** The docking provider's code, e.g. 'SANDBOX'. */
  readonly code: string;
  /** The carrier can void a shipment by a call; else a cancelled order's label stays valid at the carrier. */
  readonly supportsOnlineCancel: boolean;
  /** Books the shipment: a tracking number and the label. Throws CarrierError. */
  createShipment(req: ShipmentRequest, options?: ShipmentOptions): Promise<ShipmentResult>;
  /** Voids a booked shipment. `cancelled: false` with a reason when the carrier refused; throws CarrierError. */
  cancelShipment(req: { trackingNo: string }): Promise<CancelResult>;
  /** The events of these parcels, oldest first per parcel; unknown numbers have none. Throws CarrierError. */
  track(req: { trackingNos: string[] }): Promise<TrackingEvent[]>;
}
