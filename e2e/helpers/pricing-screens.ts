import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { fresh, reach, snapshot } from './browser';
import { openJourney, type Journey } from './journey';
import { layoutIt, textFlaws } from './layout';
import { choose, consoleErrors, inputOf, overflow } from './pricing';

/**
 * The pricing screens' walk: each screen of a role in Chinese, English and Korean at 1440 px and in English at 375 px.
 * It loads (no 404, no coming-soon page), fits the window's width, and is kept as a screenshot under e2e/artifacts
 * (pricing-<who>_<path>-<language>-<width>.png). Two journey files walk it (the platform's screens, the others'), so
 * the runner takes them side by side.
 */

/**
 * A pricing screen: its path, the test id its page shows when it has loaded, and what to do on it before it is
 * looked at (a quote screen is looked at with a quote unfolded).
 */
export type Screen = readonly [path: string, testId: string, prepare?: (page: Page) => Promise<void>];

const byTestId = (page: Page, id: string) => page.locator(`[data-testid="${id}"]`);

/** Fills the quote form: US 10001, one box 10×10×10 cm 1 kg (not sent). */
export async function fillQuote(page: Page) {
  await choose(page, byTestId(page, 'quote-country'), /\(US\)$/, 'US');
  await byTestId(page, 'quote-postcode').fill('10001');
  for (const [field, value] of [
    ['length', '10'],
    ['width', '10'],
    ['height', '10'],
    ['weight', '1'],
  ] as const)
    await inputOf(byTestId(page, `quote-box-0-${field}`)).fill(value);
}

/** Quotes US 10001, one box 10×10×10 cm 1 kg, and unfolds the first row. */
async function quoteAndUnfold(page: Page) {
  await fillQuote(page);
  await byTestId(page, 'quote-submit').click();
  const first = page.locator('[data-testid^="quote-row-"]').first();
  await first.waitFor();
  await first.click();
  await page.locator('[data-testid^="quote-breakdown-"]').first().waitFor();
}

export const PLATFORM_SCREENS: Screen[] = [
  ['/product/cost', 'cost-page'],
  ['/product/surcharge', 'surcharge-page'],
  ['/product/postcode', 'postcode-group-page'],
  ['/product/docking', 'provider-page'],
  ['/product/shelf', 'product-page'],
  ['/product/quotation', 'quotation-page'],
  ['/product/label', 'label-product-page'],
  ['/product/quote', 'quote-page', quoteAndUnfold],
];
export const SUPPLIER_SCREENS: Screen[] = [
  ['/product/supplier', 'supplier-product-page'],
  ['/product/quote', 'quote-page', quoteAndUnfold],
];
export const CUSTOMER_SCREENS: Screen[] = [
  ['/product/mine', 'my-product-page'],
  ['/product/quote', 'quote-page', quoteAndUnfold],
];
export const PUBLIC_SCREENS: Screen[] = [['/calculator', 'public-calculator', quoteAndUnfold]];

const SETTINGS = [
  [1440, 'zh'],
  [1440, 'en'],
  [1440, 'ko'],
  [375, 'en'],
] as const;

/** Waits until the page has stopped asking the server and shows no spinner. */
async function quiet(page: Page, where: string) {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() => page.locator('.ant-spin-spinning:visible, .ant-spin-blur:visible, .ant-skeleton:visible').count(), {
      message: where,
    })
    .toBe(0);
  // And its transitions are over (an unfolding row's icon turns from + to −).
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
}

/** Walks `screens` as `who` in every setting, adding what is wrong to `problems`; leaves the page in English. */
export async function visitScreens(page: Page, who: string, screens: Screen[], problems: string[]) {
  for (const [width, lang] of SETTINGS) {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    await page.evaluate((l) => window.localStorage.setItem('language', l), lang);
    for (const [path, testId, prepare] of screens) {
      const where = `${who} ${path} ${lang} ${width}`;
      await reach(page, path, lang);
      // A phone is told the back office is for computers, once a session: the person continues.
      const landed = (ids: string[]) =>
        page.locator(fresh(ids.map((id) => `[data-testid="${id}"]`).join(', '))).first();
      await landed([testId, 'phone-continue', 'page-404', 'page-401', 'coming-soon']).waitFor();
      if (await byTestId(page, 'phone-continue').isVisible()) await byTestId(page, 'phone-continue').click();
      await landed([testId, 'page-404', 'page-401', 'coming-soon']).waitFor();
      if (await byTestId(page, 'page-404').isVisible()) problems.push(`${where}: 404`);
      else if (await byTestId(page, 'page-401').isVisible()) problems.push(`${where}: no permission (401)`);
      else if (await byTestId(page, 'coming-soon').isVisible()) problems.push(`${where}: coming soon`);
      else {
        await byTestId(page, testId).first().waitFor();
        expect(await page.locator('html').getAttribute('lang'), where).toMatch(new RegExp(`^${lang}`));
        await quiet(page, where);
        if (prepare) {
          await prepare(page);
          await quiet(page, where);
        }
      }
      const wide = await overflow(page);
      // On a desktop a list fits its card; on a phone it scrolls sideways inside it (not the page).
      if (width > 400) {
        const tables = await page
          .locator('.ant-table-content:visible, .ant-table-body:visible')
          .evaluateAll((els) =>
            els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => `${e.scrollWidth} > ${e.clientWidth}`),
          );
        if (tables.length) problems.push(`${where}: a table wider than its card (${tables.join(', ')} px)`);
      }
      const shot = await snapshot(page, `pricing-${who}${path.replace(/\//g, '_')}-${lang}-${width}`);
      if (wide > 0) problems.push(`${where}: ${wide} px wider than the window, ${shot}`);
      const cut = await textFlaws(page);
      if (cut.length > 0) problems.push(`${where}: text cut or broken: ${cut.join('; ')}, ${shot}`);
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.evaluate(() => window.localStorage.setItem('language', 'en'));
}

/** Who walks which screens: signed in as `user` (password parcel2026), or signed out (`user` null). */
export interface Walk {
  who: string;
  user: string | null;
  screens: Screen[];
}

/**
 * A journey file's walk: its own server and browser, each walk in turn (signing in and out), then no problem and no
 * console error may be left.
 */
export function screenWalk(title: string, walks: Walk[]): void {
  let j: Journey;
  let errors: string[];
  beforeAll(async () => {
    // Not openJourney's `language`: it would set the language again at every page load, and the walk changes it.
    j = await openJourney({ locale: 'en-US' });
    errors = consoleErrors(j.page);
  });
  afterAll(() => j?.close());

  describe(title, () => {
    layoutIt(
      `shows every pricing screen of ${walks.map((w) => w.who).join(', ')} in Chinese, English and Korean at 1440 px and in English at 375 px: no 404, no overflow, no console error`,
      { timeout: 600_000 },
      async () => {
        await j.steps(`pricing-screens-${walks[0]!.who}`, async () => {
          const problems: string[] = [];
          for (const walk of walks) {
            if (walk.user) {
              await j.signIn(walk.user, 'parcel2026');
              await j.byTestId('home-page').waitFor();
            }
            await visitScreens(j.page, walk.who, walk.screens, problems);
            if (walk.user) await j.signOut();
          }
          expect(problems).toEqual([]);
          expect(errors).toEqual([]);
        });
      },
    );
  });
}
