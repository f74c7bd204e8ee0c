/** The label formats a carrier can answer and the printers take: a 4x6 inch PDF page, or ZPL for 203 dpi printers. */
export type LabelFormat = 'PDF' | 'ZPL';
export const LABEL_FORMATS: readonly LabelFormat[] = ['PDF', 'ZPL'];

/** An address block on the label (plain fields: a shipment's party fits as it is). */
export interface LabelParty {
  name: string;
  company: string;
  phone: string;
  countryCode: string;
  province: string;
  city: string;
  addressLines: string[];
  houseNumber: string;
  postcode: string;
}

/** What one label shows; independent of orders. */
export interface LabelData {
  /** Code 128 with the text under it: letters, digits and . - / only, up to 40. */
  trackingNo: string;
  /** Code 128 as well, same characters. */
  insideNumber: string;
  orderNo: string;
  referenceNo: string;
  productName: string;
  sender: LabelParty;
  receiver: LabelParty;
  /** Kilograms, a decimal string as the order holds it (e.g. '2.350'). */
  weightKg: string;
  pieces: number;
  /** The date printed: a string as it is (e.g. '2025-03-01'), a Date as YYYY-MM-DD in China time (UTC+8). */
  date: string | Date;
}
