import { it } from 'vitest';
import type { Page } from 'playwright-core';
import { fresh, reach, snapshot } from './browser';
import { brokenFigures, cutText, overflow } from './pricing';

/**
 * A screen walk: every page in each language and width, checked for 404s, overflow, cut text and console errors. What it checks
 * is layout and language, which the database under the server does not change, so it runs once: on the embedded
 * database, and is reported skipped on the PostgreSQL pass (CI runs the suite on both, in 30 minutes for the two).
 */
export const layoutIt = it.skipIf(Boolean(process.env.DATABASE_URL));

/**
 * Opens one screen of a walk and answers what is wrong with it: a 404, a page in another language, a page wider
 * than the window or text the window cuts (kept as a screenshot named `<shot>-<lang>-<width>`). `ready`: what the loaded page shows, each
 * selector waited for in turn.
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
  const shown = await page.evaluate(() => document.documentElement.lang);
  if (!shown.startsWith(lang)) problems.push(`${where}: the page speaks ${shown}`);
  if ((await overflow(page)) > 0) problems.push(`${where}: ${await snapshot(page, `${at.shot}-${lang}-${width}`)}`);
  const cut = [...(await cutText(page)), ...(await brokenFigures(page))];
  if (cut.length > 0)
    problems.push(
      `${where}: text cut or broken: ${cut.join('; ')} (${await snapshot(page, `${at.shot}-${lang}-${width}-cut`)})`,
    );
  return problems;
}
