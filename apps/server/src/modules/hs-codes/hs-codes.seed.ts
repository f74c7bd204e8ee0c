import { eq, sql } from 'drizzle-orm';
import type { DataAccess } from '../../platform/db/data-access';
import { HS_DATA_VERSION, loadHsData, type HsData } from './logic/hs-data';
import { CHAPTER_NAMES, SECTION_NAMES } from './logic/hs-names';
import { hsDataVersion, hsGoodsTerms, hsNomenclature, hsSections } from './hs-codes.tables';

/**
 * The HS reference data at every start (decision 250): one read of the version row when the tables already hold
 * this version of the files; else the three tables are filled again in one transaction, one statement each
 * (json_to_recordset: a few thousand rows without a statement per row).
 */
export async function seedHsCodes(data: DataAccess, hs: HsData = loadHsData()): Promise<void> {
  const [current] = await data.db
    .select({ version: hsDataVersion.version })
    .from(hsDataVersion)
    .where(eq(hsDataVersion.key, 'hs'));
  if (current?.version === HS_DATA_VERSION) return;
  const sections = hs.sections.map((s) => ({
    code: s.code,
    ord: s.order,
    name_en: s.name,
    name_zh: SECTION_NAMES[s.code]?.[0] ?? s.name,
    name_ko: SECTION_NAMES[s.code]?.[1] ?? s.name,
  }));
  const nodes = hs.nodes.map((n) => ({
    code: n.code,
    level: n.level,
    section: n.section,
    parent: n.parent,
    description_en: n.description,
    name_zh: n.level === 2 ? (CHAPTER_NAMES[n.code]?.[0] ?? null) : null,
    name_ko: n.level === 2 ? (CHAPTER_NAMES[n.code]?.[1] ?? null) : null,
  }));
  const terms = hs.terms.map((t) => ({ term: t.term, commodity_code: t.commodityCode, hs6: t.hs6 }));
  await data.withTransaction(async () => {
    const db = data.db;
    await db.delete(hsGoodsTerms);
    await db.delete(hsNomenclature);
    await db.delete(hsSections);
    await db.execute(sql`insert into hs_sections (code, ord, name_en, name_zh, name_ko)
      select code, ord, name_en, name_zh, name_ko from json_to_recordset(${JSON.stringify(sections)}::json)
        as r(code text, ord smallint, name_en text, name_zh text, name_ko text)`);
    await db.execute(sql`insert into hs_nomenclature (code, level, section, parent, description_en, name_zh, name_ko)
      select code, level, section, parent, description_en, name_zh, name_ko
        from json_to_recordset(${JSON.stringify(nodes)}::json)
        as r(code text, level smallint, section text, parent text, description_en text, name_zh text, name_ko text)`);
    await db.execute(sql`insert into hs_goods_terms (term, commodity_code, hs6)
      select term, commodity_code, hs6 from json_to_recordset(${JSON.stringify(terms)}::json)
        as r(term text, commodity_code text, hs6 text)`);
    await db
      .insert(hsDataVersion)
      .values({ key: 'hs', version: HS_DATA_VERSION })
      .onConflictDoUpdate({ target: hsDataVersion.key, set: { version: HS_DATA_VERSION, loadedAt: sql`now()` } });
  });
}
