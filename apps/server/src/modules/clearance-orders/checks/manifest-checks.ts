import Decimal from 'decimal.js';

/**
 * The key-information check of a clearance manifest (issue 41, item 4): plain functions over parsed lines, so the
 * background task, the tests and the benchmark run the same code. A line may fail (ERROR: the order does not pass)
 * or be flagged for review (REVIEW: a code whose heading is not among its goods name's candidates; the order passes).
 */
export interface ManifestLine {
  /** The line's row in the sheet, as the customer sees it. */
  lineNo: number;
  parcelNo: string;
  bagNo: string;
  goodsName: string;
  hsCode: string;
  quantity: number;
  /** Decimal text, kilograms. */
  weightKg: string;
  /** Decimal text, in the manifest's currency. */
  declaredValue: string;
  /** ISO 3166-1 alpha-2 of the destination. */
  country: string;
  consigneeType: 'PERSONAL' | 'BUSINESS';
  personalCustomsCode?: string | null;
  eori?: string | null;
  zip?: string | null;
}

export type CheckCode =
  | 'HS_FORMAT'
  | 'HS_UNKNOWN'
  | 'HS_NAME_MISMATCH'
  | 'VALUE_NOT_POSITIVE'
  | 'UNIT_VALUE_TOO_LOW'
  | 'VALUE_PER_KG_TOO_LOW'
  | 'WEIGHT_PER_PIECE_TOO_LOW'
  | 'KR_PCCC_MISSING'
  | 'KR_PCCC_FORMAT'
  | 'EU_EORI_MISSING'
  | 'EU_EORI_FORMAT'
  | 'US_ZIP_MISSING'
  | 'US_ZIP_FORMAT'
  | 'TOTAL_PIECES_MISMATCH'
  | 'TOTAL_WEIGHT_MISMATCH';

export interface CheckFinding {
  /** 0 for a finding about the whole manifest (its totals). */
  lineNo: number;
  field: string;
  code: CheckCode;
  severity: 'ERROR' | 'REVIEW';
  params: Record<string, string | number>;
}

export interface CheckResult {
  passed: boolean;
  errors: number;
  reviews: number;
  findings: CheckFinding[];
}

/** What the check needs from the HS codes module: is a 6-digit code in the nomenclature, and which 4-digit headings
 * the matcher proposes for a goods name (null when it has no idea: nothing is flagged then). */
export interface HsKnowledge {
  exists(hsCode: string): boolean;
  headingsFor(goodsName: string): ReadonlySet<string> | null;
}

/** The bill's own totals, from its bags. */
export interface BillTotals {
  pieces: number;
  weightKg: string;
}

/** The limits a declared value must keep (in the manifest's currency). */
export const MIN_UNIT_VALUE = new Decimal('0.01');
export const MIN_VALUE_PER_KG = new Decimal('0.5');
/** A piece weighs at least a gram. */
export const MIN_WEIGHT_PER_PIECE_KG = new Decimal('0.001');
/** The manifest's weight may differ from the bags' by 2%, and by at least 0.5 kg (scales and tare). */
export const WEIGHT_TOLERANCE_RATIO = new Decimal('0.02');
export const WEIGHT_TOLERANCE_MIN_KG = new Decimal('0.5');

/** EU member states: a business consignee needs an EORI number. */
export const EU_COUNTRIES: ReadonlySet<string> = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '),
);

const HS6 = /^\d{6}$/;
/** Korea's personal customs clearance code: P and 12 digits. */
const PCCC = /^P\d{12}$/;
/** EORI: the issuing state's two letters and up to 15 letters or digits. */
const EORI = /^[A-Z]{2}[A-Z0-9]{1,15}$/;
const US_ZIP = /^\d{5}(?:-\d{4})?$/;

const blank = (v: string | null | undefined) => v == null || v.trim() === '';

