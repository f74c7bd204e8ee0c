/**
 * Where each module's error codes live. A module's code is `HTTP status × 10000 + block × 100 + n` (seven digits,
 * n 0-99), so a code says both its status and who answers it: 4091900-4091999 are the orders' conflicts. The
 * platform (and its files) keeps the five-digit `status × 100 + n`, block 0. docs/errors.md explains how to add one.
 */
export const ERROR_BLOCKS = {
  auth: 1,
  users: 2,
  'user-admin': 3,
  'sub-accounts': 4,
  account: 5,
  roles: 6,
  menus: 7,
  dicts: 8,
  regions: 9,
  addresses: 10,
  media: 11,
  oplog: 12,
  tasks: 13,
  postcodes: 14,
  products: 15,
  productCosts: 16,
  pricing: 17,
  orderRules: 18,
  orders: 19,
  carriers: 20,
  wallet: 21,
  dueWork: 38,
  tailLogistics: 26,
  tracking: 22,
  apiDocking: 24,
  publicTracking: 42,
  trackRules: 39,
  trace: 40,
  webhooks: 23,
  waybills: 25,
  warehouses: 27,
  sortRules: 28,
  sortTasks: 43,
  robots: 29,
  bags: 41,
  hsCodes: 32,
  clearancePorts: 30,
  clearanceProducts: 31,
  clearanceOrders: 33,
} as const;

/** Blocks held for the modules the product plans next, so their codes are known before they are written. */
export const PLANNED_ERROR_BLOCKS = {
  aviation: 34,
  bills: 35,
  statistics: 36,
  subscriptions: 37,
} as const;

/** The owners that answer five-digit codes (block 0). */
export const PLATFORM_OWNERS = ['platform', 'files'] as const;

export type ErrorModule = keyof typeof ERROR_BLOCKS;

/** The code an error of `owner` answering `status` has for its number `n` (0-99) inside the block. */
export function errorCode(owner: string, status: number, n: number): number {
  const block = blockOf(owner);
  if (block === undefined) throw new Error(`${owner} has no error block: add it to ERROR_BLOCKS`);
  return block === 0 ? status * 100 + n : status * 10000 + block * 100 + n;
}

export function blockOf(owner: string): number | undefined {
  if ((PLATFORM_OWNERS as readonly string[]).includes(owner)) return 0;
  return (ERROR_BLOCKS as Record<string, number>)[owner];
}

/** What a code says about itself: its HTTP status and its block (0 for the platform's five-digit codes). */
export function readCode(code: number): { status: number; block: number; n: number } {
  if (code >= 1_000_000)
    return { status: Math.floor(code / 10000), block: Math.floor(code / 100) % 100, n: code % 100 };
  return { status: Math.floor(code / 100), block: 0, n: code % 100 };
}
