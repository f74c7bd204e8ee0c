import { barRuns, code128Modules, latinOnly, moduleCount, RawPdf } from '../carriers';
import type { BagRecord, ClearanceOrderRecord } from './clearance-orders.repository';

/** 4x6 inches in points. */
const WIDTH = 288;
const HEIGHT = 432;
const MARGIN = 14;
const QUIET = 10;

type Pdf = InstanceType<typeof RawPdf>;

function barcode(pdf: Pdf, text: string, top: number, height: number) {
  const sbs = code128Modules(text);
  const modules = moduleCount(sbs);
  const module = Math.min(2.2, (WIDTH - 2 * MARGIN) / (modules + 2 * QUIET));
  const left = (WIDTH - modules * module) / 2;
  pdf.fill(barRuns(sbs).map(([x, w]) => ({ x: left + x * module, y: top, width: w * module, height })));
}

/**
 * A bill's container labels: one 4x6 inch page per bag, a Code 128 of the container (bag) number and one of the
 * master air waybill number, with the port, pieces and weight. Built-in Helvetica: every value printed is Latin.
 */
export function renderContainerLabels(order: ClearanceOrderRecord, bags: readonly BagRecord[]): Buffer {
  const pdf = new RawPdf({ title: `Containers ${order.orderNo}`, producer: 'Parcelhub', width: WIDTH, height: HEIGHT });
  const pages = bags.length > 0 ? bags : [null];
  pages.forEach((bag, i) => {
    pdf.addPage();
    pdf.text('Helvetica-Bold', 18, [{ x: MARGIN, y: MARGIN + 18, text: 'CLEARANCE CONTAINER' }]);
    pdf.lines(1, [[MARGIN, 42, WIDTH - MARGIN, 42]]);
    const bagNo = bag ? latinOnly(bag.bagNo) : '-';
    pdf.text('Helvetica', 10, [{ x: MARGIN, y: 58, text: 'Container' }]);
    if (bag) barcode(pdf, bagNo, 64, 80);
    pdf.text('Helvetica-Bold', 15, [{ x: MARGIN, y: 164, text: bagNo }]);
    pdf.lines(1, [[MARGIN, 174, WIDTH - MARGIN, 174]]);
    const awb = latinOnly(order.awbNo);
    pdf.text('Helvetica', 10, [{ x: MARGIN, y: 190, text: 'MAWB' }]);
    barcode(pdf, awb.replace('-', ''), 196, 70);
    pdf.text('Helvetica-Bold', 15, [{ x: MARGIN, y: 286, text: awb }]);
    pdf.lines(1, [[MARGIN, 296, WIDTH - MARGIN, 296]]);
    const rows: [string, string][] = [
      ['Port', latinOnly(order.portCode)],
      ['Order', latinOnly(order.orderNo)],
      ['Pieces', String(bag?.pieces ?? 0)],
      ['Weight', `${bag?.weight ?? '0'} kg`],
      ['Container', `${i + 1} / ${pages.length}`],
    ];
    let y = 316;
    for (const [caption, value] of rows) {
      pdf.text('Helvetica', 11, [{ x: MARGIN, y, text: caption }]);
      pdf.text('Helvetica-Bold', 13, [{ x: 100, y, text: value }]);
      y += 22;
    }
  });
  return pdf.finish();
}
