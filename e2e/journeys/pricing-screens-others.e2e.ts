import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { openJourney, type Journey } from '../helpers/journey';
import { layoutIt } from '../helpers/layout';
import { consoleErrors } from '../helpers/pricing';
import { CUSTOMER_SCREENS, PUBLIC_SCREENS, SUPPLIER_SCREENS, visitScreens } from '../helpers/pricing-screens';

// The customer's, the supplier's and the public pricing screens (the platform's: pricing-screens).
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

describe('pricing screens: customers, suppliers and the public', () => {
  layoutIt(
    'shows every pricing screen of a customer, a supplier and the public in Chinese, English and Korean at 1440 px and in English at 375 px: no 404, no overflow, no console error',
    { timeout: 600_000 },
    async () => {
      await j.steps('pricing-screens-others', async () => {
        const problems: string[] = [];
        await j.signIn('customer', 'parcel2026');
        await j.byTestId('home-page').waitFor();
        await visitScreens(page, 'customer', CUSTOMER_SCREENS, problems);
        await j.signOut();
        await j.signIn('supplier', 'parcel2026');
        await j.byTestId('home-page').waitFor();
        await visitScreens(page, 'supplier', SUPPLIER_SCREENS, problems);
        await j.signOut();
        await visitScreens(page, 'public', PUBLIC_SCREENS, problems);
        expect(problems).toEqual([]);
        expect(errors).toEqual([]);
      });
    },
  );
});
