import { Table } from 'antd';
import type { Surcharge } from '@parcelhub/contracts';
import { useSurcharges } from '../hooks/useProductCosts';
import { useSurchargeColumns } from './surchargeColumns';

/** The cost's surcharges and size limits in calculation order (read here; edited on the surcharge screen). */
export function SurchargeTable({ costId }: { costId: number }) {
  const { rows, isFetching } = useSurcharges(costId, undefined);
  const columns = useSurchargeColumns().filter((c) => !c.defaultHidden);
  return (
    <Table<Surcharge>
      size="small"
      rowKey="id"
      loading={isFetching}
      dataSource={rows}
      pagination={false}
      scroll={{ x: columns.reduce((sum, c) => sum + c.width, 0) }}
      columns={columns.map((c) => ({
        key: c.key,
        title: c.title,
        width: c.width,
        align: c.align,
        ellipsis: c.ellipsis,
        render: (_: unknown, row: Surcharge, i: number) =>
          c.render ? c.render(row, i) : String(row[c.key as keyof Surcharge] ?? ''),
      }))}
      data-testid="cost-surcharges"
    />
  );
}
