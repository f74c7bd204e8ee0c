import type { CompiledRateCard } from './compile';
import { quoteDecimal } from './decimal-quote';
import { fastQuote } from './fast-quote';
import type { QuoteResult } from './result';
import type { QuoteRequest } from './types';

/**
 * Prices one shipment on a compiled rate card: the supplier's cost (freight, surcharges), the customer's lines
 * through the premium package, and the explanation of every step. Pure: the same card and request always answer
 * the same. A refusal answers its error key, its parameters and the explanation as far as it got.
 *
 * From a card's second quote on, most are answered over scaled integers (fast-quote.ts), exactly as the Decimal
 * engine (decimal-quote.ts) answers them; the Decimal engine answers the first, and whatever the fast way does not
 * answer exactly, refusals included.
 */
export function quote(card: CompiledRateCard, request: QuoteRequest): QuoteResult {
  return (card.fast.next() ? fastQuote(card, request) : null) ?? quoteDecimal(card, request);
}
