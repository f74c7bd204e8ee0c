import { describe, expect, it } from 'vitest';
import { standardMapping } from './raw-events';

describe('standardMapping', () => {
  it('reads a standard status, alone or with a sub-status of its own', () => {
    expect(standardMapping('DELIVERED')).toEqual({ status: 'DELIVERED', subStatus: null });
    expect(standardMapping('IN_TRANSIT/ARRIVED_AT_HUB')).toEqual({ status: 'IN_TRANSIT', subStatus: 'ARRIVED_AT_HUB' });
  });

  it('maps nothing else: a carrier code, a sub-status of another status, extra parts', () => {
    expect(standardMapping('OK-01')).toBeNull();
    expect(standardMapping('DELIVERED/ARRIVED_AT_HUB')).toBeNull();
    expect(standardMapping('IN_TRANSIT/ARRIVED_AT_HUB/X')).toBeNull();
    expect(standardMapping('')).toBeNull();
  });
});
