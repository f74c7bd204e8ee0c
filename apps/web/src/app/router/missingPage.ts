import { pageAt } from '@parcelhub/contracts';
import type { HasPage } from '../../shared/session';

/**
 * Where an address outside the session's routes goes: a page of the product's navigation whose screen exists is one
 * the user may not open, so the no-permission page, as the spec sends a 403 (/401); anything else, a page not built
 * yet included, is nothing here (/404).
 */
export function missingPageTarget(pathname: string, hasPage: HasPage): '/401' | '/404' {
  const key = pageAt(pathname);
  return key && hasPage(key) ? '/401' : '/404';
}
