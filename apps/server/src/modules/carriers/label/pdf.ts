import PDFDocument from 'pdfkit';
import { barRuns, code128Modules, moduleCount } from './barcode';
import { DEFAULT_LABEL_FONT, loadLabelFont, type LabelFontSpec } from './fonts';
import type { LabelData } from './label.types';
import { cellSlot, LAYOUT, PAGE, type TextSlot } from './layout';
import { checkLabel, cleanText, dateText, LabelDataError, latinOnly, partyLines } from './text';
import { fitText, type Measure } from './wrap';

export interface PdfLabelOptions {
  /** The font for user text; null: built-in Helvetica only (non-Latin text shown as '?'). Default: Noto Sans CJK. */
  font?: LabelFontSpec | null;
}

/** How one face draws: the pdfkit font name, its width at size 1, and what text it can print. */
interface Face {
  name: string;
  measure: Measure;
  prepare: (text: string) => string;
}

/** Baseline of a line within its advance (a multiple of the size): room above for CJK ascenders, below for descenders. */
const BASELINE = 0.95;
const USER_FONT = 'label-text';

type Doc = PDFKit.PDFDocument;

/** A built-in font's width at size 1, through pdfkit's own metrics (AFM), cached for the document. */
function standardMeasure(doc: Doc, name: string): Measure {
  const widths = new Map<string, number>();
  return (text) => {
    let w = widths.get(text);
    if (w === undefined) {
      doc.font(name).fontSize(1);
      w = doc.widthOfString(text);
      widths.set(text, w);
    }
    return w;
  };
}

function drawSlot(doc: Doc, slot: TextSlot, paragraphs: readonly string[], face: Face): void {
  const texts = paragraphs.map((p) => face.prepare(cleanText(p)));
  const fit = fitText(texts, slot, face.measure, {
    maxSize: slot.maxSize,
    minSize: slot.minSize,
    lineHeight: LAYOUT.lineHeight,
    ...(slot.maxLines === undefined ? {} : { maxLines: slot.maxLines }),
  });
  if (fit.lines.length === 0) return;
  // The fit keeps text inside its box; the clip makes sure of it whatever a font's kerning adds.
  doc.save();
  doc.rect(slot.x, slot.y, slot.width, slot.height).clip();
  // Measured first: a built-in face's measure switches the document's font size.
  const lefts = fit.lines.map((line) => {
    const free = Math.max(0, slot.width - face.measure(line) * fit.size);
    return slot.x + (slot.align === 'center' ? free / 2 : slot.align === 'right' ? free : 0);
  });
  doc.font(face.name).fontSize(fit.size);
  fit.lines.forEach((line, i) => {
    const y = slot.y + fit.size * (i * LAYOUT.lineHeight + BASELINE);
    doc.text(line, lefts[i] ?? slot.x, y, { lineBreak: false, baseline: 'alphabetic' });
  });
  doc.restore();
}

/** Code 128 bars centred in the box, modules as wide as fit (at most LAYOUT.maxModule points), quiet zones kept. */
function drawBarcode(doc: Doc, box: { x: number; y: number; width: number; height: number }, value: string): void {
  const sbs = code128Modules(value);
  const modules = moduleCount(sbs);
  const module = Math.min(LAYOUT.maxModule, box.width / (modules + 2 * LAYOUT.quietModules));
  const left = box.x + (box.width - modules * module) / 2;
  for (const [x, w] of barRuns(sbs)) doc.rect(left + x * module, box.y, w * module, box.height);
  doc.fillColor('black').fill();
}

