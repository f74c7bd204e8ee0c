import { describe, expect, it } from 'vitest';
import { parseParcels } from './OrderDrawer';

describe('the bag form’s parcel lines', () => {
  it('reads "number weight" lines, blank lines skipped', () => {
    expect(parseParcels('P1 1.2\n\n  P2   0.5 \n')).toEqual([
      { parcelNo: 'P1', weightKg: '1.2' },
      { parcelNo: 'P2', weightKg: '0.5' },
    ]);
    expect(parseParcels('')).toEqual([]);
  });

  it('refuses a line without its weight, or with a weight that is not a number', () => {
    expect(parseParcels('P1')).toBeNull();
    expect(parseParcels('P1 heavy')).toBeNull();
    expect(parseParcels('P1 1.2345')).toBeNull();
  });
});
