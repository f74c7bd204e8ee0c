import { sql } from 'drizzle-orm';
import type { DataScopeValue, PrivilegeType } from '@parcelhub/contracts';
import type { DataAccess } from '../../platform/db/data-access';
import { permissionsFor } from '../menus';
import { roles } from './roles.tables';

export const ROLE_SEED: {
  name: string;
  description: string;
  level: number;
  privilegeType: PrivilegeType;
  dataScope: DataScopeValue;
}[] = [
  {
    name: 'admin',
    description: 'Platform administrator: every permission',
    level: 1,
    privilegeType: 'PLATFORM',
    dataScope: 'ALL',
  },
  { name: 'platform', description: 'Platform operator', level: 2, privilegeType: 'PLATFORM', dataScope: 'ALL' },
  { name: 'customer', description: 'Customer main account', level: 3, privilegeType: 'USER', dataScope: 'ACCOUNT' },
  {
    name: 'supplier',
    description: 'Supplier (carrier or delivery provider)',
    level: 3,
    privilegeType: 'SUPPLIER',
    dataScope: 'ACCOUNT',
  },
];

/** Names of the seeded roles: kept by name, never deleted or renamed. */
export const BUILT_IN_ROLES: ReadonlySet<string> = new Set(ROLE_SEED.map((r) => r.name));

/** The standard roles, at every start (after the menus' seed, whose permissions they take). They only ever gain seeded permissions. */
export async function seedRoles(data: DataAccess): Promise<void> {
  await data.db
    .insert(roles)
    .values(ROLE_SEED.map((r) => ({ ...r, permissions: permissionsFor(r.privilegeType) })))
    .onConflictDoUpdate({
      target: roles.name,
      set: {
        permissions: sql`array(select distinct unnest(${roles.permissions} || excluded.permissions) order by 1)`,
      },
    });
}
