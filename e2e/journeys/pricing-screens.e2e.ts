import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { openJourney, type Journey } from '../helpers/journey';
import { layoutIt } from '../helpers/layout';
import { consoleErrors } from '../helpers/pricing';
import { PLATFORM_SCREENS, visitScreens } from '../helpers/pricing-screens';

// The platform's pricing screens (the customers', the supplier's and the public calculator: pricing-screens-others).
let j: Journey;
let page: Page;
let errors: string[];
beforeAll(async () => {
  // Not openJourney's `language`: it would set the language again at every page load, and the walk changes it.
  j = await openJourney({ locale: 'en-US' });
  page = j.page;
  errors = consoleErrors(page);
});
afterAll(() => j?.close());

describe('pricing screens: the platform', () => {
  layoutIt(
    'shows every pricing screen of the platform in Chinese, English and Korean at 1440 px and in English at 375 px: no 404, no overflow, no console error',
    { timeout: 600_000 },
    async () => {
      await j.steps('pricing-screens-platform', async () => {
        const problems: string[] = [];
        await j.signIn('admin', 'parcel2026');
        await j.byTestId('home-page').waitFor();
        await visitScreens(page, 'admin', PLATFORM_SCREENS, problems);
        expect(problems).toEqual([]);
        expect(errors).toEqual([]);
      });
    },
  );
});
