/**
 * Where everything sits on a 4x6 inch label, in PDF points (1/72 inch) from the top left: 288 x 432. The ZPL
 * renderer scales the same boxes to 203 dpi dots (812 x 1218), so both formats look alike.
 */
export const PAGE = { width: 288, height: 432 } as const;
const M = 8;
const CONTENT = PAGE.width - 2 * M;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface TextSlot extends Box {
  maxSize: number;
  minSize: number;
  maxLines?: number;
  align?: 'left' | 'center' | 'right';
}

/** A fixed caption (ASCII, built-in font). */
export interface Caption {
  text: string;
  x: number;
  y: number;
  size: number;
}

export const LAYOUT = {
  margin: M,
  product: { x: M, y: M, width: 196, height: 28, maxSize: 13, minSize: 6, maxLines: 2 } satisfies TextSlot,
  date: {
    x: 208,
    y: M,
    width: CONTENT - 200,
    height: 12,
    maxSize: 8,
    minSize: 5,
    maxLines: 1,
    align: 'right',
  } satisfies TextSlot,
  pieces: {
    x: 208,
    y: M + 14,
    width: CONTENT - 200,
    height: 14,
    maxSize: 10,
    minSize: 5,
    maxLines: 1,
    align: 'right',
  } satisfies TextSlot,
  sender: { x: M, y: 49, width: CONTENT, height: 52, maxSize: 8, minSize: 4.5 } satisfies TextSlot,
  receiver: { x: M, y: 115, width: 212, height: 98, maxSize: 12, minSize: 5.5 } satisfies TextSlot,
  country: {
    x: 224,
    y: 108,
    width: 56,
    height: 32,
    maxSize: 26,
    minSize: 10,
    maxLines: 1,
    align: 'center',
  } satisfies TextSlot,
  postcode: {
    x: 224,
    y: 144,
    width: 56,
    height: 14,
    maxSize: 10,
    minSize: 5,
    maxLines: 1,
    align: 'center',
  } satisfies TextSlot,
  trackingBars: { x: M, y: 224, width: CONTENT, height: 60 } satisfies Box,
  trackingText: {
    x: M,
    y: 288,
    width: CONTENT,
    height: 13,
    maxSize: 11,
    minSize: 6,
    maxLines: 1,
    align: 'center',
  } satisfies TextSlot,
  /** Order no, reference no, weight, pieces: two rows of two cells, a caption above each value. */
  cells: [
    { caption: 'ORDER NO', x: M, y: 309 },
    { caption: 'REF NO', x: PAGE.width / 2 + 2, y: 309 },
    { caption: 'WEIGHT (KG)', x: M, y: 335 },
    { caption: 'PIECES', x: PAGE.width / 2 + 2, y: 335 },
  ],
  cellValue: { dy: 8, width: PAGE.width / 2 - M - 4, height: 15, maxSize: 10, minSize: 5, maxLines: 1 },
  insideBars: { x: M, y: 368, width: CONTENT, height: 38 } satisfies Box,
  insideText: {
    x: M,
    y: 409,
    width: CONTENT,
    height: 11,
    maxSize: 9,
    minSize: 5,
    maxLines: 1,
    align: 'center',
  } satisfies TextSlot,
  captions: [
    { text: 'FROM', x: M, y: 41, size: 6 },
    { text: 'TO', x: M, y: 106, size: 7 },
  ] satisfies Caption[],
  captionSize: 6,
  /** Horizontal rules across the label. */
  rules: [38, 104, 216, 305, 362],
  /** Code 128 asks for 10 modules of blank each side; bars are never wider than this many points a module. */
  quietModules: 10,
  maxModule: 2,
  lineHeight: 1.2,
} as const;

/** A text slot's box for a cell value. */
export function cellSlot(cell: { x: number; y: number }): TextSlot {
  const v = LAYOUT.cellValue;
  return {
    x: cell.x,
    y: cell.y + v.dy,
    width: v.width,
    height: v.height,
    maxSize: v.maxSize,
    minSize: v.minSize,
    maxLines: v.maxLines,
  };
}
