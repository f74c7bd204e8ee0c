import { barRuns, code128Modules, moduleCount } from './code128';
import { DEFAULT_LABEL_FONT, loadLabelFont, type LabelFontSpec } from './fonts';
import type { LabelData } from './label.types';
import { cellSlot, LAYOUT, PAGE, type Box, type TextSlot } from './layout';
import { RawPdf } from './raw-pdf';
import { standardMeasure, type StandardFace } from './standard-faces';
import { checkLabel, cleanText, dateText, LabelDataError, latinOnly, partyLines, WIN_ANSI_TEXT } from './text';
import { fitText, type Measure } from './wrap';

export interface PdfLabelOptions {
  /** The font for user text; null: built-in Helvetica only (non-Latin text shown as '?'). Default: Noto Sans CJK. */
  font?: LabelFontSpec | null;
}

/** How one face draws: its name on the canvas, its width at size 1, and what text it can print. */
interface Face {
  name: string;
  measure: Measure;
  prepare: (text: string) => string;
}

/** Baseline of a line within its advance (a multiple of the size): room above for CJK ascenders, below for descenders. */
const BASELINE = 0.95;
const USER_FONT = 'label-text';

const builtInFaces = new Map<StandardFace, Face>();

/** A built-in face (its widths read once per process). */
function builtIn(name: StandardFace): Face {
  let face = builtInFaces.get(name);
  if (!face) builtInFaces.set(name, (face = { name, measure: standardMeasure(name), prepare: latinOnly }));
  return face;
}

function drawSlot(canvas: RawPdf, slot: TextSlot, paragraphs: readonly string[], face: Face): void {
  const texts = paragraphs.map((p) => face.prepare(cleanText(p)));
  const fit = fitText(texts, slot, face.measure, {
    maxSize: slot.maxSize,
    minSize: slot.minSize,
    lineHeight: LAYOUT.lineHeight,
    ...(slot.maxLines === undefined ? {} : { maxLines: slot.maxLines }),
  });
  if (fit.lines.length === 0) return;
  const lines = fit.lines.map((text, i) => {
    const free = Math.max(0, slot.width - face.measure(text) * fit.size);
    const x = slot.x + (slot.align === 'center' ? free / 2 : slot.align === 'right' ? free : 0);
    return { x, y: slot.y + fit.size * (i * LAYOUT.lineHeight + BASELINE), text };
  });
  // The fit keeps text inside its box; the clip makes sure of it whatever a font's kerning adds.
  canvas.text(face.name, fit.size, lines, slot);
}

/** Code 128 bars centred in the box, modules as wide as fit (at most LAYOUT.maxModule points), quiet zones kept. */
function drawBarcode(canvas: RawPdf, box: Box, value: string): void {
  const sbs = code128Modules(value);
  const modules = moduleCount(sbs);
  const module = Math.min(LAYOUT.maxModule, box.width / (modules + 2 * LAYOUT.quietModules));
  const left = box.x + (box.width - modules * module) / 2;
  canvas.fill(
    barRuns(sbs).map(([x, w]) => ({ x: left + x * module, y: box.y, width: w * module, height: box.height })),
  );
}

function drawCaption(canvas: RawPdf, face: Face, caption: string, x: number, y: number, size: number): void {
  canvas.text(face.name, size, [{ x, y: y + size * BASELINE, text: caption }]);
}

function drawLabel(canvas: RawPdf, label: LabelData, text: Face, plain: Face, bold: Face): void {
  canvas.addPage();
  canvas.lines(
    0.8,
    LAYOUT.rules.map((y) => [LAYOUT.margin, y, PAGE.width - LAYOUT.margin, y] as const),
  );
  for (const c of LAYOUT.captions) drawCaption(canvas, bold, c.text, c.x, c.y, c.size);

  drawSlot(canvas, LAYOUT.product, [label.productName], text);
  drawSlot(canvas, LAYOUT.date, [dateText(label.date)], text);
  drawSlot(canvas, LAYOUT.pieces, [`${label.pieces} PCS`], bold);
  drawSlot(canvas, LAYOUT.sender, partyLines(label.sender), text);
  drawSlot(canvas, LAYOUT.receiver, partyLines(label.receiver), text);
  drawSlot(canvas, LAYOUT.country, [cleanText(label.receiver.countryCode).toUpperCase()], bold);
  drawSlot(canvas, LAYOUT.postcode, [label.receiver.postcode], bold);

  drawBarcode(canvas, LAYOUT.trackingBars, label.trackingNo);
  drawSlot(canvas, LAYOUT.trackingText, [label.trackingNo], bold);
  const values = [label.orderNo, label.referenceNo, label.weightKg, String(label.pieces)];
  LAYOUT.cells.forEach((cell, i) => {
    drawCaption(canvas, bold, cell.caption, cell.x, cell.y, LAYOUT.captionSize);
    drawSlot(canvas, cellSlot(cell), [values[i] ?? ''], i < 2 ? text : plain);
  });
  drawBarcode(canvas, LAYOUT.insideBars, label.insideNumber);
  drawSlot(canvas, LAYOUT.insideText, [label.insideNumber], plain);
}

/** Every text of the labels a user typed (names, addresses, product…): all Latin-1 needs no embedded face. */
function allLatin(labels: readonly LabelData[]): boolean {
  return labels.every((l) =>
    [l.productName, l.orderNo, l.referenceNo, l.sender, l.receiver]
      .flatMap((v) => (typeof v === 'string' ? [v] : [...Object.values(v).flat()]))
      .every((t) => typeof t !== 'string' || WIN_ANSI_TEXT.test(t)),
  );
}

const PRODUCER = 'Parcelhub';

/**
 * One 4x6 inch page (288 x 432 pt) per label, in one PDF written directly (`RawPdf`). Labels whose text is all
 * Latin-1 (or all labels, when the CJK font cannot be loaded) use only the built-in Helvetica faces; otherwise user
 * text is drawn in the CJK face, parsed once per process, its glyphs carried as Type 3 procedures outlined once per
 * process. Throws LabelDataError for numbers Code 128 cannot carry.
 */
export async function renderLabelsPdf(labels: readonly LabelData[], options: PdfLabelOptions = {}): Promise<Buffer> {
  if (labels.length === 0) throw new LabelDataError('labels', 'at least one label is needed');
  labels.forEach((l, i) => checkLabel(l, labels.length > 1 ? i : 0));
  const title = labels.length === 1 ? `Label ${labels[0]!.trackingNo}` : `${labels.length} labels`;
  const font = allLatin(labels) ? null : loadLabelFont(options.font === undefined ? DEFAULT_LABEL_FONT : options.font);
  const plain = builtIn('Helvetica');
  const pdf = new RawPdf({
    title,
    producer: PRODUCER,
    width: PAGE.width,
    height: PAGE.height,
    ...(font ? { embedded: { name: USER_FONT, outlines: font.outlines } } : {}),
  });
  const text: Face = font ? { name: USER_FONT, measure: font.measure, prepare: (t) => t } : plain;
  for (const label of labels) drawLabel(pdf, label, text, plain, builtIn('Helvetica-Bold'));
  return pdf.finish();
}
