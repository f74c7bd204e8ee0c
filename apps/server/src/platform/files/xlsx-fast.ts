import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { entryBytes, entryHead, zipEntries, ZipUnsupported, type ZipEntry } from './zip-entries';
import { attribute, decodeText, eachAttribute, scanXml, XmlUnsupported } from './xml-scan';

/**
 * The rows of a workbook held in memory, read as ExcelJS's streaming reader (exceljs 4.4) reads them, without its
 * stream machinery: the parts are inflated whole and scanned, where ExcelJS pipes each through unzipper and saxes
 * and copies a sheet that comes before the shared strings to a temporary file. Same sheet, same cell values, same
 * quirks (which sheet comes first, the last run of an inline string, entities decoded twice in a formula's or an
 * inline string's text, styles only from the workbook's own part): `xlsx-fast.spec.ts` reads files from ExcelJS and
 * LibreOffice both ways and compares. What this reader does not read (zip64, encryption, CDATA, a part missing or
 * in an order ExcelJS reads differently) throws `SheetUnsupported`, and the caller hands the file to ExcelJS.
 */

export class SheetUnsupported extends Error {}

/** ExcelJS's own pieces, so that a style's number format and a date read exactly as it reads them. */
const require = createRequire(import.meta.url);
type StyleManager = {
  parseStream(stream: Readable): Promise<unknown>;
  getStyleModel(id: number): { numFmt?: string } | null;
};
const StylesXform = require('exceljs/lib/xlsx/xform/style/styles-xform') as new () => StyleManager;
const excelUtils = require('exceljs/lib/utils/utils') as {
  isDateFmt(fmt: string | undefined): boolean;
  excelToDate(v: number, date1904: boolean): Date;
  xmlDecode(text: string): string;
};

/** The largest sheet part (unpacked) read whole: a 20,000-row batch sheet is about 20 MB. */
export const MAX_FAST_SHEET_BYTES = 64 * 1024 * 1024;

/** ExcelJS decodes an inline string's and a formula's text once more (its xmlDecode): only an `&` can change. */
const decodeAgain = (text: string) => (text.includes('&') ? excelUtils.xmlDecode(text) : text);

const SHEET = /xl\/worksheets\/sheet\d+[.]xml/;

/** A cell's value as ExcelJS gives it, for `cellText`. */
export type SheetValue = string | number | boolean | Date | object | null | undefined;

/** How a cell's value reads as text (`cellText`), given its number format. */
export type CellText = (value: SheetValue, numFmt: string | undefined) => string;

export interface FastRow {
  number: number;
  /** Texts by column (index 0 is column A); holes where a row has no cell or a cell has no value. */
  cells: string[];
}

const textOf = (bytes: Buffer) => bytes.toString('utf8');

/** The shared strings as ExcelJS caches them: a text, rich text (`{ richText }`), or null. */
function sharedStrings(xml: string): SheetValue[] {
  const out: SheetValue[] = [];
  let text: string | null = null;
  let runs: { text: string | null }[] = [];
  scanXml(xml, {
    open(name) {
      if (name === 'si') {
        runs = [];
        text = null;
      } else if (name === 't') text = null;
    },
    text(from, to) {
      const value = decodeText(xml.slice(from, to));
      text = text ? text + value : value;
    },
    close(name) {
      if (name === 'r') {
        runs.push({ text });
        text = null;
      } else if (name === 'si') {
        out.push(runs.length ? { richText: runs } : text);
        runs = [];
        text = null;
      }
    },
  });
  return out;
}

/** `B12` -> 2; undefined for a reference this reader does not take. */
export function columnOf(ref: string | undefined): number | undefined {
  if (!ref) return undefined;
  let col = 0;
  let i = 0;
  for (; i < ref.length && i < 4; i++) {
    const code = ref.charCodeAt(i);
    if (code < 65 || code > 90) break;
    col = col * 26 + (code - 64);
  }
  if (i === 0 || i > 3 || i === ref.length) return undefined;
  for (let j = i; j < ref.length; j++) {
    const code = ref.charCodeAt(j);
    if (code < 48 || code > 57) return undefined;
  }
  return col;
}

