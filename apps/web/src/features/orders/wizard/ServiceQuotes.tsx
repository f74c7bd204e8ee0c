import { useMemo } from 'react';
import Decimal from 'decimal.js';
import { Alert, Empty, Flex, Grid, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { QuoteRow } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatWeight } from '../../../shared/format';
import { QuoteBreakdown } from '../../quote';
import type { ChosenProduct } from './draft';

interface Props {
  /** The Form.Item's value and onChange: the chosen service. */
  value?: ChosenProduct | null;
  onChange?: (value: ChosenProduct | null) => void;
  /** null: the shipment is not complete enough to quote yet. */
  rows: QuoteRow[] | null;
  loading: boolean;
  error: string | null;
}

const totalOf = (r: QuoteRow) => {
  try {
    return new Decimal(r.total ?? 'Infinity');
  } catch {
    return new Decimal(Infinity);
  }
};

/** Cheapest first, refused last (the server answers so; kept whatever the order it came in). */
export function orderQuotes(rows: readonly QuoteRow[]): QuoteRow[] {
  const priced = rows.filter((r) => !r.refused && r.total !== null);
  const refused = rows.filter((r) => r.refused || r.total === null);
  return [...priced.sort((a, b) => totalOf(a).comparedTo(totalOf(b))), ...refused];
}

/**
 * The services that can carry this shipment, as live quotes: pick one with its radio. A row unfolds its charges
 * and how they were reached; a refused row is greyed with its reason and cannot be picked.
 */
export function ServiceQuotes({ value, onChange, rows, loading, error }: Props) {
  const { t } = useTranslation('orders');
  const sorted = useMemo(() => (rows ? orderQuotes(rows) : []), [rows]);
  // On a phone the product keeps the room: the chargeable weight is in each row's breakdown, the fee column narrows.
  const phone = Grid.useBreakpoint().sm === false;
  const columns: TableColumnsType<QuoteRow> = [
    {
      key: 'product',
      title: t('wizard.service.product'),
      render: (_, r) => (
        <Flex vertical>
          <Typography.Text strong>{r.productCode}</Typography.Text>
          <Typography.Text type={r.refused ? 'secondary' : undefined}>{r.productName}</Typography.Text>
          {r.shippingCycle ? (
            <Typography.Text type="secondary">
              {t('wizard.service.cycle', { min: r.shippingCycle.min, max: r.shippingCycle.max })}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'chargeableWeight',
      title: t('wizard.service.chargeableWeight'),
      align: 'right',
      width: 140,
      responsive: ['sm'],
      render: (_, r) => (r.chargeableWeight === null ? '' : formatWeight(r.chargeableWeight)),
    },
    {
      key: 'total',
      title: t('wizard.service.total'),
      align: 'right',
      width: phone ? 112 : 220,
      render: (_, r) =>
        r.refused ? (
          <Flex vertical align="flex-end" gap={2} data-testid={`order-quote-refused-${r.productId}`}>
            <Tag style={{ marginInlineEnd: 0 }}>{t('wizard.service.refused')}</Tag>
            <Typography.Text type="secondary" style={{ textAlign: 'right' }}>
              {r.refused.message}
            </Typography.Text>
          </Flex>
        ) : (
          <Typography.Text strong data-testid={`order-quote-total-${r.productId}`}>
            {formatAmount(r.total)} {r.currency}
          </Typography.Text>
        ),
    },
  ];

  if (error) return <Alert type="error" showIcon title={error} data-testid="order-quotes-error" />;
  if (rows === null) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={loading ? t('wizard.service.quoting') : t('wizard.service.before')}
        data-testid="order-quotes-empty"
      />
    );
  }
  return (
    <Table<QuoteRow>
      size="small"
      rowKey="productId"
      loading={loading}
      dataSource={sorted}
      columns={columns}
      pagination={false}
      data-testid="order-quotes"
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('wizard.service.none')} /> }}
      onRow={(r) =>
        ({
          'data-testid': `order-quote-row-${r.productId}`,
          style: r.refused ? { opacity: 0.55 } : { cursor: 'pointer' },
        }) as Record<never, never>
      }
      rowSelection={{
        type: 'radio',
        columnWidth: 36,
        selectedRowKeys: value ? [value.id] : [],
        getCheckboxProps: (r) =>
          ({ disabled: !!r.refused, 'data-testid': `order-quote-pick-${r.productId}` }) as Record<never, never>,
        onChange: (_keys, selected) => {
          const r = selected[0];
          onChange?.(r ? { id: r.productId, code: r.productCode, name: r.productName } : null);
        },
      }}
      expandable={{
        columnWidth: 28,
        rowExpandable: (r) => r.lines.length > 0 || (r.explain !== null && r.explain !== undefined),
        expandedRowRender: (r) => <QuoteBreakdown row={r} />,
      }}
    />
  );
}
