import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { FileStorage } from '../../platform/files/storage';
import type { RunningTask } from '../tasks';
import { HEADERS } from './addresses.export';
import { runAddressImport, type ImportJobData } from './addresses.import';

const row = (name: string, country = 'US') => [
  'Recipient',
  name,
  country,
  'CA',
  'Los Angeles',
  '90001',
  '1 Main St',
  '',
  '',
  '+1 213 555 0100',
  '',
  'No',
];

async function sheet(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const s = book.addWorksheet('Addresses');
  s.addRow(HEADERS.en);
  for (const r of [row('A'), row('B', 'XX'), row('C')]) s.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A task whose commit behaves as the task center's: once the task has ended, nothing more is written. */
function taskOf(bytes: Buffer, writer: FileStorage['writer']) {
  let ended = false;
  const task: RunningTask<ImportJobData> = {
    taskId: 1,
    accountId: 1,
    userId: 1,
    data: { fileKey: 'k', lang: 'en' },
    files: { read: () => Readable.from([bytes]), writer, remove: async () => undefined } as unknown as FileStorage,
    progress: async () => undefined,
    commit: async (_outcome, write) => {
      if (ended) throw new Error('TASK_CANCELLED');
      await write();
      ended = true;
    },
  };
  return task;
}

const working: FileStorage['writer'] = () => {
  const stream = new PassThrough();
  stream.resume();
  return { key: 'report', stream, done: async () => undefined };
};

describe('an address import is all or nothing', () => {
  it('keeps no row when it fails part way (its report cannot be written), and a retry saves each row once', async () => {
    const bytes = await sheet();
    const saved: string[] = [];
    const target = {
      countryCodes: async () => new Set(['US']),
      save: async (rows: { name: string }[]) => void saved.push(...rows.map((r) => r.name)),
    };
    const broken = taskOf(bytes, () => {
      throw new Error('disk full');
    });
    await expect(runAddressImport(broken, target)).rejects.toThrow('disk full');
    expect(saved).toEqual([]);

    const retry = taskOf(bytes, working);
    expect(await runAddressImport(retry, target)).toMatchObject({ done: 2, total: 3 });
    expect(saved).toEqual(['A', 'C']);
    // The same job run again (a retry after a restart) finds its task ended and saves nothing twice.
    await expect(runAddressImport(retry, target)).rejects.toThrow();
    expect(saved).toEqual(['A', 'C']);
  });
});
