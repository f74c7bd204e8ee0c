import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin } from '../helpers/api';
import { openJourney, type Journey, screenAt } from '../helpers/journey';
import { layoutIt, screenProblems } from '../helpers/layout';
import { consoleErrors as collectErrors } from '../helpers/pricing';
import { placeApiOrder } from '../helpers/orders';
import { snapshot } from '../helpers/browser';

let j: Journey;
let page: Page;
let consoleErrors: string[];
const PATH = '/warehouse/bagging';

interface Spoken {
  text: string;
  lang: string;
  volume: number;
  pitch: number;
  rate: number;
}

beforeAll(async () => {
  j = await openJourney({ locale: 'en-US' });
  page = j.page;
  // What the station says, recorded instead of spoken (no audio device in the test browser).
  await page.context().addInitScript(() => {
    const spoken: unknown[] = [];
    (window as unknown as { __spoken: unknown[] }).__spoken = spoken;
    const fake = {
      speak: (u: SpeechSynthesisUtterance) =>
        spoken.push({ text: u.text, lang: u.lang, volume: u.volume, pitch: u.pitch, rate: u.rate }),
      cancel: () => undefined,
      getVoices: () => [],
      pause: () => undefined,
      resume: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      speaking: false,
      pending: false,
      paused: false,
    };
    Object.defineProperty(window, 'speechSynthesis', { value: fake, configurable: true });
  });
  consoleErrors = collectErrors(page);
  await j.signIn('admin', 'parcel2026');
  await j.byTestId('home-page').waitFor();
}, 120_000);
afterAll(() => j?.close());

const spoken = () => page.evaluate(() => (window as unknown as { __spoken: Spoken[] }).__spoken);
const focusedTestId = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? '');

async function scan(number: string) {
  await expect.poll(focusedTestId).toBe('bagging-scan');
  await page.keyboard.type(number);
  await page.keyboard.press('Enter');
}

