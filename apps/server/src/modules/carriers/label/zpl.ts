import { code128Modules, moduleCount } from './code128';
import type { LabelData } from './label.types';
import { cellSlot, LAYOUT, PAGE, type Box, type TextSlot } from './layout';
import { checkLabel, cleanText, dateText, partyLines } from './text';
import { fitText, isWide, type Measure } from './wrap';
import { DEFAULT_LABEL_FONT, loadLabelFont, type LabelFontSpec } from './fonts';
import { graphicField, rasteriseLine } from './zpl-graphic';

/** 203 dpi: dots per PDF point. 288 x 432 pt is 812 x 1218 dots. */
export const DOTS_PER_POINT = 203 / 72;
export const ZPL_WIDTH = Math.round(PAGE.width * DOTS_PER_POINT);
export const ZPL_HEIGHT = Math.round(PAGE.height * DOTS_PER_POINT);

export interface ZplLabelOptions {
  /**
   * A printer-resident Unicode font for user text, e.g. 'E:ANMDJ.TTF' (^A@). Without one, text is printed with the
   * built-in scalable font 0, which has Latin glyphs only: Chinese or Korean needs such a font on the printer.
   */
  unicodeFont?: string;
  /**
   * Without a printer font, text font 0 cannot print (Chinese, Korean…) is drawn with this font file and sent as a
   * ^GF graphic. Default: the Noto Sans CJK face of the PDF labels; null, or a font that cannot be read, leaves the
   * text in ^FD (a printer without the glyphs shows it as boxes).
   */
  rasterFont?: LabelFontSpec | null;
}

/** What the printer's built-in font 0 prints under ^CI28: Latin, Latin-1 and Latin Extended-A/B. */
const FONT_ZERO = /^[\u0020-\u024F]*$/u;

const dots = (pt: number) => Math.round(pt * DOTS_PER_POINT);

/**
 * Field data safe for ^FD under ^FH (hex escapes with '_'): '_', '^' and '~' become _5F, _5E and _7E, so user text
 * can neither end the field nor start a command; controls are gone already (cleanText).
 */
