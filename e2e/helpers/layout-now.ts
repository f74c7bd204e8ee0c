import type { Page } from 'playwright-core';
import { snapshot } from './browser';
import { textFlaws } from './layout';
import { overflow } from './pricing';

/** What the window overflows or cuts right now (a modal or drawer open included), each with a screenshot named `where`. */
export async function layoutNow(page: Page, where: string): Promise<string[]> {
  const problems: string[] = [];
  if ((await overflow(page)) > 0) problems.push(`${where}: wider than the window (${await snapshot(page, where)})`);
  const cut = await textFlaws(page);
  if (cut.length) problems.push(`${where}: text cut or broken: ${cut.join('; ')} (${await snapshot(page, where)})`);
  return problems;
}