describe('a shift at the bagging station (issue 39, 6-7)', () => {
  it('scans the customer’s parcels, hears each bay, closes the bag, prints its label, frees the bay and dispatches', async () => {
    await j.steps('bagging-shift', async () => {
      const customer = await apiLogin(j.server.baseUrl, 'customer');
      const admin = await apiLogin(j.server.baseUrl, 'admin');
      const parcels: { id: number; insideNumber: string }[] = [];
      for (const zip of ['10001', '10150']) {
        const placed = await placeApiOrder(customer, `BAGJ-${zip}-${Date.now()}`, { zipCode: zip });
        expect(placed.flag, JSON.stringify(placed)).toBe(true);
        parcels.push(placed.obj as { id: number; insideNumber: string });
      }

      await page.evaluate(() => window.localStorage.setItem('language', 'en'));
      const problems = await screenProblems(page, {
        path: PATH,
        ready: ['[data-testid="bagging-scan"]', '[data-testid="bagging-bay-12"]'],
        lang: 'en',
        width: 1440,
        shot: 'bagging-station',
      });
      await expect.poll(() => j.byTestId('bagging-warehouse').textContent()).toContain('SZX1');

      // Each parcel: typed as a scanner does, Enter; the bay in large type and spoken in English.
      for (const p of parcels) {
        await scan(p.insideNumber);
        await expect.poll(() => j.byTestId('bagging-bay').textContent()).toBe('7');
        await expect.poll(() => j.byTestId('bagging-scan').inputValue()).toBe('');
        await expect.poll(async () => (await spoken()).at(-1)?.text).toBe('Bay 7');
      }
      const said = (await spoken()).at(-1)!;
      // The defaults: vol 5, pit 5, spd 9 on the API's ranges.
      expect(said.lang).toBe('en-US');
      expect(said.volume).toBeCloseTo(0.56, 5);
      expect(said.pitch).toBeCloseTo(1, 5);
      expect(said.rate).toBeCloseTo(2, 5);
      expect(await j.byTestId('bagging-bay').getAttribute('data-outcome')).toBe('SORTED');

      // A click elsewhere gives the focus back to the scan field.
      await j.byTestId('bagging-result').click();
      await expect.poll(focusedTestId).toBe('bagging-scan');

      // Scanned again: the same bay, nothing changed; an unknown parcel is refused with its own outcome.
      await scan(parcels[0]!.insideNumber);
      await expect.poll(() => j.byTestId('bagging-bay').getAttribute('data-outcome')).toBe('REPEAT');
      expect(consoleErrors).toEqual([]);
      await scan('NO-SUCH-PARCEL');
      await expect.poll(() => j.byTestId('bagging-bay').getAttribute('data-outcome')).toBe('UNKNOWN_PARCEL');
      await expect.poll(() => j.byTestId('bagging-error').textContent()).toBe('Unknown parcel: NO-SUCH-PARCEL');
      await expect.poll(() => j.byTestId('bagging-recent').textContent()).toContain('NO-SUCH-PARCEL');
      // The browser logs the refused scan's 404 itself: expected, nothing else.
      await expect.poll(() => consoleErrors.length).toBe(1);
      expect(consoleErrors[0]).toContain('404');
      consoleErrors.length = 0;
      await snapshot(page, 'bagging-en-1440-station');

      // Close the bay's bag (F7 from the keyboard), print its label.
      await page.keyboard.press('F7');
      await j.byTestId('bagging-closed').waitFor();
      const closedText = (await j.byTestId('bagging-closed').textContent()) ?? '';
      const bagNo = /Bag (\S+) closed/.exec(closedText)?.[1];
      expect(bagNo, closedText).toBeTruthy();
      expect(closedText).toContain('2 pcs');
      const [download] = await Promise.all([page.waitForEvent('download'), j.byTestId('bagging-print').click()]);
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bagging-e2e-'));
      const file = path.join(dir, 'bag.pdf');
      await download.saveAs(file);
      expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
      execFileSync('pdftoppm', ['-r', '300', '-png', '-singlefile', file, path.join(dir, 'bag')]);
      expect(
        execFileSync('zbarimg', ['-q', '--raw', path.join(dir, 'bag.png')])
          .toString()
          .trim(),
      ).toBe(bagNo);

      // Free the bay, dispatch the bag.
      await j.byTestId('bagging-free').click();
      await page.getByText('Bay 7 freed').first().waitFor();
      await expect.poll(() => j.byTestId('bagging-bay-7').textContent()).toContain('Idle');
      await j.byTestId('bagging-dispatch').click();
      await page.getByText(`Bag ${bagNo} dispatched (2 parcels)`).first().waitFor();
      await expect.poll(focusedTestId).toBe('bagging-scan');

      // The customer sees the parcels dispatched, the warehouse's steps in their timeline.
      for (const p of parcels) {
        const detail = await customer.call('GET', `/api/order/detail/${p.id}`);
        expect(detail.obj.status).toBe('DISPATCHED');
        const info = await customer.call(
          'GET',
          `/api/order/catchOrderTrackInfo/order/${encodeURIComponent(p.insideNumber)}`,
        );
        const subs = (info.obj.events as { subStatus: string | null }[]).map((e) => e.subStatus);
        expect(subs).toEqual(expect.arrayContaining(['ARRIVED_AT_HUB', 'SORTED', 'BAGGED']));
      }
      const bags = await admin.call('POST', '/api/ssBag/custList', { bagNo });
      expect(bags.rows[0]).toMatchObject({ bagNo, status: 'DISPATCHED', pieces: 2 });

      // The bags tab lists it.
      await j.byTestId('bagging-tab-bags').click();
      await j.byTestId(`bag-row-${bags.rows[0].id}`).waitFor();
      await expect.poll(() => j.byTestId(`bag-status-${bags.rows[0].id}`).textContent()).toBe('Dispatched');
      await j.byTestId(`bag-open-${bags.rows[0].id}`).click();
      await page.locator('[data-testid="bag-parcels"]').getByText(parcels[0]!.insideNumber).waitFor();
      await snapshot(page, 'bagging-en-1440-bags');
      await page.locator('.ant-drawer-open .ant-drawer-close').click();
      expect(problems).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }, 300_000);

  it('keeps a changed speech setting across a reload: the popover saves the user’s stored setting', async () => {
    await j.steps('bagging-speech', async () => {
      const admin = await apiLogin(j.server.baseUrl, 'admin');
      const stored = async () =>
        (await admin.call('GET', '/api/sortWarehouse/speechSetting')).obj as Record<string, unknown>;
      const DEFAULTS = { flag: true, vol: 5, pit: 5, spd: 9, autoVoice: 4 };
      expect(await stored()).toEqual(DEFAULTS);
      const volume = page.locator('[data-testid="bagging-speech-vol"] [role="slider"]');
      const openSettings = async () => {
        await j.byTestId('bagging-speech').click();
        await j.byTestId('bagging-speech-settings').waitFor();
      };
      const closeSettings = async () => {
        // The button toggles the popover (which covers the result card); Escape gives the scan field the focus.
        await j.byTestId('bagging-speech').click();
        await j.byTestId('bagging-speech-settings').waitFor({ state: 'hidden' });
        await page.keyboard.press('Escape');
        await expect.poll(focusedTestId).toBe('bagging-scan');
      };

      await j.byTestId('bagging-tab-station').click();
      await j.byTestId('bagging-bay-12').waitFor();
      await openSettings();
      await expect.poll(() => volume.getAttribute('aria-valuenow')).toBe('5');
      // Two steps up from the keyboard: one save once the changes stop.
      await volume.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => volume.getAttribute('aria-valuenow')).toBe('7');
      await expect.poll(stored).toEqual({ ...DEFAULTS, vol: 7 });
      await closeSettings();

      // Another page load reads it back from the server: the slider, and the voice of the next scan.
      await page.reload();
      await j.byTestId('bagging-bay-12').waitFor();
      await openSettings();
      await expect.poll(() => volume.getAttribute('aria-valuenow')).toBe('7');
      await closeSettings();
      const customer = await apiLogin(j.server.baseUrl, 'customer');
      const placed = await placeApiOrder(customer, `BAGS-${Date.now()}`, { zipCode: '10001' });
      await scan((placed.obj as { insideNumber: string }).insideNumber);
      await expect.poll(() => j.byTestId('bagging-bay').textContent()).toBe('7');
      await expect.poll(async () => (await spoken()).at(-1)?.volume).toBeCloseTo(0.78, 5);

      // Back to the defaults, saved too.
      await openSettings();
      await j.byTestId('bagging-speech-defaults').click();
      await expect.poll(() => volume.getAttribute('aria-valuenow')).toBe('5');
      await expect.poll(stored).toEqual(DEFAULTS);
      await closeSettings();
      expect(consoleErrors).toEqual([]);
    });
  }, 240_000);

  const ROUNDS = [
    [1440, 900, 'zh'],
    [1440, 900, 'ko'],
    [1280, 800, 'en'],
    [375, 812, 'en'],
  ] as const;
  layoutIt.each(ROUNDS)(
    'shows the station and the bags at %i x %i in %s',
    async (width, height, lang) => {
      const shot = `bagging-${lang}-${width}`;
      await j.steps(shot, async () => {
        await screenAt(j, width, lang, height);
        consoleErrors.length = 0;
        const problems = await screenProblems(page, {
          path: PATH,
          ready: ['[data-testid="bagging-scan"]', '[data-testid="bagging-bay-12"]'],
          lang,
          width,
          shot,
        });
        const customer = await apiLogin(j.server.baseUrl, 'customer');
        const placed = await placeApiOrder(customer, `BAGL-${lang}-${width}-${Date.now()}`, { zipCode: '90001' });
        await scan((placed.obj as { insideNumber: string }).insideNumber);
        await expect.poll(() => j.byTestId('bagging-bay').textContent()).toBe('2');
        const say = { zh: '2号格口', ko: '2번 구역', en: 'Bay 2' }[lang];
        const heard = (await spoken()).at(-1)!;
        expect(heard).toMatchObject({ text: say, lang: { zh: 'zh-CN', ko: 'ko-KR', en: 'en-US' }[lang] });
        await snapshot(page, `${shot}-${height}-station`);
        await j.byTestId('bagging-tab-bags').click();
        await page.locator('[data-testid^="bag-row-"]').first().waitFor();
        await snapshot(page, `${shot}-${height}-bags`);
        await j.byTestId('bagging-tab-station').click();
        expect(problems).toEqual([]);
        expect(consoleErrors).toEqual([]);
      });
    },
    240_000,
  );
});
