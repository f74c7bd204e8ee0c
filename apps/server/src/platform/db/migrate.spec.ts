import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './migrate';

interface Entry {
  idx: number;
  when: number;
  tag: string;
}
const journal = (): Entry[] =>
  (JSON.parse(fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: Entry[] })
    .entries;

describe('the migrations journal', () => {
  it('dates each migration after every one before it: drizzle applies only those newer than the newest applied', () => {
    // 0023 and 0024 were dated before 0022 (dated ahead, 2026-11-30): a database migrated to 0022 before they were
    // written skips them. No database outside development had that state; their dates stay, as changing an
    // applied migration's date would run it again where it already ran. Every later one must be newer than all.
    const known = new Set(['0023_sandbox_serial_blocks', '0024_order_facts_move_pricing']);
    let newest = 0;
    for (const e of journal()) {
      if (!known.has(e.tag)) expect(e.when, e.tag).toBeGreaterThan(newest);
      newest = Math.max(newest, e.when);
    }
  });

  it('has a file for every entry, in order', () => {
    journal().forEach((e, i) => {
      expect(e.idx).toBe(i);
      expect(fs.existsSync(path.join(migrationsFolder(), `${e.tag}.sql`)), e.tag).toBe(true);
    });
  });
});
