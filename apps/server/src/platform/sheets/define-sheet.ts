import { LANGUAGES, type Language } from '@parcelhub/contracts';
import type { SheetColumn } from '../files/xlsx';

export type Words = Record<Language, string>;

/** One column of a sheet: its words, width, how an import reads it and how an export writes it. */
export interface ColumnDefinition<R> {
  /** The field the column holds: the name its validation errors come back under (zod's path). */
  key: string;
  header: Words;
  /** Width in characters. */
  width?: number;
  /** Marked * in the template; a blank drop-down cell is refused. */
  required?: boolean;
  /** The header may be missing from an imported file (a column added after files were made without it). */
  optional?: boolean;
  /** The template's drop-down values. */
  list?: (lang: Language) => string[];
  /**
   * How an import reads the cell's text into the value the input schema takes (a word in any language to its code);
   * the text as it is when absent. Reading only: what the value must be is the schema's to say.
   */
  parse?: (text: string) => unknown;
  /** The cell an export writes for a record. */
  format?: (record: R, lang: Language) => unknown;
}

/** What `defineSheet` is given. */
export interface SheetDefinition<R> {
  /** The data sheet's name (also the export's, unless the runner is told another). */
  name: Words;
  columns: ColumnDefinition<R>[];
  /** Rows one import may hold past the header. */
  maxRows?: number;
}

/** A header cell as the template wrote it or a person typed it: the required mark, case and spaces do not count. */
export const normHeader = (s: string) =>
  s
    .replace(/^\s*\*/, '')
    .trim()
    .toLowerCase();

/** A sheet declared once: what the template, the import and the export read of it. */
export interface Sheet<R> extends SheetDefinition<R> {
  /** The headers in `lang`, in column order. */
  headers(lang: Language): string[];
  /** The columns as the writer takes them (header in `lang`, width). */
  writerColumns(lang: Language): SheetColumn[];
  /** True when `cells` are the headers of the template in one of the three languages, in order. */
  matches(cells: readonly string[]): boolean;
  /** The header of the column holding `key`, or `key` itself when no column holds it. */
  headerOf(key: string, lang: Language): string;
  /** A row's cells by column key ('' where empty). */
  values(cells: readonly string[]): Record<string, string>;
  /** A row's values by column key, each cell read by its column's `parse`: the input for the contract's schema. */
  read(cells: readonly string[]): Record<string, unknown>;
  /** A record's cells, written by each column's `format`. */
  cells(record: R, lang: Language): unknown[];
  /** `<header>: <words>`, how a row's error names its column. */
  reason(key: string, lang: Language, words: string): string;
}

export function defineSheet<R = never>(definition: SheetDefinition<R>): Sheet<R> {
  const { columns } = definition;
  const keys = new Map(columns.map((c, i) => [c.key, i]));
  if (keys.size !== columns.length) throw new Error(`a sheet repeats a column key: ${columns.map((c) => c.key)}`);
  const headers = (lang: Language) => columns.map((c) => c.header[lang]);
  const headerOf = (key: string, lang: Language) => {
    const i = keys.get(key);
    return i === undefined ? key : columns[i]!.header[lang];
  };
  return {
    ...definition,
    headers,
    writerColumns: (lang) => columns.map((c) => ({ header: c.header[lang], width: c.width })),
    matches: (cells) =>
      LANGUAGES.some((l) =>
        columns.every((c, i) => {
          const given = normHeader(cells[i] ?? '');
          return given === normHeader(c.header[l]) || (c.optional === true && given === '');
        }),
      ),
    headerOf,
    values: (cells) => Object.fromEntries(columns.map((c, i) => [c.key, cells[i] ?? ''])),
    read: (cells) =>
      Object.fromEntries(
        columns.map((c, i) => {
          const text = cells[i] ?? '';
          return [c.key, c.parse ? c.parse(text) : text];
        }),
      ),
    cells: (record, lang) =>
      columns.map((c) => {
        if (!c.format) throw new Error(`the column ${c.key} has no format for an export`);
        return c.format(record, lang);
      }),
    reason: (key, lang, words) => `${headerOf(key, lang)}: ${words}`,
  };
}