interface SheetContext {
  strings: SheetValue[] | undefined;
  styles: StyleManager;
  date1904: boolean;
}

/** The value ExcelJS's worksheet reader gives a cell. */
function cellValue(
  c: { t?: string; f?: { text: string }; v?: { text: string } },
  numFmt: string | undefined,
  ctx: SheetContext,
): SheetValue {
  if (c.f) {
    const result = c.v && (c.t === 'str' ? decodeAgain(c.v.text) : parseFloat(c.v.text));
    // ExcelJS keeps a formula's result only when it is truthy (a 0 reads as nothing); an empty formula (a shared
    // formula's other cells) is no formula to it, and the result reads as it is.
    if (c.f.text) return result ? { formula: c.f.text, result } : { formula: c.f.text };
    return { formula: '', result };
  }
  if (!c.v) return undefined;
  switch (c.t) {
    case 's': {
      const index = parseInt(c.v.text, 10);
      return ctx.strings ? ctx.strings[index] : { sharedString: index };
    }
    case 'inlineStr':
    case 'str':
      return decodeAgain(c.v.text);
    case 'e':
      return { error: c.v.text };
    case 'b':
      return parseInt(c.v.text, 10) !== 0;
    default:
      return excelUtils.isDateFmt(numFmt)
        ? excelUtils.excelToDate(parseFloat(c.v.text), ctx.date1904)
        : parseFloat(c.v.text);
  }
}

/** Every row of a sheet's XML, as ExcelJS's worksheet reader emits them. */
function sheetRows(xml: string, ctx: SheetContext, toText: CellText): FastRow[] {
  const rows: FastRow[] = [];
  let inRows = false;
  let row: FastRow | null = null;
  let c: { ref?: string; s: number; t?: string; f?: { text: string }; v?: { text: string } } | null = null;
  let current: { text: string } | null = null;
  scanXml(xml, {
    open(name, from, to) {
      switch (name) {
        case 'sheetData':
          inRows = true;
          break;
        case 'row':
          if (inRows) {
            const r = attribute(xml, from, to, 'r');
            if (!r || !/^[0-9]+$/.test(r)) throw new SheetUnsupported('a row without its number');
            row = { number: parseInt(r, 10), cells: [] };
          }
          break;
        case 'c':
          if (row) {
            const cell: NonNullable<typeof c> = { s: NaN };
            eachAttribute(xml, from, to, (key, value) => {
              if (key === 'r') cell.ref ??= value;
              else if (key === 's') cell.s = Number.isNaN(cell.s) ? parseInt(value, 10) : cell.s;
              else if (key === 't') cell.t ??= value;
            });
            c = cell;
          }
          break;
        case 'f':
          if (c) current = c.f = { text: '' };
          break;
        case 'v':
        case 'is':
        case 't':
          if (c) current = c.v = { text: '' };
          break;
      }
    },
    text(from, to) {
      if (current) current.text += decodeText(xml.slice(from, to));
    },
    close(name) {
      if (name === 'sheetData') inRows = false;
      else if (name === 'row' && row) {
        rows.push(row);
        row = null;
      } else if (name === 'c' && row && c) {
        const col = columnOf(c.ref);
        if (col === undefined) throw new SheetUnsupported(`the cell reference ${c.ref}`);
        const numFmt = c.s ? ctx.styles.getStyleModel(c.s)?.numFmt : undefined;
        const value = cellValue(c, numFmt, ctx);
        // A cell ExcelJS holds no value in (null) is no cell to it: the row's texts end before it.
        if (value !== null && value !== undefined) row.cells[col - 1] = toText(value, numFmt);
        else {
          delete row.cells[col - 1];
          while (row.cells.length > 0 && !(row.cells.length - 1 in row.cells)) row.cells.length--;
        }
        c = null;
      }
    },
  });
  return rows;
}

async function stylesOf(xml: Buffer | undefined): Promise<StyleManager> {
  if (!xml) throw new SheetUnsupported('no styles part');
  const styles = new StylesXform();
  await styles.parseStream(Readable.from([xml]));
  return styles;
}

