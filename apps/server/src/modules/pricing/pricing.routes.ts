import type { FastifyInstance } from 'fastify';
import { quoteEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { okRows } from '../../platform/http/envelope';
import { AppError } from '../../platform/http/app-error';
import type { QuoteService } from './quote.service';
import { createRateLimit } from './rate-limit';

/** Public calculator: this many quotes a minute per address. */
export const PUBLIC_QUOTES_PER_MINUTE = 30;

export function mountPricingRoutes(app: FastifyInstance, quotes: QuoteService) {
  const limit = createRateLimit({ limit: PUBLIC_QUOTES_PER_MINUTE, windowMs: 60_000 });
  mountEndpoints(app, quoteEndpoints, {
    calc: async ({ actor, body, lang }) => okRows(await quotes.calc(actor, body, lang)),
    publicCalc: async ({ body, lang, req }) => {
      if (!limit.take(req.ip)) throw new AppError('TOO_MANY_REQUESTS');
      return okRows(await quotes.publicCalc(body, lang));
    },
    publicCountries: async ({ lang }) => okRows(await quotes.publicCountries(lang)),
  });
}
