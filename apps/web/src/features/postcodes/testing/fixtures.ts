import type { PostcodeEntry, PostcodeGroup, PostcodeGroupDetail } from '@parcelhub/contracts';

export const groupFixture = (patch: Partial<PostcodeGroup> = {}): PostcodeGroup => ({
  id: 7,
  name: 'Alaska remote',
  countryCode: 'US',
  countryName: 'United States',
  type: 'REMOTE',
  typeName: 'Remote postcodes',
  description: '',
  ownerType: 'PLATFORM',
  ownerId: null,
  ownerName: null,
  postcodeCount: 2,
  rangeCount: 1,
  version: 3,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-02T00:00:00Z',
  ...patch,
});

export const entryFixture = (patch: Partial<PostcodeEntry> = {}): PostcodeEntry => ({
  id: 11,
  groupId: 7,
  kind: 'RANGE',
  start: '995',
  end: '999',
  from: '995',
  to: '999',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...patch,
});

export const detailFixture = (patch: Partial<PostcodeGroupDetail> = {}): PostcodeGroupDetail => ({
  ...groupFixture(),
  postcodes: [
    entryFixture(),
    entryFixture({ id: 12, kind: 'SINGLE', start: '10001', end: '', from: '10001', to: '10001' }),
  ],
  postcodeTotal: 2,
  ...patch,
});
