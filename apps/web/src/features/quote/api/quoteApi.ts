import { quoteEndpoints as endpoints, type PublicQuoteInput, type QuoteInput } from '@parcelhub/contracts';
import { DROPDOWNS, loadDropdown } from '../../../shared/dropdowns';
import { callRows } from '../../../shared/http/endpoint';

export const quoteApi = {
  /** Silent: the form puts field errors on its fields and shows every other failure beside the results. */
  calc: (input: QuoteInput) => callRows(endpoints.calc, { body: input }, { silent: true }),
  /**
   * The public calculator, for visitors without a session: a 401 or 403 here says nothing about a session, and the
   * rate limit's 429 is shown by the page, not as a notification.
   */
  publicCalc: (input: PublicQuoteInput) =>
    callRows(endpoints.publicCalc, { body: input }, { silent: true, skipAuthRedirect: true }),
  /** The public calculator's destinations (no session). */
  publicCountries: () =>
    callRows(endpoints.publicCountries, {}, { silent: true, skipAuthRedirect: true }).then(({ rows }) => rows),
  /** The countries dropdown (api/region/lists), signed in only. */
  countries: (signal?: AbortSignal) => loadDropdown(DROPDOWNS.regionLists, {}, signal),
  /** Customer accounts (at most 200 per answer, searched on the server by name). */
  customers: (keyword: string, signal?: AbortSignal) =>
    loadDropdown(DROPDOWNS.selectOption, { query: { privilegeType: 'USER', keyword } }, signal),
};
