import { Tag } from 'antd';
import type { SortTaskStatus } from '@parcelhub/contracts';

const COLORS: Record<SortTaskStatus, string> = {
  CREATED: 'default',
  PRESORTING: 'processing',
  PRESORTED: 'blue',
  SORTING: 'processing',
  SORTED: 'green',
  CANCELED: 'default',
  FAILED: 'red',
};

export function SortTaskStatusTag({ status, label }: { status: SortTaskStatus; label: string }) {
  return (
    <Tag color={COLORS[status]} data-testid="sort-task-status">
      {label}
    </Tag>
  );
}
