import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The migrations and their snapshots agree with the schema: `drizzle-kit generate` diffs the `*.tables.ts` files
 * against the last snapshot in `drizzle/meta`, so a snapshot that misses what a hand-written migration did (a check
 * rewritten in SQL, say) makes the next generated migration carry that change again, or undo it. Generated into a
 * copy of the folder, so whatever set of migrations a branch holds is checked as it is.
 */
const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const drizzleKit = path.resolve(server, '../../node_modules/drizzle-kit/bin.cjs');
const copies: string[] = [];
afterAll(() => copies.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A copy of the migrations folder, and a config generating into it from this package's schema. */
function copyOfMigrations(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drizzle-drift-'));
  copies.push(dir);
  fs.cpSync(path.join(server, 'drizzle'), path.join(dir, 'out'), { recursive: true });
  // drizzle-kit reads `out` relative to where it runs, and loads a config without imports from anywhere.
  const schema = path.join(server, 'src/**/*.tables.ts');
  fs.writeFileSync(
    path.join(dir, 'drizzle.config.ts'),
    `export default ${JSON.stringify({ dialect: 'postgresql', schema, out: './out', casing: 'snake_case' })};\n`,
  );
  return dir;
}

const sqlFiles = (dir: string) => fs.readdirSync(path.join(dir, 'out')).filter((f) => f.endsWith('.sql'));

async function generate(dir: string): Promise<{ output: string; added: string[] }> {
  const before = new Set(sqlFiles(dir));
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    [drizzleKit, 'generate', '--config', 'drizzle.config.ts'],
    { cwd: dir, timeout: 120_000 },
  );
  return { output: `${stdout}${stderr}`, added: sqlFiles(dir).filter((f) => !before.has(f)) };
}

/** The newest snapshot, by the journal (the one drizzle-kit diffs against). */
function lastSnapshot(dir: string): string {
  const journal = JSON.parse(fs.readFileSync(path.join(dir, 'out/meta/_journal.json'), 'utf8')) as {
    entries: { idx: number }[];
  };
  const last = journal.entries.at(-1)!;
  return path.join(dir, 'out/meta', `${String(last.idx).padStart(4, '0')}_snapshot.json`);
}

describe('drizzle migrations and snapshots', () => {
  it('generating a migration from the schema finds no difference', async () => {
    const { output, added } = await generate(copyOfMigrations());
    expect(added, output).toEqual([]);
    expect(output).toContain('No schema changes');
  }, 180_000);

  it('would find one if the last snapshot missed a check (what this test guards against)', async () => {
    const dir = copyOfMigrations();
    const file = lastSnapshot(dir);
    const snapshot = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      tables: Record<string, { checkConstraints: Record<string, unknown> }>;
    };
    const checks = snapshot.tables['public.orders']!.checkConstraints;
    expect(checks.orders_label_status_ck).toBeDefined();
    delete checks.orders_label_status_ck;
    fs.writeFileSync(file, JSON.stringify(snapshot, null, 2));
    const { output, added } = await generate(dir);
    expect(added, output).toHaveLength(1);
    expect(fs.readFileSync(path.join(dir, 'out', added[0]!), 'utf8')).toContain('orders_label_status_ck');
  }, 180_000);
});
