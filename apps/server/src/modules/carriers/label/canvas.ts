import type { Box } from './layout';

/** One line of text at its left edge and baseline, in points from the page's top left. */
export interface PlacedLine {
  x: number;
  y: number;
  text: string;
}

/**
 * What a label page is drawn on, in points from the top left with y down (the layout's coordinates). Drawn in
 * black. `RawPdf` writes it as PDF.
 */
export interface LabelCanvas {
  addPage(): void;
  /** Straight lines, stroked at this width: [x1, y1, x2, y2] each. */
  lines(width: number, segments: readonly (readonly [number, number, number, number])[]): void;
  /** Rectangles, filled. */
  fill(rects: readonly Box[]): void;
  /** Lines of text in one face and size; with a box, nothing is drawn outside it. */
  text(face: string, size: number, lines: readonly PlacedLine[], clip?: Box): void;
}
