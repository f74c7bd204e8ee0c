import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderBatchPdf } from './sort-tasks.pdf';

function pdfOf(bytes: Buffer) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'batch-')), 'b.pdf');
  fs.writeFileSync(file, bytes);
  return {
    info: execFileSync('pdfinfo', [file]).toString(),
    text: execFileSync('pdftotext', ['-layout', file, '-']).toString(),
  };
}

const parcels = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => ({ insideNumber: `${prefix}${String(i).padStart(4, '0')}`, weight: '1.250' }));

describe('the batch sheet', () => {
  it('gives a bay of more than 48 parcels pages of its own, each numbered, every parcel listed once', () => {
    const { info, text } = pdfOf(
      renderBatchPdf({
        taskNo: 'ST20261206-000009',
        warehouseCode: 'SZX1',
        sortType: 'DISTRIBUTION_CENTER',
        bays: [
          { bayNumber: 3, parcels: parcels(100, 'A') },
          { bayNumber: 11, parcels: parcels(1, 'B') },
        ],
        printedAt: new Date('2026-12-06T10:00:00Z'),
      }),
    );
    expect(info).toMatch(/Pages:\s+4\b/);
    const pages = text.split('\f').filter((p) => p.trim());
    expect(pages[0]).toMatch(/100 PCS\s+125.000 KG\s+1\/3/);
    expect(pages[2]).toContain('3/3');
    expect(pages[3]).toMatch(/\b1 PCS\s+1.250 KG/);
    for (let i = 0; i < 100; i++) expect(text.split(`A${String(i).padStart(4, '0')}`)).toHaveLength(2);
  });

  it('prints what Helvetica cannot as ? and never fails on odd text', () => {
    const { info, text } = pdfOf(
      renderBatchPdf({
        taskNo: 'ST任务',
        warehouseCode: '仓',
        sortType: 'DISTRIBUTION_CENTER',
        bays: [{ bayNumber: 1, parcels: [{ insideNumber: '内单号\u0007', weight: '0' }] }],
        printedAt: new Date(),
      }),
    );
    expect(info).toMatch(/Pages:\s+1\b/);
    expect(text).toContain('ST??');
  });
});
