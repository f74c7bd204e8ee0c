import { it } from 'vitest';
import type { Page } from 'playwright-core';
import { fresh, reach, snapshot } from './browser';
import { overflow } from './pricing';

/**
 * A screen walk: every page in each language and width, checked for 404s, overflow, cut or broken text and console
 * errors. What it checks is layout and language, which the database under the server does not change, so it runs
 * once: on the embedded database, and is reported skipped on the PostgreSQL pass (CI runs the suite on both, in 30
 * minutes for the two).
 */
export const layoutIt = it.skipIf(Boolean(process.env.DATABASE_URL));

/**
 * Opens one screen of a walk and answers what is wrong with it: a 404, a page in another language, a page wider
 * than the window, or text cut or broken (`textFlaws`; kept as a screenshot named `<shot>-<lang>-<width>`).
 * `ready`: what the loaded page shows, each selector waited for in turn.
 */
export async function screenProblems(
  page: Page,
  at: { path: string; ready: string[]; lang: string; width: number; shot: string },
): Promise<string[]> {
  const { path, lang, width } = at;
  const where = `${path} ${lang} ${width}`;
  await reach(page, path, lang);
  for (const selector of at.ready)
    await page
      .locator(fresh(selector, { visible: true }))
      .first()
      .waitFor();
  await page
    .locator('.ant-spin-spinning')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  const problems: string[] = [];
  if (await page.locator('[data-testid="page-404"]').count()) problems.push(`${where}: 404`);
  if (await page.locator('[data-testid="page-401"]').count()) problems.push(`${where}: no permission (401)`);
  const shown = await page.evaluate(() => document.documentElement.lang);
  if (!shown.startsWith(lang)) problems.push(`${where}: the page speaks ${shown}`);
  if ((await overflow(page)) > 0) problems.push(`${where}: ${await snapshot(page, `${at.shot}-${lang}-${width}`)}`);
  const cut = await textFlaws(page);
  if (cut.length > 0)
    problems.push(
      `${where}: text cut or broken: ${cut.join('; ')} (${await snapshot(page, `${at.shot}-${lang}-${width}-cut`)})`,
    );
  return problems;
}

/**
 * Text the window cuts: elements whose own text runs past the window's right edge, outside the places built to scroll
 * sideways (a table's body, a tab bar, a select's tags). A page can fit the window (`overflow` 0) and still cut text
 * that a dialog or a card clips.
 */
const cutText = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const SCROLLS =
      '.ant-table-content, .ant-table-body, .ant-table-header, .ant-tabs-nav-wrap, .ant-select-selection-overflow';
    const cut: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      if (![...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || r.right <= width + 1 || r.left >= width) continue;
      if (getComputedStyle(el).visibility === 'hidden' || el.parentElement?.closest(SCROLLS)) continue;
      cut.push(`"${el.textContent?.trim().slice(0, 40)}" reaches ${Math.round(r.right)} px of ${width}`);
    }
    return cut;
  });

/** Figures (antd statistics) broken over two lines, a currency below its amount: what each says. */
const brokenFigures = (page: Page): Promise<string[]> =>
  page
    .locator('.ant-statistic-content:visible')
    .evaluateAll((els) =>
      els
        .filter((el) => el.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(el).lineHeight))
        .map((el) => `"${el.textContent?.trim()}" on two lines`),
    );

/**
 * Form labels their box clips: a label that wraps inside a box of fixed height and hidden overflow (a small vertical
 * form's) loses its first and last lines. What each says.
 */
const clippedLabels = (page: Page): Promise<string[]> =>
  page.locator('.ant-form-item-label:visible').evaluateAll((els) =>
    els
      .filter((el) => {
        const label = el.querySelector('label');
        if (!label || getComputedStyle(el).overflow === 'visible') return false;
        const box = el.getBoundingClientRect();
        const text = document.createRange();
        text.selectNodeContents(label);
        const r = text.getBoundingClientRect();
        return r.height > 0 && (r.top < box.top - 1 || r.bottom > box.bottom + 1);
      })
      .map((el) => `label "${el.textContent?.trim()}" clipped`),
  );

/** Divider titles broken over lines while their rails keep room for the words: what each says. */
const squeezedTitles = (page: Page): Promise<string[]> =>
  page.locator('.ant-divider-inner-text:visible').evaluateAll((els) =>
    els
      .filter((el) => {
        const rails = [...(el.parentElement?.children ?? [])].filter((k) => k !== el);
        const spare = rails.reduce((sum, k) => sum + k.getBoundingClientRect().width, 0);
        return el.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(el).lineHeight) && spare > 64;
      })
      .map((el) => `heading "${el.textContent?.trim()}" wraps beside empty rails`),
  );

/**
 * What a screen shows wrong in its text: text the window cuts, figures broken over two lines, clipped labels,
 * headings wrapped with room to spare.
 */
export const textFlaws = async (page: Page): Promise<string[]> => [
  ...(await cutText(page)),
  ...(await brokenFigures(page)),
  ...(await clippedLabels(page)),
  ...(await squeezedTitles(page)),
];
