import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLabelWorker } from '../../../../test/helpers/label-worker';
import { label, RECEIVER_DE, RECEIVER_KR, RECEIVER_US_LONG } from '../test-support/labels.fixture';
import { renderLabelsPdf } from './pdf';
import { createLabelRenderPool, type LabelRenderPool } from './render-pool';
import { LabelDataError } from './text';

/** The worker as build.mjs bundles it for dist/ (tests run from source). */
let worker: string;
let dir: string;
let removeWorker: () => void;
let pool: LabelRenderPool;

beforeAll(async () => {
  ({ worker, remove: removeWorker } = await buildLabelWorker());
  dir = path.dirname(worker);
  pool = createLabelRenderPool(worker, 2)!;
}, 60_000);
afterAll(async () => {
  await pool?.close();
  removeWorker?.();
});

/** The bytes apart from the moment the file was made and its random identifier. */
const stable = (pdf: Buffer) =>
  pdf
    .toString('latin1')
    .replace(/\/CreationDate \(D:[^)]*\)/, '')
    .replace(/\/ID \[<[0-9a-f]+> <[0-9a-f]+>\]/, '');

describe('the label drawing threads', () => {
  it('are not started without threads or without a built worker: the caller draws', () => {
    expect(createLabelRenderPool(worker, 0)).toBeNull();
    expect(createLabelRenderPool(path.join(dir, 'missing.js'), 1)).toBeNull();
  });

  it('draw the same PDF as the calling thread, Latin, Hangul and many labels', async () => {
    const cases = [
      [label({ receiver: RECEIVER_US_LONG })],
      [label({ receiver: RECEIVER_KR })],
      Array.from({ length: 30 }, (_, i) =>
        label({ trackingNo: `SB${String(i).padStart(11, '0')}`, receiver: RECEIVER_DE }),
      ),
    ];
    for (const labels of cases) {
      const [here, there] = await Promise.all([renderLabelsPdf(labels), pool.render(labels, {})]);
      expect(Buffer.isBuffer(there)).toBe(true);
      expect(stable(there)).toBe(stable(here));
    }
  });

  it('answer 50 drawings at once, each its own', async () => {
    const labels = Array.from({ length: 50 }, (_, i) =>
      label({ trackingNo: `SB${String(1000 + i).padStart(11, '0')}` }),
    );
    const pdfs = await Promise.all(labels.map((l) => pool.render([l], {})));
    pdfs.forEach((pdf, i) => expect(pdf.toString('latin1')).toContain(`Label ${labels[i]!.trackingNo}`));
  });

  it('refuse a bad label as the calling thread does, with its field and reason', async () => {
    const bad = [label({ trackingNo: '' })];
    const here = await renderLabelsPdf(bad).catch((e: unknown) => e);
    const there = await pool.render(bad, {}).catch((e: unknown) => e);
    expect(here).toBeInstanceOf(LabelDataError);
    expect(there).toBeInstanceOf(LabelDataError);
    expect({ ...(there as LabelDataError) }).toEqual({ ...(here as LabelDataError) });
  });

  it('fail the drawings of a thread that dies, and try a new thread for the next', async () => {
    const dying = path.join(dir, 'dying-worker.js');
    fs.writeFileSync(dying, 'process.exit(3);\n');
    const one = createLabelRenderPool(dying, 1)!;
    try {
      await expect(one.render([label()], {})).rejects.toThrow('exit code 3');
      await expect(one.render([label()], {})).rejects.toThrow('exit code 3');
    } finally {
      await one.close();
    }
  });

  it('fail the drawings of a thread that stops, and start another for the next', async () => {
    const one = createLabelRenderPool(worker, 1)!;
    try {
      await one.render([label()], {});
      const inFlight = one.render([label()], {}).catch((e: unknown) => e);
      await one.close(); // what a dying thread does to its jobs
      expect(String(await inFlight)).toMatch(/closed|stopped/);
      const again = await one.render([label()], {});
      expect(again.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await one.close();
    }
  });
});
