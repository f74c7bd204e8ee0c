import pg from 'pg';

/** What the HTTP quote bench asks: one box to a ZIP of the big product's range table. */
export const QUOTE_PATH = '/api/quote/calc';
/** Issue 7's throughput target for the quote call: its p99 target is read at this rate. */
export const QUOTE_TARGET_RATE = 2000;
export const quoteBody = (productId: number) =>
  JSON.stringify({
    countryCode: 'US',
    postcode: '47301',
    boxes: [
      { length: 40, width: 30, height: 20, weight: 3 },
      { length: 60, width: 40, height: 30, weight: 11.2 },
    ],
    declaredValue: 120,
    productIds: [productId],
  });

type Exec = (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

export const ZONE_ROWS = 10_000;
const ZONES = 8;

/** Ten surcharges, later ones reading earlier ones: the shape of a real carrier's list. */
const SURCHARGES: [string, string, boolean][] = [
  ['FUEL', 'freight * 0.125', false],
  ['PEAK', 'W > 10 ? W * 1.5 : 0', false],
  ['REMOTE', 'remote ? max(60, W * 4) : 0', false],
  ['OVERSIZE', 'longestSide > 120 ? 180 : 0', false],
  ['GIRTH', 'girth > 300 ? 150 : 0', false],
  ['HEAVY', 'max(0, W - 30) * 3', false],
  ['SECURITY', 'pieces * 2.5', false],
  ['INSURANCE', 'declaredValue > 100 ? declaredValue * 0.01 : 0', false],
  ['ZONEFEE', 'zone >= 5 ? 12 : 4', false],
  ['FUELPEAK', '(FUEL + PEAK) * 0.1', true],
];

/**
 * Writes the bench's product straight into the database of a stopped server: a cost of the demo supplier with
 * 10,000 postcode ranges over the US ZIP space in 8 zones, two bands per zone and 10 surcharges, shelved online for
 * the demo customer with a default package. Answers the product id.
 */
export async function seedQuoteProduct(exec: Exec): Promise<number> {
  const id = async (text: string, params: unknown[] = []) => Number((await exec(text, params)).rows[0]!.id);
  const supplier = await id(`select id from users where username = 'supplier'`);
  const customer = await id(`select id from users where username = 'customer'`);
  const admin = await id(`select id from users where username = 'admin'`);
  const cost = await id(
    `insert into product_costs (owner_id, code, name, currency, weight_carry_rule) values ($1, 'BENCH-10K', 'Bench 10k', 'CNY', '0.5') returning id`,
    [supplier],
  );
  const width = 100_000 / ZONE_ROWS;
  const values: string[] = [];
  for (let i = 0; i < ZONE_ROWS; i++) {
    const from = String(i * width).padStart(5, '0');
    const to = String(i * width + width - 1).padStart(5, '0');
    const type = i % 97 === 0 ? 'REMOTE' : 'DELIVERY';
    values.push(`(${cost}, 'US', '${from}-${to}', '${from}', '${to}', '${type}', '${1 + (i % ZONES)}')`);
  }
  await exec(
    `insert into product_cost_zones (cost_id, country_code, zip_code, zip_from, zip_to, zip_code_type, area_belongs) values ${values.join(',')}`,
  );
  const bands: string[] = [];
  for (let z = 1; z <= ZONES; z++) {
    bands.push(`(${cost}, '${z}', 20, 'FIRST_ADDITIONAL', 0.5, ${40 + z * 5}, 0.5, ${10 + z * 2}, null)`);
    bands.push(`(${cost}, '${z}', null, 'PER_KG', null, null, null, null, ${20 + z * 3})`);
  }
  await exec(
    `insert into product_cost_prices (cost_id, zone, weight_up_to, kind, first_weight, first_price, step_weight, step_price, unit_price) values ${bands.join(',')}`,
  );
  for (const [i, [code, formula, refs]] of SURCHARGES.entries())
    await exec(
      `insert into surcharges (cost_id, code, name, surcharge_type, cal_sort_number, formula, cal_reference_status) values ($1, $2, $2, 'SURCHARGE', $3, $4, $5)`,
      [cost, code, i + 1, formula, refs],
    );
  const product = await id(
    `insert into products (code, name, cost_id, owner_id, source, start_country, delivery_countries, bubble_way, bubble_percentage, volume_weight_ratio, currency, status)
     values ('BENCH-10K', 'Bench 10k', $1, $2, 'SUPPLIER', 'CN', '{US}', 'SPLIT', 40, 6000, 'CNY', 'ONLINE') returning id`,
    [cost, admin],
  );
  await exec(`insert into product_customers (product_id, customer_id) values ($1, $2)`, [product, customer]);
  await exec(
    `insert into premium_packages (product_id, name, basic_kind, basic_value, surcharge_kind, surcharge_value, handling_kind, handling_value, is_default)
     values ($1, 'Bench default', 'PERCENT', 15, 'PERCENT', 5, 'FIXED', 6, true)`,
    [product],
  );
  return product;
}

/** Runs the seed on the stopped server's database: the embedded folder, or PostgreSQL. */
export async function seedQuoteProductIn(env: Record<string, string>): Promise<number> {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      return await seedQuoteProduct((text, params) => client.query(text, params));
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(`${env.DATA_DIR ?? ''}/pglite`);
  try {
    return await seedQuoteProduct((text, params) =>
      params ? db.query<Record<string, unknown>>(text, params) : db.exec(text).then((r) => r[r.length - 1]!),
    );
  } finally {
    await db.close();
  }
}
