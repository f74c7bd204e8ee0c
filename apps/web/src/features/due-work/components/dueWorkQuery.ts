import type { DueWorkListQuery, DueWorkState } from '@parcelhub/contracts';
import type { PageRequest } from '../../../shared/list';

export interface DueWorkFilters {
  state: DueWorkState;
  kind?: string;
}

export const INITIAL_DUE_WORK_FILTERS: DueWorkFilters = { state: 'gaveUp' };

export function toDueWorkQuery({ pageNo, pageSize, filters }: PageRequest<DueWorkFilters>): DueWorkListQuery {
  return { pageNo, pageSize, state: filters.state ?? 'gaveUp', ...(filters.kind ? { kind: filters.kind } : {}) };
}
