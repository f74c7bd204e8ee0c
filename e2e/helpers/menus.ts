import type { Page } from 'playwright-core';

/**
 * Opens every menu directory inside `container` (the sidebar or the phone's menu drawer) once, outermost first,
 * so that every entry is rendered; `afterEach` runs after each directory opens.
 */
export async function openEveryDirectory(page: Page, container: string, afterEach?: (dir: string) => Promise<void>) {
  const opened = new Set<string>();
  for (;;) {
    const dirs = await page
      .locator(`${container} [data-testid^="menu-dir-"]`)
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!));
    const next = dirs.find((d) => !opened.has(d));
    if (!next) return;
    opened.add(next);
    await page.locator(`${container} [data-testid="${next}"]`).click();
    await afterEach?.(next);
  }
}
