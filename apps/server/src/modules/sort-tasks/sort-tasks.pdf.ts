import { barRuns, code128Modules, LABEL_PAGE, moduleCount, RawPdf, standardMeasure } from '../carriers';

/** A bay's page of the batch: its number and its parcels. */
export interface BatchBay {
  bayNumber: number;
  parcels: { insideNumber: string; weight: string }[];
}

export interface BatchInfo {
  taskNo: string;
  warehouseCode: string;
  sortType: string;
  bays: readonly BatchBay[];
  printedAt: Date;
}

const W = LABEL_PAGE.width;
const H = LABEL_PAGE.height;
const M = 14;
/** Parcels listed on one page: two columns of 24 lines; a larger bay continues on pages of its own. */
const ROWS = 24;
const PER_PAGE = ROWS * 2;
const LINE = 10.5;
const LIST_TOP = 176;
const BOLD = 'Helvetica-Bold';
const PLAIN = 'Helvetica';
const boldWidth = standardMeasure(BOLD);
const plainWidth = standardMeasure(PLAIN);

/** Text the built-in faces print: printable ASCII and Latin-1 (inside numbers are), anything else as '?'. */
const printable = (s: string) => s.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');
const barcodeable = (s: string) => /^[\x20-\x7E]{1,48}$/.test(s);

function barcode(pdf: RawPdf, value: string, x: number, y: number, width: number, height: number) {
  const sbs = code128Modules(value);
  const modules = moduleCount(sbs);
  const module = Math.min(1.6, width / (modules + 20));
  const left = x + (width - modules * module) / 2;
  pdf.fill(barRuns(sbs).map(([bx, bw]) => ({ x: left + bx * module, y, width: bw * module, height })));
}

function centered(pdf: RawPdf, face: string, size: number, text: string, y: number) {
  const measure = face === BOLD ? boldWidth : plainWidth;
  const t = printable(text);
  pdf.text(face, size, [{ x: Math.max(M, (W - measure(t) * size) / 2), y, text: t }]);
}

/**
 * The sort task's batch sheet (decisions-2.md 205): one 4x6 page per bay (a bay of more than 48 parcels continues on
 * pages of its own), the bay's number in large type, the task and warehouse, a Code 128 of `<task>-B<bay>` that the
 * bay's operator scans, and the bay's inside numbers with their weights.
 */
export function renderBatchPdf(info: BatchInfo): Buffer {
  const pdf = new RawPdf({ title: `Sort batch ${printable(info.taskNo)}`, producer: 'Parcelhub', width: W, height: H });
  const when = info.printedAt.toISOString().slice(0, 16).replace('T', ' ');
  for (const bay of info.bays) {
    const pages = Math.max(1, Math.ceil(bay.parcels.length / PER_PAGE));
    const weight = bay.parcels.reduce((n, p) => n + Math.round(Number(p.weight) * 1000), 0) / 1000;
    for (let page = 0; page < pages; page++) {
      pdf.addPage();
      pdf.text(PLAIN, 9, [
        { x: M, y: M + 9, text: printable(`${info.warehouseCode}  ${info.taskNo}`) },
        { x: M, y: M + 20, text: printable(`${info.sortType}  ${when} UTC`) },
      ]);
      pdf.text(BOLD, 14, [{ x: M, y: 58, text: 'BAY' }]);
      centered(pdf, BOLD, 64, String(bay.bayNumber), 96);
      centered(
        pdf,
        PLAIN,
        10,
        `${bay.parcels.length} PCS  ${weight.toFixed(3)} KG${pages > 1 ? `  ${page + 1}/${pages}` : ''}`,
        114,
      );
      const code = `${info.taskNo}-B${bay.bayNumber}`;
      if (barcodeable(code)) barcode(pdf, code, M, 122, W - 2 * M, 34);
      centered(pdf, PLAIN, 8, code, 166);
      pdf.lines(0.6, [[M, LIST_TOP - 4, W - M, LIST_TOP - 4]]);
      const slice = bay.parcels.slice(page * PER_PAGE, (page + 1) * PER_PAGE);
      pdf.text(
        PLAIN,
        8,
        slice.map((p, i) => ({
          x: M + (i < ROWS ? 0 : (W - 2 * M) / 2),
          y: LIST_TOP + 8 + (i % ROWS) * LINE,
          text: printable(`${p.insideNumber.slice(0, 24)}  ${p.weight}`),
        })),
      );
    }
  }
  if (info.bays.length === 0) {
    pdf.addPage();
    centered(pdf, BOLD, 14, `${info.taskNo}: NO PARCELS`, 200);
  }
  return pdf.finish();
}
