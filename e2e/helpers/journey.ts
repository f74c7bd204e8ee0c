import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { launchBrowser, snapshot } from './browser';
import { consoleErrors } from './pricing';
import { startServer, type RunningServer } from './server';

export interface Journey {
  server: RunningServer;
  page: Page;
  byTestId(id: string): ReturnType<Page['locator']>;
  /** Signs in through the login page. */
  signIn(username: string, password: string): Promise<void>;
  /** Signs out through the account menu, with its confirmation, and waits for the login page to load. */
  signOut(): Promise<void>;
  /** Opens the account menu and picks `item`, until `shown` shows (a click during the menu's animation can be lost). */
  accountMenu(item: string, shown: Locator): Promise<void>;
  /** Runs the steps; on failure saves a screenshot under e2e/artifacts and says where. */
  steps(name: string, body: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/**
 * A server of the journey's own and a fresh browser page on it. `language` is the one the person picked before.
 * The browser asks for reduced motion, so the app skips antd's animations (nothing waits for a modal to finish
 * zooming); `motion: true` keeps them, for the journeys that show the animated app still works.
 */
export async function openJourney(
  opts: {
    locale?: string;
    language?: 'zh' | 'en' | 'ko';
    viewport?: { width: number; height: number };
    motion?: boolean;
    /** The server's environment beyond the journeys' own (startServer). */
    env?: Record<string, string>;
  } = {},
): Promise<Journey> {
  const server = await startServer(opts.env);
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const options: BrowserContextOptions = {
      baseURL: server.baseUrl,
      locale: opts.locale ?? 'zh-CN',
      viewport: opts.viewport ?? { width: 1440, height: 900 },
      reducedMotion: opts.motion ? 'no-preference' : 'reduce',
    };
    const context = await browser.newContext(options);
    if (opts.language) await context.addInitScript((l) => window.localStorage.setItem('language', l), opts.language);
    const page = await context.newPage();
    const opened = browser;
    const accountMenu: Journey['accountMenu'] = async (item, shown) => {
      // On a busy machine a click during the menu's opening animation can be lost: open it again until `shown`.
      for (let attempt = 0; attempt < 3 && !(await shown.isVisible()); attempt++) {
        const entry = page.locator(`[data-testid="${item}"]`);
        if (!(await entry.isVisible())) await page.locator('[data-testid="account-menu"]').click();
        await entry.click();
        await shown.waitFor({ timeout: 10_000 }).catch(() => undefined);
      }
      await shown.waitFor();
    };
    return {
      server,
      page,
      byTestId: (id) => page.locator(`[data-testid="${id}"]`),
      async signIn(username, password) {
        await page.goto('/login');
        await page.locator('[data-testid="login-username"]').fill(username);
        await page.locator('[data-testid="login-password"]').fill(password);
        await page.locator('[data-testid="login-submit"]').click();
      },
      accountMenu,
      async signOut() {
        const confirm = page.locator('[data-testid="logout-confirm"]');
        await accountMenu('logout', confirm);
        // Logging out loads the login page afresh; wait for that load, not for a URL on the way there. A click
        // while the confirmation is still zooming in can be lost too: click again while it still shows.
        for (let attempt = 1; ; attempt++) {
          const loaded = page.waitForEvent('load', { timeout: 10_000 });
          await confirm.click();
          const outcome = await loaded.then(
            () => null,
            (err: unknown) => err,
          );
          if (outcome === null) break;
          if (attempt === 3 || !(await confirm.isVisible())) throw outcome;
        }
        await page.locator('[data-testid="login-submit"]').waitFor();
      },
      async steps(name, body) {
        try {
          await body();
        } catch (err) {
          console.error(`screenshot: ${await snapshot(page, name)}`);
          throw err;
        }
      },
      async close() {
        await opened.close();
        await server.stop();
      },
    };
  } catch (err) {
    await browser?.close();
    await server.stop();
    throw err;
  }
}

/** A spec file's journey (`journeyFor`): set once its `beforeAll` has run. */
export interface FileJourney {
  j: Journey;
  page: Page;
  /** The page's console errors and uncaught exceptions so far. */
  errors: string[];
}

/**
 * One journey for the tests of a spec file: opened before them and closed after, its page on the login page in
 * `startIn`. Set once in localStorage, not at every load as openJourney's `language` does, so a test can change it.
 */
export function journeyFor(
  opts: Parameters<typeof openJourney>[0] & { startIn?: 'zh' | 'en' | 'ko' } = {},
): FileJourney {
  const { startIn, ...journey } = opts;
  const open = {} as FileJourney;
  beforeAll(async () => {
    open.j = await openJourney(journey);
    open.page = open.j.page;
    open.errors = consoleErrors(open.page);
    await open.page.goto('/login');
    if (startIn) await open.page.evaluate((l) => window.localStorage.setItem('language', l), startIn);
  });
  afterAll(() => open.j?.close());
  return open;
}

/**
 * Opens a screen walk's round at `width` px in `lang`: the window's size (`height` by default 900, or 812 on a
 * phone), the phone notice passed once a session (a phone is told the back office is for computers; the person
 * continues), and the language the next page loads in.
 */
export async function screenAt(
  j: Pick<Journey, 'page' | 'byTestId'>,
  width: number,
  lang: string,
  height = width > 400 ? 900 : 812,
) {
  await j.page.setViewportSize({ width, height });
  if (width < 400) {
    await j.page.goto('/');
    const go = j.byTestId('phone-continue');
    await Promise.race([go.waitFor(), j.byTestId('home-page').waitFor()]);
    if (await go.isVisible()) await go.click();
    await j.byTestId('home-page').waitFor();
  }
  await j.page.evaluate((l) => window.localStorage.setItem('language', l), lang);
}
