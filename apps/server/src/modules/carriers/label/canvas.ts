import type { Box } from './layout';

/** One line of text at its left edge and baseline, in points from the page's top left. */
export interface PlacedLine {
  x: number;
  y: number;
  text: string;
}

/**
 * What a label page is drawn on, in points from the top left with y down (the layout's coordinates). Drawn in
 * black. Two implementations: `RawPdf` (the built-in Helvetica faces only, written directly) and `pdfkitCanvas`
 * (for labels that need an embedded face).
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

export function pdfkitCanvas(doc: PDFKit.PDFDocument): LabelCanvas {
  return {
    addPage: () => void doc.addPage(),
    lines(width, segments) {
      doc.lineWidth(width).strokeColor('black');
      for (const [x1, y1, x2, y2] of segments) doc.moveTo(x1, y1).lineTo(x2, y2);
      doc.stroke();
    },
    fill(rects) {
      for (const r of rects) doc.rect(r.x, r.y, r.width, r.height);
      doc.fillColor('black').fill();
    },
    text(face, size, lines, clip) {
      if (clip) doc.save().rect(clip.x, clip.y, clip.width, clip.height).clip();
      doc.font(face).fontSize(size);
      for (const l of lines) doc.text(l.text, l.x, l.y, { lineBreak: false, baseline: 'alphabetic' });
      if (clip) doc.restore();
    },
  };
}
