import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright-core';

export interface LoginWeight {
  /** JS files the page requested, lazy chunks included. */
  files: number;
  /** Their decoded bodies, in bytes. */
  rawBytes: number;
  /** Each body gzipped here (level 6, what servers commonly use), so the figure does not depend on the server. */
  gzipBytes: number;
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
/** The login form is on screen when this is; by then every chunk the page needs has arrived. */
const READY = '[data-testid="login-submit"]';

const isScript = (r: Response) =>
  r.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(r.url()).pathname);

/**
 * Loads /login in a fresh Chromium (empty cache) and sums the JavaScript it downloaded: the entry, its
 * modulepreloads and every chunk fetched until the form shows and the network is quiet.
 */
export async function measureLoginWeight(baseUrl: string): Promise<LoginWeight> {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM} (set CHROMIUM_PATH)`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
    const bodies = new Map<string, Promise<Buffer>>();
    page.on('response', (r) => {
      if (isScript(r) && r.ok() && !bodies.has(r.url())) bodies.set(r.url(), r.body());
    });
    await page.goto(new URL('/login', baseUrl).href, { waitUntil: 'networkidle' });
    await page.locator(READY).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    let rawBytes = 0;
    let gzipBytes = 0;
    for (const body of await Promise.all(bodies.values())) {
      rawBytes += body.length;
      gzipBytes += gzipSync(body, { level: 6 }).length;
    }
    return { files: bodies.size, rawBytes, gzipBytes };
  } finally {
    await browser.close();
  }
}
