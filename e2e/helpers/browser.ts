import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { chromium, type Browser, type Page } from 'playwright-core';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with a fresh profile and no traffic beyond this machine. */
export async function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(executablePath))
    throw new Error(`Chromium not found at ${executablePath} (apt-get install chromium)`);
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** Saves a screenshot under e2e/artifacts when a journey fails, to look at. */
export async function snapshot(page: Page, name: string) {
  const dir = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'artifacts');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true }).catch(() => undefined);
  return path.join(dir, `${name}.png`);
}

export const tmpProfile = () => fs.mkdtempSync(path.join(os.tmpdir(), 'parcelhub-chromium-'));

/**
 * Moves the app loaded in `page` to `path` as its router does on a link: no reload. What the page showed before is
 * marked `data-e2e-stale`, so a caller waiting for the new page's elements can tell them from the old page's.
 */
export async function openInApp(page: Page, path: string) {
  const at = new URL(page.url());
  // The same route would keep its elements (marked stale): it is loaded again instead.
  if (at.pathname + at.search === path) return void (await page.reload());
  await page.evaluate((to) => {
    for (const el of document.querySelectorAll('body *')) el.setAttribute('data-e2e-stale', '');
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname + url.search === path);
}

/**
 * Shows `path` in `lang`: inside the loaded app when it already speaks `lang` (as from its menu; a reload per screen
 * was a third of a screen walk's time), else by loading the app, which reads the language (from localStorage) at load.
 */
export async function reach(page: Page, path: string, lang: string) {
  const loaded = page.url().startsWith('http');
  if (loaded && (await page.evaluate(() => document.documentElement.lang)).startsWith(lang))
    await openInApp(page, path);
  else await page.goto(path);
}

/** `selector` (a list of selectors) restricted to elements the page did not show before `openInApp` (and shows). */
export const fresh = (selector: string, { visible = false } = {}) =>
  selector
    .split(',')
    .map((s) => `${s.trim()}:not([data-e2e-stale])${visible ? ':visible' : ''}`)
    .join(', ');