/** The findings of one line. */
export function checkLine(line: ManifestLine, hs: HsKnowledge): CheckFinding[] {
  const out: CheckFinding[] = [];
  const add = (
    field: string,
    code: CheckCode,
    params: Record<string, string | number> = {},
    severity: CheckFinding['severity'] = 'ERROR',
  ) => out.push({ lineNo: line.lineNo, field, code, severity, params });

  const code = line.hsCode.trim();
  if (!HS6.test(code)) add('hsCode', 'HS_FORMAT', { hsCode: code });
  else if (!hs.exists(code)) add('hsCode', 'HS_UNKNOWN', { hsCode: code });
  else {
    const headings = hs.headingsFor(line.goodsName);
    if (headings && headings.size > 0 && !headings.has(code.slice(0, 4)))
      add(
        'hsCode',
        'HS_NAME_MISMATCH',
        { hsCode: code, goodsName: line.goodsName, expected: [...headings].join(', ') },
        'REVIEW',
      );
  }

  const value = new Decimal(line.declaredValue);
  const weight = new Decimal(line.weightKg);
  if (value.lte(0)) add('declaredValue', 'VALUE_NOT_POSITIVE', { value: line.declaredValue });
  else {
    if (value.div(line.quantity).lt(MIN_UNIT_VALUE))
      add('declaredValue', 'UNIT_VALUE_TOO_LOW', {
        value: line.declaredValue,
        quantity: line.quantity,
        min: MIN_UNIT_VALUE.toString(),
      });
    if (weight.gt(0) && value.div(weight).lt(MIN_VALUE_PER_KG))
      add('declaredValue', 'VALUE_PER_KG_TOO_LOW', {
        value: line.declaredValue,
        weight: line.weightKg,
        min: MIN_VALUE_PER_KG.toString(),
      });
  }
  if (weight.div(line.quantity).lt(MIN_WEIGHT_PER_PIECE_KG))
    add('weightKg', 'WEIGHT_PER_PIECE_TOO_LOW', { weight: line.weightKg, quantity: line.quantity });

  const country = line.country.toUpperCase();
  if (country === 'KR') {
    if (blank(line.personalCustomsCode)) add('personalCustomsCode', 'KR_PCCC_MISSING');
    else if (!PCCC.test(line.personalCustomsCode!.trim().toUpperCase()))
      add('personalCustomsCode', 'KR_PCCC_FORMAT', { value: line.personalCustomsCode!.trim() });
  } else if (EU_COUNTRIES.has(country) && line.consigneeType === 'BUSINESS') {
    if (blank(line.eori)) add('eori', 'EU_EORI_MISSING', { country });
    else if (!EORI.test(line.eori!.trim().toUpperCase())) add('eori', 'EU_EORI_FORMAT', { value: line.eori!.trim() });
  } else if (country === 'US') {
    if (blank(line.zip)) add('zip', 'US_ZIP_MISSING');
    else if (!US_ZIP.test(line.zip!.trim())) add('zip', 'US_ZIP_FORMAT', { value: line.zip!.trim() });
  }
  return out;
}

/**
 * The whole manifest: every line's findings, then its totals against the bill's bags. Pieces are the manifest's
 * distinct parcels; the weight is the lines' sum, within the tolerance.
 */
export function checkManifest(lines: readonly ManifestLine[], hs: HsKnowledge, bill: BillTotals): CheckResult {
  const findings: CheckFinding[] = [];
  const parcels = new Set<string>();
  let weight = new Decimal(0);
  for (const line of lines) {
    for (const f of checkLine(line, hs)) findings.push(f);
    parcels.add(line.parcelNo.trim());
    weight = weight.plus(line.weightKg);
  }
  if (parcels.size !== bill.pieces)
    findings.push({
      lineNo: 0,
      field: 'pieces',
      code: 'TOTAL_PIECES_MISMATCH',
      severity: 'ERROR',
      params: { manifest: parcels.size, bill: bill.pieces },
    });
  const billWeight = new Decimal(bill.weightKg);
  const tolerance = Decimal.max(WEIGHT_TOLERANCE_MIN_KG, billWeight.mul(WEIGHT_TOLERANCE_RATIO));
  if (weight.minus(billWeight).abs().gt(tolerance))
    findings.push({
      lineNo: 0,
      field: 'weightKg',
      code: 'TOTAL_WEIGHT_MISMATCH',
      severity: 'ERROR',
      params: { manifest: weight.toString(), bill: billWeight.toString(), tolerance: tolerance.toString() },
    });
  const errors = findings.filter((f) => f.severity === 'ERROR').length;
  return { passed: errors === 0, errors, reviews: findings.length - errors, findings };
}
