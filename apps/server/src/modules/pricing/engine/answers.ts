import type { QuoteErrorKey, QuoteExplain, QuoteLine, QuoteOk, QuoteParams, QuoteRefused } from './result';

/**
 * The engine's answers. The explanation is worded on first read and then kept, and it is an own enumerable property
 * after the others (JSON.stringify includes it, last), as an object literal's `get explain()` would make it. Such a
 * literal makes a new getter for every answer, which turns the answer into a dictionary object (about 1 KB and
 * microseconds to build); here every answer shares one getter, which finds its own wording in private fields.
 */
abstract class Explained {
  #word: (() => QuoteExplain) | null;
  #explain: QuoteExplain | null = null;

  constructor(word: () => QuoteExplain) {
    this.#word = word;
  }

  /** Defined by each answer after its own fields. */
  protected static readonly EXPLAIN: PropertyDescriptor = {
    enumerable: true,
    configurable: true,
    get(this: Explained): QuoteExplain {
      if (this.#explain === null) {
        this.#explain = (this.#word as () => QuoteExplain)();
        this.#word = null;
      }
      return this.#explain;
    },
  };
}

export class Priced extends Explained implements QuoteOk {
  readonly ok: true;
  readonly currency: string;
  readonly chargeableWeight: string;
  readonly zone: string;
  readonly remote: boolean;
  readonly cost: QuoteOk['cost'];
  readonly lines: QuoteLine[];
  readonly total: string;
  readonly margin: string;
  declare readonly explain: QuoteExplain;

  constructor(
    currency: string,
    chargeableWeight: string,
    zone: string,
    remote: boolean,
    cost: QuoteOk['cost'],
    lines: QuoteLine[],
    total: string,
    margin: string,
    word: () => QuoteExplain,
  ) {
    super(word);
    this.ok = true;
    this.currency = currency;
    this.chargeableWeight = chargeableWeight;
    this.zone = zone;
    this.remote = remote;
    this.cost = cost;
    this.lines = lines;
    this.total = total;
    this.margin = margin;
    Object.defineProperty(this, 'explain', Explained.EXPLAIN);
  }
}

export class Refused extends Explained implements QuoteRefused {
  readonly ok: false;
  readonly refused: { errorKey: QuoteErrorKey; params: QuoteParams };
  declare readonly explain: QuoteExplain;

  constructor(errorKey: QuoteErrorKey, params: QuoteParams, word: () => QuoteExplain) {
    super(word);
    this.ok = false;
    this.refused = { errorKey, params };
    Object.defineProperty(this, 'explain', Explained.EXPLAIN);
  }
}
