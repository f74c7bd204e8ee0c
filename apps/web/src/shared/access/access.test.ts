import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../session/types';
import { accessOf } from './access';

const user = (patch: Partial<CurrentUser>) =>
  ({ roles: [], permissions: [], isSubLogin: false, ...patch }) as CurrentUser;

describe('accessOf', () => {
  it('grants what the permissions list holds, and nothing without a user', () => {
    const a = accessOf(user({ permissions: ['address:list'] }));
    expect(a.can('address:list')).toBe(true);
    expect(a.can('address:edit')).toBe(false);
    expect(accessOf(null).can('address:list')).toBe(false);
  });

  it('the administrator holds everything; a sub-account never inherits that by role name', () => {
    expect(accessOf(user({ roles: ['admin'] })).can('user:approve')).toBe(true);
    expect(accessOf(user({ roles: ['admin'], isSubLogin: true })).can('user:approve')).toBe(false);
  });

  it('passes on any one of several listed permissions, and on a Chinese role name by substring (spec §6)', () => {
    const a = accessOf(user({ permissions: ['order:list'] }));
    expect(a.can(['system:menu', 'order:list'])).toBe(true);
    expect(a.can([])).toBe(false);
    const chinese = accessOf(user({ roles: ['华南仓库管理员system:menu'] }));
    expect(chinese.can('system:menu')).toBe(true);
    expect(accessOf(user({ roles: ['platform-system:menu'] })).can('system:menu')).toBe(false);
  });
});
