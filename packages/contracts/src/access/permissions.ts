/**
 * Every permission of the product. Menu entries and roles carry them; endpoints declare which one they need; the
 * web hides what the caller lacks. A string union, so a typo fails the type check on both sides.
 */
export const PERMISSIONS = [
  'account:sub',
  'address:edit',
  'address:list',
  'api:key',
  'clearance:manage',
  'clearance:order',
  'finance:bill',
  'finance:review',
  'finance:wallet',
  'order:create',
  'order:label',
  'order:list',
  'product:cost',
  'product:list',
  'product:manage',
  'stats:view',
  'system:dict',
  'system:dueWork',
  'system:menu',
  'system:outbox',
  'system:region',
  'system:role',
  'system:session',
  'system:oplog',
  'tracking:manage',
  'user:approve',
  'user:edit',
  'user:list',
  'warehouse:manage',
  'warehouse:sort',
  'warehouse:tail',
  'waybill:list',
  'workorder:use',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const isPermission = (value: string): value is Permission => (PERMISSIONS as readonly string[]).includes(value);
