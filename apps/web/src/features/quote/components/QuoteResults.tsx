import { useMemo } from 'react';
import { Empty, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { QuoteRow } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useNarrowScreen } from '../../../app/layout/responsive';
import { formatAmount, formatWeight } from '../../../shared/format';
import { QuoteBreakdown } from './QuoteBreakdown';

interface Props {
  /** null: nothing asked yet. */
  rows: QuoteRow[] | null;
  loading?: boolean;
}

const money = (amount: string | null | undefined, currency: string) =>
  amount === null || amount === undefined ? '' : `${formatAmount(amount)} ${currency}`;

const isNegative = (amount: string) => amount.trim().startsWith('-');

function Margin({ row }: { row: QuoteRow }) {
  if (row.margin === undefined) return null;
  return (
    <Typography.Text type={isNegative(row.margin) ? 'danger' : 'success'}>
      {money(row.margin, row.currency)}
    </Typography.Text>
  );
}

/** On a phone the platform's cost and margin go under the total rather than in two more columns. */
function CostUnderTotal({ row }: { row: QuoteRow }) {
  const { t } = useTranslation('quote');
  return (
    <>
      {row.cost ? (
        <Typography.Text type="secondary">
          {t('results.cost')} {money(row.cost.total, row.currency)}
        </Typography.Text>
      ) : null}
      {row.margin !== undefined ? (
        <Typography.Text type="secondary">
          {t('results.margin')} <Margin row={row} />
        </Typography.Text>
      ) : null}
    </>
  );
}

function useColumns(rows: readonly QuoteRow[]): TableColumnsType<QuoteRow> {
  const { t } = useTranslation('quote');
  const narrow = useNarrowScreen();
  const withCost = rows.some((r) => r.cost !== undefined);
  const withMargin = rows.some((r) => r.margin !== undefined);
  return useMemo(() => {
    const columns: TableColumnsType<QuoteRow> = [
      {
        key: 'product',
        title: t('results.product'),
        minWidth: 120,
        render: (_, r) => (
          <Flex vertical>
            <Typography.Text strong>{r.productCode}</Typography.Text>
            <Typography.Text>{r.productName}</Typography.Text>
            {r.shippingCycle ? (
              <Typography.Text type="secondary">
                {t('results.cycle', { min: r.shippingCycle.min, max: r.shippingCycle.max })}
              </Typography.Text>
            ) : null}
          </Flex>
        ),
      },
      {
        key: 'chargeableWeight',
        title: t('results.chargeableWeight'),
        align: 'right',
        render: (_, r) => (r.chargeableWeight === null ? '' : formatWeight(r.chargeableWeight)),
      },
      {
        key: 'total',
        title: t('results.total'),
        align: 'right',
        render: (_, r) =>
          r.refused ? (
            <Flex vertical align="flex-end" gap={2} data-testid={`quote-refused-${r.productId}`}>
              <Tag color="error" style={{ marginInlineEnd: 0 }}>
                {t('results.refused')}
              </Tag>
              <Typography.Text type="danger" style={{ textAlign: 'right' }}>
                {r.refused.message}
              </Typography.Text>
            </Flex>
          ) : (
            <Flex vertical align="flex-end">
              <Typography.Text strong data-testid={`quote-total-${r.productId}`}>
                {money(r.total, r.currency)}
              </Typography.Text>
              {narrow ? <CostUnderTotal row={r} /> : null}
            </Flex>
          ),
      },
    ];
    if (narrow) return columns;
    if (withCost) {
      columns.push({
        key: 'cost',
        title: t('results.cost'),
        align: 'right',
        render: (_, r) => (r.refused ? '' : money(r.cost?.total, r.currency)),
      });
    }
    if (withMargin) {
      columns.push({
        key: 'margin',
        title: t('results.margin'),
        align: 'right',
        render: (_, r) => (r.refused ? '' : <Margin row={r} />),
      });
    }
    return columns;
  }, [t, narrow, withCost, withMargin]);
}

/**
 * The quotes in the server's order (cheapest first, refused last). A click on a row unfolds its lines and how it
 * was reached; a refused row says why and has no total.
 */
export function QuoteResults({ rows, loading }: Props) {
  const { t } = useTranslation('quote');
  const columns = useColumns(rows ?? []);
  if (rows === null) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={loading ? t('results.calculating') : t('results.before')}
        data-testid="quote-results-empty"
      />
    );
  }
  return (
    <Table<QuoteRow>
      size="small"
      rowKey="productId"
      loading={loading}
      dataSource={rows}
      columns={columns}
      pagination={false}
      data-testid="quote-results"
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('results.none')} /> }}
      onRow={(r) =>
        ({ 'data-testid': `quote-row-${r.productId}`, style: { cursor: 'pointer' } }) as Record<never, never>
      }
      expandable={{
        columnWidth: 28,
        expandRowByClick: true,
        rowExpandable: (r) => r.lines.length > 0 || (r.explain !== null && r.explain !== undefined),
        expandedRowRender: (r) => <QuoteBreakdown row={r} />,
      }}
    />
  );
}
