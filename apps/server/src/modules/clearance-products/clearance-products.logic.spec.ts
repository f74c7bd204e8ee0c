import { describe, expect, it } from 'vitest';
import { dropdownFilter, shelving, unusablePorts } from './clearance-products.logic';

describe('shelving', () => {
  it('lets the platform do anything and records its off', () => {
    expect(shelving({ status: 'ENABLED', offlineBy: null }, 'DISABLED', 'PLATFORM')).toEqual({ offlineBy: 'PLATFORM' });
    expect(shelving({ status: 'DISABLED', offlineBy: 'SUPPLIER' }, 'DISABLED', 'PLATFORM')).toEqual({
      offlineBy: 'PLATFORM',
    });
    expect(shelving({ status: 'DISABLED', offlineBy: 'PLATFORM' }, 'ENABLED', 'PLATFORM')).toEqual({ offlineBy: null });
  });
  it('refuses a supplier putting back what the platform took off', () => {
    expect(shelving({ status: 'DISABLED', offlineBy: 'PLATFORM' }, 'ENABLED', 'SUPPLIER')).toBe('refused');
    expect(shelving({ status: 'DISABLED', offlineBy: 'SUPPLIER' }, 'ENABLED', 'SUPPLIER')).toEqual({ offlineBy: null });
    expect(shelving({ status: 'DISABLED', offlineBy: null }, 'ENABLED', 'SUPPLIER')).toEqual({ offlineBy: null });
  });
  it('a supplier cannot turn the platform’s off into its own', () => {
    expect(shelving({ status: 'DISABLED', offlineBy: 'PLATFORM' }, 'DISABLED', 'SUPPLIER')).toBe('same');
    expect(shelving({ status: 'ENABLED', offlineBy: null }, 'ENABLED', 'SUPPLIER')).toBe('same');
  });
});

describe('dropdownFilter', () => {
  it('keeps PLATFORM for the platform and filters the others', () => {
    expect(dropdownFilter('PLATFORM').platformOnly).toBe(true);
    expect(dropdownFilter('SELF_BOL_QUERY')).toEqual({ platformOnly: false, enabledOnly: true, signedOnly: true });
    expect(dropdownFilter('ROLLOUT_ORDERED_QUERY').signedOnly).toBe(false);
  });
});

describe('unusablePorts', () => {
  it('names missing and disabled ports once each', () => {
    const found = [
      { code: 'ICN', enabled: true },
      { code: 'LAX', enabled: false },
    ];
    expect(unusablePorts(['ICN', 'LAX', 'XXX', 'XXX'], found)).toEqual(['LAX', 'XXX']);
    expect(unusablePorts(['ICN'], found)).toEqual([]);
  });
});
