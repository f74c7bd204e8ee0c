import Decimal from 'decimal.js';
import type { TFunction } from 'i18next';
import type { Language } from '@parcelhub/contracts';
import { formatAmount, formatWeight } from '../../../shared/format';
import type {
  FreightExplain,
  LocalizedName,
  MarkupExplain,
  QuoteExplain,
  SurchargeExplain,
  WeighingExplain,
  WeightExplain,
} from './explainTypes';

type T = TFunction<'quote'>;

export type ExplainSectionKey = 'weight' | 'destination' | 'freight' | 'surcharges' | 'markups' | 'extras';

export interface ExplainLine {
  key: string;
  text: string;
  /** Shown before the text, quieter (a surcharge's name). */
  label?: string;
  /** A step that changed nothing (a zero surcharge, a rule that did not apply). */
  muted?: boolean;
  /** A refusal. */
  danger?: boolean;
}

export interface ExplainSection {
  key: ExplainSectionKey;
  lines: ExplainLine[];
}

/** '20.000' -> '20', '0.500' -> '0.5': bounds, steps and ratios as people write them. */
export const plain = (value: string): string => (value.includes('.') ? value.replace(/\.?0+$/, '') : value);

export const nameIn = (name: LocalizedName, lang: Language): string =>
  typeof name === 'string' ? name : (name[lang] ?? name.en);

const kg = (v: string) => formatWeight(v);
const isZero = (v: string) => /^0*(\.0*)?$/.test(v.trim());

/** What the bubble rule, the minimum and the rounding did to one weighing, one arrow step each. */
function weighingSteps(x: WeighingExplain, w: WeightExplain, t: T): string[] {
  const steps: string[] = [];
  switch (x.rule) {
    case 'ACTUAL':
      steps.push(t('explain.rule.ACTUAL', { kg: kg(x.bubbled) }));
      break;
    case 'VOLUMETRIC':
      steps.push(t('explain.rule.VOLUMETRIC', { kg: kg(x.bubbled) }));
      break;
    case 'SPLIT': {
      // The engine charges actual + (volumetric - actual) x (1 - percentage / 100).
      const share = new Decimal(100).minus(new Decimal(w.bubblePercentage || '0')).toString();
      steps.push(t('explain.rule.SPLIT', { share, kg: kg(x.bubbled) }));
      break;
    }
  }
  if (x.minimum) steps.push(t('explain.minimumWeight', { kg: kg(x.minimum) }));
  if (x.beforeCarry !== x.chargeable) {
    steps.push(t('explain.carry', { step: plain(x.carryStep), kg: kg(x.chargeable) }));
  }
  return steps;
}

function weightLines(e: QuoteExplain, t: T): ExplainLine[] {
  const boxes = e.boxes ?? [];
  const w = e.weight ?? null;
  const weighings = w?.weighings ?? [];
  const lines: ExplainLine[] = boxes.map((b, i) => {
    const own = w && w.calcType !== 'PER_SHIPMENT' ? weighings.find((x) => x.box === i) : undefined;
    const head = t('explain.box', {
      n: i + 1,
      length: b.length,
      width: b.width,
      height: b.height,
      actual: kg(b.actual),
      volumetric: kg(b.volumetric),
    });
    return { key: `box-${i}`, text: [head, ...(own && w ? weighingSteps(own, w, t) : [])].join(' → ') };
  });
  const whole = weighings.find((x) => x.box === null);
  if (w && whole) {
    const head = t('explain.shipment', { actual: kg(whole.actual), volumetric: kg(whole.volumetric) });
    lines.push({ key: 'shipment', text: [head, ...weighingSteps(whole, w, t)].join(' → ') });
  }
  if (w) {
    const summed = w.calcType === 'PER_BOX' && boxes.length > 1;
    lines.push({
      key: 'chargeable',
      text: t(summed ? 'explain.chargeableSum' : 'explain.chargeable', { kg: kg(w.chargeable) }),
    });
    lines.push({ key: 'ratio', text: t('explain.volumeRatio', { ratio: plain(w.volumeWeightRatio) }), muted: true });
  }
  return lines;
}

function destinationLines(e: QuoteExplain, t: T): ExplainLine[] {
  const d = e.destination;
  if (!d) return [];
  const place = [d.country, d.postcode].filter(Boolean).join(' ');
  const remote = d.remote
    ? d.remoteBy
      ? t('explain.remoteYesBy', { by: t(`explain.remoteBy.${d.remoteBy}`) })
      : t('explain.remoteYes')
    : t('explain.remoteNo');
  const text = d.zone ? t('explain.zone', { zone: d.zone, place, remote }) : t('explain.noZone', { place, remote });
  return [{ key: 'destination', text }];
}

function bandText(f: FreightExplain, t: T): string {
  const from = f.from === null ? null : plain(f.from);
  const upTo = f.upTo === null ? null : plain(f.upTo);
  if (from !== null && upTo !== null) return t('explain.band.range', { from, upTo });
  if (upTo !== null) return t('explain.band.upTo', { upTo });
  if (from !== null) return t('explain.band.over', { from });
  return t('explain.band.any');
}

