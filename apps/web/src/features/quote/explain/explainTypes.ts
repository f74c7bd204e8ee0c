/**
 * The quote explanation as the web reads it. The contract carries it as `unknown`: the platform and suppliers get
 * the engine's full explanation (server: pricing/engine/result.ts, QuoteExplain), a customer the reduced view
 * (pricing/quote.view.ts, customerExplain). Every part is optional here, so one renderer shows whichever of the two
 * came, and a part either leaves out is simply not shown.
 */

export type LocalizedName = string | { zh: string; en: string; ko: string };

export interface BoxExplain {
  length: string;
  width: string;
  height: string;
  /** kg, 3 places. */
  actual: string;
  volumetric: string;
  longestSide?: string;
  girth?: string;
}

export interface WeighingExplain {
  /** The box's index, or null when the whole shipment is weighed at once (PER_SHIPMENT). */
  box: number | null;
  actual: string;
  volumetric: string;
  rule: 'ACTUAL' | 'VOLUMETRIC' | 'SPLIT';
  bubbled: string;
  minimum: string | null;
  beforeCarry: string;
  carryStep: string;
  chargeable: string;
}

export interface WeightExplain {
  calcType: 'PER_BOX' | 'PER_SHIPMENT';
  bubbleWay: 'NONE' | 'FULL' | 'SPLIT';
  bubblePercentage: string;
  volumeWeightRatio: string;
  weighings: WeighingExplain[];
  actual: string;
  volumetric: string;
  chargeable: string;
}

export interface DestinationExplain {
  country: string;
  postcode: string;
  zone: string | null;
  remote: boolean;
  remoteBy: 'ZONE_ENTRY' | 'REMOTE_LIST' | null;
}

export type BandArithmetic =
  | {
      kind: 'FIRST_ADDITIONAL';
      firstWeight: string;
      firstPrice: string;
      stepWeight: string;
      stepPrice: string;
      steps: number;
    }
  | { kind: 'PER_KG'; weight: string; unitPrice: string }
  | { kind: 'FIXED'; fixedPrice: string };

export type BandKind = BandArithmetic['kind'];

export interface FreightExplain {
  zone: string;
  band: number;
  from: string | null;
  upTo: string | null;
  kind: BandKind;
  /** Platform and supplier: how the band priced the weight. */
  arithmetic?: BandArithmetic;
  price?: string;
  perPiece?: { pieces: number; rate: string; limit: string; applied: boolean; amount: string } | null;
  minCharge?: { amount: string; applied: boolean } | null;
  /** Platform and supplier: the cost freight. */
  freight?: string;
  /** Customer: the customer's freight line. */
  amount?: string;
}

export interface SurchargeExplain {
  code: string;
  name: LocalizedName;
  type: 'SURCHARGE' | 'SIZELIMIT';
  order?: number;
  formula: string;
  inputs: Record<string, string>;
  refuse?: string | null;
  refused: boolean;
  value?: string | null;
  amount: string | null;
}

export type MarkupExplain =
  | {
      step: 'BASIC' | 'SURCHARGE';
      line: string;
      kind: 'PERCENT' | 'FIXED';
      value: string;
      before: string;
      after: string;
    }
  | { step: 'HANDLING'; kind: 'PERCENT' | 'FIXED'; value: string; base: string; amount: string }
  | { step: 'MINIMUM'; minOrderAmount: string; before: string; amount: string };

export interface QuoteExplain {
  boxes?: BoxExplain[];
  weight?: WeightExplain | null;
  destination?: DestinationExplain | null;
  freight?: FreightExplain | null;
  surcharges?: SurchargeExplain[];
  /** Platform and supplier. */
  markups?: MarkupExplain[];
  /** Customer: the handling line's amount, when one applies. */
  handling?: string | null;
  /** Customer: the minimum-order top-up, when one applies. */
  minimum?: string | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = <T>(v: unknown): T[] | undefined => (Array.isArray(v) ? v.filter(isRecord).map((x) => x as T) : undefined);
const part = <T>(v: unknown): T | null => (isRecord(v) ? (v as T) : null);
const text = (v: unknown): string | null => (typeof v === 'string' || typeof v === 'number' ? String(v) : null);

/** The explanation of a row, or null when the row has none (refused before the engine ran). */
export function readExplain(value: unknown): QuoteExplain | null {
  if (!isRecord(value)) return null;
  const weight = part<WeightExplain>(value.weight);
  return {
    boxes: list<BoxExplain>(value.boxes),
    weight: weight && { ...weight, weighings: list<WeighingExplain>(weight.weighings) ?? [] },
    destination: part<DestinationExplain>(value.destination),
    freight: part<FreightExplain>(value.freight),
    surcharges: list<SurchargeExplain>(value.surcharges)?.map((s) => ({
      ...s,
      inputs: isRecord(s.inputs) ? (s.inputs as Record<string, string>) : {},
    })),
    markups: list<MarkupExplain>(value.markups),
    handling: text(value.handling),
    minimum: text(value.minimum),
  };
}