export function zplEscape(text: string): string {
  return cleanText(text).replace(/[_^~]/g, (c) => `_${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/**
 * Font 0 is a condensed face; its widths are not published per glyph, so text is measured conservatively: a wide
 * (CJK, Hangul) character one em, any other 0.62 em at ^A0 with width = height.
 */
const zplMeasure: Measure = (text) => {
  let w = 0;
  for (const ch of text) w += isWide(ch) ? 1 : 0.62;
  return w;
};

function scaled(slot: TextSlot): TextSlot {
  return {
    ...slot,
    x: dots(slot.x),
    y: dots(slot.y),
    width: dots(slot.width),
    height: dots(slot.height),
    maxSize: Math.floor(dots(slot.maxSize)),
    minSize: Math.ceil(dots(slot.minSize)),
  };
}

function fontCommand(size: number, options: ZplLabelOptions): string {
  const h = Math.max(10, Math.round(size));
  return options.unicodeFont ? `^A@N,${h},${h},${options.unicodeFont}` : `^A0N,${h},${h}`;
}

function textFields(slotPt: TextSlot, paragraphs: readonly string[], options: ZplLabelOptions): string[] {
  const slot = scaled(slotPt);
  const fit = fitText(paragraphs.map(cleanText), slot, zplMeasure, {
    maxSize: slot.maxSize,
    minSize: slot.minSize,
    lineHeight: LAYOUT.lineHeight,
    step: 1,
    ellipsis: '...',
    ...(slot.maxLines === undefined ? {} : { maxLines: slot.maxLines }),
  });
  const lineDots = Math.round(fit.size * LAYOUT.lineHeight);
  const rasterFont = options.unicodeFont
    ? null
    : loadLabelFont(options.rasterFont === undefined ? DEFAULT_LABEL_FONT : options.rasterFont);
  return fit.lines.map((line, i) => {
    const y = slot.y + i * lineDots;
    if (rasterFont && !FONT_ZERO.test(line)) {
      const bitmap = rasteriseLine(rasterFont.font, line, fit.size, slot.width);
      const free = slot.width - bitmap.width;
      const shift = slot.align === 'center' ? Math.floor(free / 2) : slot.align === 'right' ? free : 0;
      return `^FO${slot.x + Math.max(0, shift)},${y}${graphicField(bitmap)}^FS`;
    }
    const font = fontCommand(fit.size, options);
    const data = `^FH^FD${zplEscape(line)}^FS`;
    if (!slot.align || slot.align === 'left') return `^FO${slot.x},${y}${font}${data}`;
    // A one-line field block aligns within the slot's width (C centre, R right).
    const justify = slot.align === 'center' ? 'C' : 'R';
    return `^FO${slot.x},${y}${font}^FB${slot.width},1,0,${justify}${data}`;
  });
}

/** ^BC Code 128 (automatic subsets), centred, the module width the largest whole number of dots that fits. */
function barcodeField(boxPt: Box, value: string): string {
  const width = dots(boxPt.width);
  const bars = moduleCount(code128Modules(value));
  const module = Math.max(1, Math.min(4, Math.floor(width / (bars + 2 * LAYOUT.quietModules))));
  const x = dots(boxPt.x) + Math.max(0, Math.floor((width - bars * module) / 2));
  const height = dots(boxPt.height);
  return `^FO${x},${dots(boxPt.y)}^BY${module},3,${height}^BCN,${height},N,N,N,A^FD${value}^FS`;
}

/** The label as ZPL II for a 203 dpi 4x6 printer: UTF-8 (^CI28), 812 x 1218 dots, the same layout as the PDF. */
export function renderLabelZpl(label: LabelData, options: ZplLabelOptions = {}): string {
  checkLabel(label);
  const out: string[] = ['^XA', '^CI28', `^PW${ZPL_WIDTH}`, `^LL${ZPL_HEIGHT}`, '^LH0,0'];
  const ruleX = dots(LAYOUT.margin);
  const ruleW = ZPL_WIDTH - 2 * ruleX;
  for (const y of LAYOUT.rules) out.push(`^FO${ruleX},${dots(y)}^GB${ruleW},2,2^FS`);
  const caption = (text: string, x: number, y: number, size: number) =>
    `^FO${dots(x)},${dots(y)}^A0N,${Math.max(10, dots(size))},${Math.max(10, dots(size))}^FD${text}^FS`;
  for (const c of LAYOUT.captions) out.push(caption(c.text, c.x, c.y, c.size));

  const text = (slot: TextSlot, paragraphs: readonly string[]) => out.push(...textFields(slot, paragraphs, options));
  // Numbers and codes are ASCII: the built-in font prints them whatever the options say.
  const latin: ZplLabelOptions = {};
  text(LAYOUT.product, [label.productName]);
  text(LAYOUT.date, [dateText(label.date)]);
  out.push(...textFields(LAYOUT.pieces, [`${label.pieces} PCS`], latin));
  text(LAYOUT.sender, partyLines(label.sender));
  text(LAYOUT.receiver, partyLines(label.receiver));
  out.push(...textFields(LAYOUT.country, [cleanText(label.receiver.countryCode).toUpperCase()], latin));
  text(LAYOUT.postcode, [label.receiver.postcode]);

  out.push(barcodeField(LAYOUT.trackingBars, label.trackingNo));
  out.push(...textFields(LAYOUT.trackingText, [label.trackingNo], latin));
  const values = [label.orderNo, label.referenceNo, label.weightKg, String(label.pieces)];
  LAYOUT.cells.forEach((cell, i) => {
    out.push(caption(cell.caption, cell.x, cell.y, LAYOUT.captionSize));
    out.push(...textFields(cellSlot(cell), [values[i] ?? ''], i < 2 ? options : latin));
  });
  out.push(barcodeField(LAYOUT.insideBars, label.insideNumber));
  out.push(...textFields(LAYOUT.insideText, [label.insideNumber], latin));
  out.push('^PQ1', '^XZ');
  return out.join('\n') + '\n';
}