/** The first sheet of a workbook, opened (`openFirstSheet`): its rows read whole, or only those at its start. */
export interface FirstSheet {
  /** Every row. */
  rows(): FastRow[];
  /** The rows that stand whole within the sheet's first `packed` stored bytes; `whole`: that was the entire sheet. */
  head(packed: number): { rows: FastRow[]; whole: boolean };
}

const asUnsupported = (err: unknown): never => {
  if (err instanceof ZipUnsupported || err instanceof XmlUnsupported) throw new SheetUnsupported(err.message);
  throw err;
};

const unsupported = <T>(read: () => T): T => {
  try {
    return read();
  } catch (err) {
    return asUnsupported(err);
  }
};

/** The first sheet's entry in the archive, and its shared strings, styles and date system. */
async function firstSheetOf(bytes: Buffer): Promise<{ entry: ZipEntry; ctx: SheetContext }> {
  const entries = zipEntries(bytes);
  const at = (name: string) => entries.findIndex((e) => e.name === name);
  const sheets = entries.map((e, i) => ({ e, i })).filter(({ e }) => SHEET.test(e.name));
  if (sheets.length === 0) throw new SheetUnsupported('no sheet');
  const strings = at('xl/sharedStrings.xml');
  const rels = at('xl/_rels/workbook.xml.rels');
  const atOnce = (i: number) => strings >= 0 && strings < i && rels >= 0 && rels < i;
  const first = sheets.find(({ i }) => atOnce(i)) ?? sheets[0]!;
  // A sheet this large streams through ExcelJS: read whole, its text alone would take that much memory again.
  if (first.e.size > MAX_FAST_SHEET_BYTES) throw new SheetUnsupported('a sheet too large to read whole');
  const workbook = at('xl/workbook.xml');
  const stylesAt = at('xl/styles.xml');
  // Read at once, the sheet sees only the parts before it: ExcelJS's default styles, or no workbook (it fails).
  if (atOnce(first.i) && (workbook > first.i || stylesAt < 0 || stylesAt > first.i))
    throw new SheetUnsupported('a sheet before the workbook or its styles');
  const part = (i: number) => (i < 0 ? undefined : entryBytes(bytes, entries[i] as ZipEntry));
  if (workbook < 0) throw new SheetUnsupported('no workbook part');
  const workbookXml = part(workbook)!;
  const ctx: SheetContext = {
    strings: strings >= 0 ? sharedStrings(textOf(part(strings)!)) : undefined,
    styles: await stylesOf(part(stylesAt)),
    date1904: /<workbookPr\b[^>]*\bdate1904\s*=\s*["']1["']/.test(textOf(workbookXml)),
  };
  return { entry: first.e, ctx };
}

/**
 * The first sheet as ExcelJS's streaming reader emits it (with `sharedStrings` and `styles` cached), its shared
 * strings and styles read. The first sheet is the first it emits: a sheet is read at once when the shared strings and
 * the workbook's relations came before it in the archive, and is otherwise set aside until every part was read.
 */
export async function openFirstSheet(bytes: Buffer, toText: CellText): Promise<FirstSheet> {
  const { entry, ctx } = await firstSheetOf(bytes).catch(asUnsupported);
  return {
    rows: () => unsupported(() => sheetRows(textOf(entryBytes(bytes, entry)), ctx, toText)),
    head: (packed) =>
      unsupported(() => {
        const whole = packed >= entry.compressedSize;
        const xml = textOf(entryHead(bytes, entry, packed));
        // Cut after the last row that ends in it (`</row>` stands in no text or attribute: `<` is escaped there).
        const end = whole ? xml.length : xml.lastIndexOf('</row>') + '</row>'.length;
        return { rows: sheetRows(end > 0 ? xml.slice(0, end) : '', ctx, toText), whole };
      }),
  };
}

/** The first sheet's rows as ExcelJS's streaming reader emits them (`openFirstSheet`). */
export async function readFirstSheet(bytes: Buffer, toText: CellText): Promise<FastRow[]> {
  return (await openFirstSheet(bytes, toText)).rows();
}
