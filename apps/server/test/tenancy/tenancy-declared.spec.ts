/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import type { AnyModule } from '../../src/platform/module/module';

// Every module's descriptor, by its folder, and the source of every table file, by path.
const descriptorFiles = import.meta.glob<Record<string, unknown>>('../../src/modules/*/*.module.ts', { eager: true });
const tableSources = import.meta.glob<string>('../../src/modules/*/**/*.tables.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const folderOf = (file: string) => file.split('/modules/')[1]!.split('/')[0]!;
const isModule = (v: unknown): v is AnyModule =>
  typeof v === 'object' && v !== null && 'name' in v && 'create' in v && typeof v.create === 'function';

const descriptors = new Map<string, AnyModule>();
for (const [file, exports] of Object.entries(descriptorFiles)) {
  const found = Object.values(exports).find(isModule);
  if (found) descriptors.set(folderOf(file), found);
}
const owning = [
  ...new Set(
    Object.entries(tableSources)
      .filter(([, source]) => /\bownedBy\(/.test(source))
      .map(([file]) => folderOf(file)),
  ),
].sort();

describe('tenancy is part of the module', () => {
  it('finds the owning modules', () => {
    expect(owning).toEqual(expect.arrayContaining(['addresses', 'orders', 'postcodes', 'product-costs', 'wallet']));
  });

  it.each(owning)('%s owns data, so its descriptor declares its cross-tenant case', async (folder) => {
    const tenancy = descriptors.get(folder)?.tenancy;
    expect(tenancy, `${folder}: add tenancy: () => import('./${folder}.tenancy') to its descriptor`).toBeTypeOf(
      'function',
    );
    const cases = Object.values((await tenancy!()) as Record<string, { module?: unknown }>);
    expect(cases.length).toBeGreaterThan(0);
    for (const c of cases) expect(c.module).toBeTypeOf('string');
  });
});
