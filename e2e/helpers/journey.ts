import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { launchBrowser, snapshot } from './browser';
import { startServer, type RunningServer } from './server';

export interface Journey {
  server: RunningServer;
  page: Page;
  byTestId(id: string): ReturnType<Page['locator']>;
  /** Runs the steps; on failure saves a screenshot under e2e/artifacts and says where. */
  steps(name: string, body: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

/** A server of the journey's own and a fresh browser page on it. `language` is the one the person picked before. */
export async function openJourney(opts: { locale?: string; language?: 'zh' | 'en' | 'ko' } = {}): Promise<Journey> {
  const server = await startServer();
  let browser: Browser | undefined;
  try {
    browser = await launchBrowser();
    const options: BrowserContextOptions = {
      baseURL: server.baseUrl,
      locale: opts.locale ?? 'zh-CN',
      viewport: { width: 1440, height: 900 },
    };
    const context = await browser.newContext(options);
    if (opts.language) await context.addInitScript((l) => window.localStorage.setItem('language', l), opts.language);
    const page = await context.newPage();
    const opened = browser;
    return {
      server,
      page,
      byTestId: (id) => page.locator(`[data-testid="${id}"]`),
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
