import { defineEndpoint, needs, PUBLIC_ACCESS } from '../common/endpoint';
import { Option, okRows } from '../common/envelope';
import { PublicQuoteInput, QuoteInput, QuoteRow } from './quote';

const tags = ['quote'];

export const quoteEndpoints = {
  calc: defineEndpoint({
    method: 'POST',
    path: '/api/quote/calc',
    summary:
      'Quote every product the caller may use: cheapest first, refused rows last, each with its lines and explanation',
    tags,
    apiKey: true,
    access: needs('product:list'),
    body: QuoteInput,
    response: okRows(QuoteRow),
  }),
  publicCalc: defineEndpoint({
    method: 'POST',
    path: '/api/quote/public',
    summary: 'The public calculator: the platform public prices, no sign-in, rate limited per address',
    tags,
    access: PUBLIC_ACCESS,
    body: PublicQuoteInput,
    response: okRows(QuoteRow),
  }),
  publicCountries: defineEndpoint({
    method: 'GET',
    path: '/api/quote/publicCountries',
    summary: 'The public calculator destinations: countries served by a product with a public price',
    tags,
    access: PUBLIC_ACCESS,
    response: okRows(Option),
  }),
};
