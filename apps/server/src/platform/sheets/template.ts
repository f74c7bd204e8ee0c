import type { Language } from '@parcelhub/contracts';
import { writeTemplate, type TemplateSpec } from '../files/xlsx';
import type { Sheet } from './define-sheet';

export interface TemplateOptions {
  /** The data sheet's name, when not the sheet's own. */
  sheetName?: string;
  /** The example row (row 2). */
  example: unknown[];
  /** The notes sheet: its name and lines (how to fill the template in). */
  notesName: string;
  notes: string[];
  notesWidth?: number;
  /** The file's name, without `.xlsx`. */
  fileName: string;
  /** Rows the drop-down lists cover; the sheet's `maxRows` by default. */
  rows?: number;
  /** A long drop-down list on a sheet of its own, for the column of `key`. */
  listSheet?: TemplateSpec['listSheet'] & { key: string };
}

/** The template's layout as the writer takes it: headers in `lang` (required ones marked *), drop-downs, notes. */
export function templateSpec<R>(sheet: Sheet<R>, lang: Language, options: TemplateOptions): TemplateSpec {
  const { listSheet } = options;
  return {
    sheetName: options.sheetName ?? sheet.name[lang],
    notesName: options.notesName,
    notes: options.notes,
    ...(options.notesWidth ? { notesWidth: options.notesWidth } : {}),
    rows: options.rows ?? sheet.maxRows ?? 1000,
    columns: sheet.columns.map((c) => ({
      header: c.header[lang],
      width: c.width,
      required: c.required ?? false,
      ...(c.list ? { list: c.list(lang) } : {}),
      ...(listSheet?.key === c.key ? { listSheet: true } : {}),
    })),
    example: options.example,
    ...(listSheet ? { listSheet } : {}),
  };
}

/** The import template of a sheet, named for download. */
export async function writeSheetTemplate<R>(
  sheet: Sheet<R>,
  lang: Language,
  options: TemplateOptions,
): Promise<{ name: string; bytes: Buffer }> {
  const bytes = await writeTemplate(templateSpec(sheet, lang, options));
  return { name: `${options.fileName}.xlsx`, bytes };
}