function drawLabel(doc: Doc, label: LabelData, text: Face, plain: Face, bold: Face): void {
  doc.addPage();
  doc.lineWidth(0.8).strokeColor('black');
  for (const y of LAYOUT.rules) doc.moveTo(LAYOUT.margin, y).lineTo(PAGE.width - LAYOUT.margin, y);
  doc.stroke();
  for (const c of LAYOUT.captions) drawCaption(doc, bold, c.text, c.x, c.y, c.size);

  drawSlot(doc, LAYOUT.product, [label.productName], text);
  drawSlot(doc, LAYOUT.date, [dateText(label.date)], text);
  drawSlot(doc, LAYOUT.pieces, [`${label.pieces} PCS`], bold);
  drawSlot(doc, LAYOUT.sender, partyLines(label.sender), text);
  drawSlot(doc, LAYOUT.receiver, partyLines(label.receiver), text);
  drawSlot(doc, LAYOUT.country, [cleanText(label.receiver.countryCode).toUpperCase()], bold);
  drawSlot(doc, LAYOUT.postcode, [label.receiver.postcode], bold);

  drawBarcode(doc, LAYOUT.trackingBars, label.trackingNo);
  drawSlot(doc, LAYOUT.trackingText, [label.trackingNo], bold);
  const values = [label.orderNo, label.referenceNo, label.weightKg, String(label.pieces)];
  LAYOUT.cells.forEach((cell, i) => {
    drawCaption(doc, bold, cell.caption, cell.x, cell.y, LAYOUT.captionSize);
    drawSlot(doc, cellSlot(cell), [values[i] ?? ''], i < 2 ? text : plain);
  });
  drawBarcode(doc, LAYOUT.insideBars, label.insideNumber);
  drawSlot(doc, LAYOUT.insideText, [label.insideNumber], plain);
}

function drawCaption(doc: Doc, face: Face, caption: string, x: number, y: number, size: number): void {
  doc
    .font(face.name)
    .fontSize(size)
    .text(caption, x, y + size * BASELINE, { lineBreak: false, baseline: 'alphabetic' });
}

const LATIN_1 = /^[\x20-\x7E\u00A0-\u00FF]*$/u;

/** Every text of the labels a user typed (names, addresses, product…): all Latin-1 needs no embedded face. */
function allLatin(labels: readonly LabelData[]): boolean {
  return labels.every((l) =>
    [l.productName, l.orderNo, l.referenceNo, l.sender, l.receiver]
      .flatMap((v) => (typeof v === 'string' ? [v] : [...Object.values(v).flat()]))
      .every((t) => typeof t !== 'string' || LATIN_1.test(t)),
  );
}

/**
 * One 4x6 inch page (288 x 432 pt) per label, in one PDF. Labels whose text is all Latin-1 are drawn in the built-in
 * Helvetica: subsetting the CJK face costs tens of milliseconds a document, most of a single label's time. The CJK font is parsed once per process and subset once
 * per document, so a batch of 500 pays its embedding once. Throws LabelDataError for numbers Code 128 cannot carry.
 */
export async function renderLabelsPdf(labels: readonly LabelData[], options: PdfLabelOptions = {}): Promise<Buffer> {
  if (labels.length === 0) throw new LabelDataError('labels', 'at least one label is needed');
  labels.forEach((l, i) => checkLabel(l, labels.length > 1 ? i : 0));
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    autoFirstPage: false,
    compress: true,
    info: {
      Title: labels.length === 1 ? `Label ${labels[0]!.trackingNo}` : `${labels.length} labels`,
      Producer: 'Parcelhub',
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const plain: Face = { name: 'Helvetica', measure: standardMeasure(doc, 'Helvetica'), prepare: latinOnly };
  const bold: Face = { name: 'Helvetica-Bold', measure: standardMeasure(doc, 'Helvetica-Bold'), prepare: latinOnly };
  const loaded = allLatin(labels)
    ? null
    : loadLabelFont(options.font === undefined ? DEFAULT_LABEL_FONT : options.font);
  let text = plain;
  if (loaded) {
    // pdfkit takes a fontkit font object as a source (typed as file sources only).
    doc.registerFont(USER_FONT, loaded.font as unknown as Buffer);
    text = { name: USER_FONT, measure: loaded.measure, prepare: (t) => t };
  }
  try {
    for (const label of labels) drawLabel(doc, label, text, plain, bold);
  } finally {
    doc.end();
  }
  return finished;
}
