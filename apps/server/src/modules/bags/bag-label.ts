import { barRuns, code128Modules, latinOnly, moduleCount, RawPdf } from '../carriers';
import type { BagRow } from './bags.repository';

/** 4x6 inches in points. */
const WIDTH = 288;
const HEIGHT = 432;
const MARGIN = 14;
/** Code 128 quiet zone, in modules, each side. */
const QUIET = 10;

/** yyyy-mm-dd hh:mm UTC. */
const stamp = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * A bag's label: one 4x6 inch page, the bag number as a Code 128 across the top half (read back by zbarimg in the
 * specs) and as text, then warehouse, bay, pieces, weight, sort type and the date it was closed. Built-in Helvetica
 * only: every value printed is Latin (the warehouse's code, not its name).
 */
export function renderBagLabel(bag: BagRow, now = new Date()): Buffer {
  const pdf = new RawPdf({ title: `Bag ${bag.bagNo}`, producer: 'Parcelhub', width: WIDTH, height: HEIGHT });
  pdf.addPage();
  pdf.text('Helvetica-Bold', 22, [{ x: MARGIN, y: MARGIN + 20, text: 'PARCELHUB BAG' }]);
  pdf.lines(1, [[MARGIN, 46, WIDTH - MARGIN, 46]]);

  const sbs = code128Modules(bag.bagNo);
  const modules = moduleCount(sbs);
  const module = Math.min(2.2, (WIDTH - 2 * MARGIN) / (modules + 2 * QUIET));
  const left = (WIDTH - modules * module) / 2;
  const top = 62;
  const height = 120;
  pdf.fill(barRuns(sbs).map(([x, w]) => ({ x: left + x * module, y: top, width: w * module, height })));
  pdf.text('Helvetica-Bold', 16, [{ x: MARGIN, y: top + height + 24, text: bag.bagNo }]);
  pdf.lines(1, [[MARGIN, top + height + 36, WIDTH - MARGIN, top + height + 36]]);

  const rows: [string, string][] = [
    ['Warehouse', latinOnly(bag.warehouseCode)],
    ['Bay', String(bag.bayNumber)],
    ['Pieces', String(bag.pieces)],
    ['Weight', `${bag.weight} kg`],
    ['Sort type', bag.sortType],
    ['Date', stamp(bag.closedAt ?? now)],
  ];
  let y = top + height + 64;
  for (const [caption, value] of rows) {
    pdf.text('Helvetica', 11, [{ x: MARGIN, y, text: caption }]);
    pdf.text('Helvetica-Bold', caption === 'Bay' ? 26 : 15, [
      { x: 100, y: caption === 'Bay' ? y + 6 : y, text: value },
    ]);
    y += caption === 'Bay' ? 34 : 26;
  }
  return pdf.finish();
}
