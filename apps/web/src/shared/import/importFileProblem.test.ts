import { describe, expect, it } from 'vitest';
import { importFileProblem, MAX_IMPORT_MB } from './ImportDialog';

describe('import file check (spec §5: Excel only, 20 MB, a file must be chosen)', () => {
  it('says what is wrong before anything is sent', () => {
    expect(importFileProblem(null)).toBe('required');
    expect(importFileProblem({ name: 'a.xls', size: 10 })).toBe('onlyXlsx');
    expect(importFileProblem({ name: 'a.csv', size: 10 })).toBe('onlyXlsx');
    expect(importFileProblem({ name: 'a.XLSX', size: MAX_IMPORT_MB * 1024 * 1024 })).toBeNull();
    expect(importFileProblem({ name: 'a.xlsx', size: MAX_IMPORT_MB * 1024 * 1024 + 1 })).toBe('tooLarge');
  });
});
