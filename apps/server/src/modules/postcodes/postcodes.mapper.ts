import {
  postcodeTypeName,
  type Language,
  type PostcodeEntry,
  type PostcodeGroup,
  type PostcodeGroupParameters,
} from '@parcelhub/contracts';
import type { EntryRow, GroupRow } from './postcodes.repository';

export const toGroup = (row: GroupRow, countryName: string, lang: Language): PostcodeGroup => ({
  id: row.id,
  name: row.name,
  countryCode: row.countryCode,
  countryName,
  type: row.type,
  typeName: postcodeTypeName(row.type, lang),
  description: row.description,
  ownerType: row.supplierId === null ? 'PLATFORM' : 'SUPPLIER',
  ownerId: row.supplierId,
  ownerName: row.supplierId === null ? null : row.ownerName,
  postcodeCount: row.postcodeCount,
  rangeCount: row.rangeCount,
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toEntry = (row: EntryRow): PostcodeEntry => ({
  id: row.id,
  groupId: row.groupId,
  kind: row.kind,
  start: row.startPostcode,
  end: row.endPostcode,
  from: row.fromKey,
  to: row.toKey,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toParameters = (
  row: GroupRow,
  counts: { total: number; singles: number; ranges: number },
  countryName: string,
  lang: Language,
): PostcodeGroupParameters => ({
  groupId: row.id,
  name: row.name,
  countryCode: row.countryCode,
  countryName,
  type: row.type,
  typeName: postcodeTypeName(row.type, lang),
  postcodeCount: counts.total,
  singleCount: counts.singles,
  rangeCount: counts.ranges,
});
