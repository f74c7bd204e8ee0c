import fs from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../../../platform/db/migrate';

/** One node of the nomenclature: a chapter (2 digits), heading (4) or subheading (6). */
export interface HsNode {
  code: string;
  level: 2 | 4 | 6;
  section: string;
  parent: string | null;
  description: string;
}

export interface HsSection {
  code: string;
  order: number;
  name: string;
}

/** An everyday goods term and the HS subheading of its commodity code (the code's first six digits). */
export interface GoodsTerm {
  term: string;
  commodityCode: string;
  hs6: string;
}

export interface HsData {
  sections: HsSection[];
  nodes: HsNode[];
  terms: GoodsTerm[];
}

/** The version of the files in `data/`: the seed loads them again when it changes (decision 250). */
export const HS_DATA_VERSION = 'hs2022+uk-terms-2023:1';

/** Splits one CSV line with double-quoted fields ("" inside quotes is a quote). */
export function csvFields(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      out.push(field);
      field = '';
    } else field += c;
  }
  out.push(field);
  return out;
}

const rowsOf = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .slice(1)
    .filter((l) => l.trim() !== '')
    .map(csvFields);

/** Reads the three files (as text) into the nomenclature, the sections and the goods terms. */
export function parseHsData(files: { nomenclature: string; sections: string; terms: string }): HsData {
  const nodes: HsNode[] = [];
  for (const [section, code, description, parent, level] of rowsOf(files.nomenclature)) {
    if (level !== '2' && level !== '4' && level !== '6') continue; // the TOTAL row
    nodes.push({
      code: code!,
      level: Number(level) as 2 | 4 | 6,
      section: section!,
      parent: parent === 'TOTAL' ? null : parent!,
      description: description!.trim(),
    });
  }
  const sections = rowsOf(files.sections).map(([code, name], i) => ({ code: code!, order: i + 1, name: name!.trim() }));
  const terms = Object.entries(JSON.parse(files.terms) as Record<string, string>).map(([term, code]) => ({
    term,
    commodityCode: code,
    hs6: code.slice(0, 6),
  }));
  return { sections, nodes, terms };
}

/**
 * The module's data folder (copied from the shared reference data with its notice), found from the server package
 * so that the bundled server (dist/) reads the same files as the tests (src/).
 */
export const HS_DATA_DIR = path.join(serverRoot(), 'src', 'modules', 'hs-codes', 'data');

let cached: HsData | undefined;

/** The files of a data folder, read and parsed once per process for the default folder. */
export function loadHsData(dir = HS_DATA_DIR): HsData {
  if (dir === HS_DATA_DIR && cached) return cached;
  const read = (name: string) => fs.readFileSync(path.join(dir, name), 'utf8');
  const data = parseHsData({
    nomenclature: read('harmonized-system-2022.csv'),
    sections: read('hs-sections.csv'),
    terms: read('goods-terms-uk-tariff.json'),
  });
  if (dir === HS_DATA_DIR) cached = data;
  return data;
}