function arithmeticText(f: FreightExplain, t: T): string | null {
  const a = f.arithmetic;
  if (!a) return null;
  const price = formatAmount(f.price);
  switch (a.kind) {
    case 'FIRST_ADDITIONAL':
      return t('explain.arithmetic.FIRST_ADDITIONAL', {
        firstWeight: plain(a.firstWeight),
        firstPrice: formatAmount(a.firstPrice),
        steps: a.steps,
        stepPrice: formatAmount(a.stepPrice),
        stepWeight: plain(a.stepWeight),
        price,
      });
    case 'PER_KG':
      return t('explain.arithmetic.PER_KG', { weight: kg(a.weight), unitPrice: formatAmount(a.unitPrice), price });
    case 'FIXED':
      return t('explain.arithmetic.FIXED', { price: formatAmount(a.fixedPrice) });
  }
}

function freightLines(e: QuoteExplain, t: T): ExplainLine[] {
  const f = e.freight;
  if (!f) return [];
  const band = bandText(f, t);
  const arithmetic = arithmeticText(f, t);
  const lines: ExplainLine[] = [
    {
      key: 'band',
      text: arithmetic
        ? t('explain.bandWithArithmetic', { band, arithmetic })
        : t('explain.bandWithKind', { band, kind: t(`explain.kind.${f.kind}`) }),
    },
  ];
  const pp = f.perPiece;
  if (pp) {
    lines.push(
      pp.applied
        ? {
            key: 'perPiece',
            text: t('explain.perPiece', {
              pieces: pp.pieces,
              rate: formatAmount(pp.rate),
              amount: formatAmount(pp.amount),
            }),
          }
        : { key: 'perPiece', text: t('explain.perPieceNot', { limit: plain(pp.limit) }), muted: true },
    );
  }
  if (f.minCharge?.applied) {
    lines.push({ key: 'minCharge', text: t('explain.minCharge', { amount: formatAmount(f.minCharge.amount) }) });
  }
  const total = f.freight ?? f.amount;
  if (total !== undefined) lines.push({ key: 'freight', text: t('explain.freight', { amount: formatAmount(total) }) });
  return lines;
}

function surchargeLine(s: SurchargeExplain, lang: Language, t: T): ExplainLine {
  const inputs = Object.entries(s.inputs)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  const formula = `${s.code} = ${s.formula}${inputs ? ` (${inputs})` : ''}`;
  const base = { key: `surcharge-${s.code}`, label: nameIn(s.name, lang) };
  if (s.refused) {
    const why = s.refuse ? ` (${s.refuse})` : '';
    return { ...base, text: `${formula} → ${t('explain.surchargeRefused')}${why}`, danger: true };
  }
  const amount = s.amount ?? s.value ?? null;
  const zero = amount === null || isZero(amount);
  return { ...base, text: `${formula} → ${amount === null ? '-' : formatAmount(amount)}`, muted: zero };
}

function lineName(code: string, t: T): string {
  return code === 'FREIGHT' ? t('explain.lineNames.FREIGHT') : code;
}

function markupLine(m: MarkupExplain, i: number, t: T): ExplainLine {
  const key = `markup-${i}`;
  switch (m.step) {
    case 'BASIC':
    case 'SURCHARGE': {
      const value = m.kind === 'PERCENT' ? `${plain(m.value)}%` : formatAmount(m.value);
      const text = t('explain.markup', {
        line: lineName(m.line, t),
        value,
        before: formatAmount(m.before),
        after: formatAmount(m.after),
      });
      return { key, text, muted: m.before === m.after };
    }
    case 'HANDLING':
      return {
        key,
        text:
          m.kind === 'PERCENT'
            ? t('explain.handlingPercent', {
                value: plain(m.value),
                base: formatAmount(m.base),
                amount: formatAmount(m.amount),
              })
            : t('explain.handling', { amount: formatAmount(m.amount) }),
      };
    case 'MINIMUM':
      return {
        key,
        text: t('explain.minimumOrder', {
          min: formatAmount(m.minOrderAmount),
          before: formatAmount(m.before),
          amount: formatAmount(m.amount),
        }),
      };
  }
}

function extraLines(e: QuoteExplain, t: T): ExplainLine[] {
  const lines: ExplainLine[] = [];
  if (e.handling) lines.push({ key: 'handling', text: t('explain.handling', { amount: formatAmount(e.handling) }) });
  if (e.minimum) lines.push({ key: 'minimum', text: t('explain.minimumTopUp', { amount: formatAmount(e.minimum) }) });
  return lines;
}

/**
 * The explanation worded as short lines, section by section, from whatever parts it holds: the full one for the
 * platform and suppliers (band arithmetic, cost surcharges, markups), the reduced one for customers.
 */
export function explainSections(e: QuoteExplain, lang: Language, t: T): ExplainSection[] {
  const sections: ExplainSection[] = [
    { key: 'weight', lines: weightLines(e, t) },
    { key: 'destination', lines: destinationLines(e, t) },
    { key: 'freight', lines: freightLines(e, t) },
    { key: 'surcharges', lines: (e.surcharges ?? []).map((s) => surchargeLine(s, lang, t)) },
    { key: 'markups', lines: (e.markups ?? []).map((m, i) => markupLine(m, i, t)) },
    { key: 'extras', lines: extraLines(e, t) },
  ];
  return sections.filter((s) => s.lines.length > 0);
}
