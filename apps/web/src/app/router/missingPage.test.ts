import { describe, expect, it } from 'vitest';
import { hasPage } from '../registry';
import { missingPageTarget } from './missingPage';

describe('an address outside the session’s routes', () => {
  it('a built page of the navigation the user lacks sends to /401 (the spec’s 403), never /404', () => {
    expect(missingPageTarget('/finance/wallet', hasPage)).toBe('/401');
    expect(missingPageTarget('/system/roles/', hasPage)).toBe('/401');
    expect(missingPageTarget('/address/book', hasPage)).toBe('/401');
  });

  it('a page whose screen is not built yet, or no page at all, is /404', () => {
    expect(hasPage('finance/bills/index')).toBe(false);
    expect(missingPageTarget('/finance/bills', hasPage)).toBe('/404');
    expect(missingPageTarget('/no/such/page', hasPage)).toBe('/404');
    expect(missingPageTarget('/finance/wallet/extra', hasPage)).toBe('/404');
  });
});
