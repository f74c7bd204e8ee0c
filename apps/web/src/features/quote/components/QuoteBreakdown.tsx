import { Flex, Table, Typography } from 'antd';
import type { QuoteLine, QuoteRow } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format';
import { QuoteExplainView } from './QuoteExplainView';

function LinesTable({ lines, currency, testId }: { lines: QuoteLine[]; currency: string; testId: string }) {
  const { t } = useTranslation('quote');
  return (
    <Table<QuoteLine>
      size="small"
      rowKey="code"
      pagination={false}
      dataSource={lines}
      data-testid={testId}
      columns={[
        { key: 'code', title: t('results.code'), dataIndex: 'code', width: 110 },
        { key: 'name', title: t('results.item'), dataIndex: 'name' },
        {
          key: 'amount',
          title: `${t('results.amount')} (${currency})`,
          dataIndex: 'amount',
          align: 'right',
          render: (v: string) => formatAmount(v),
        },
      ]}
    />
  );
}

/** One quote unfolded: its lines (and for the platform the cost's), then how it was reached. */
export function QuoteBreakdown({ row }: { row: QuoteRow }) {
  const { t } = useTranslation('quote');
  const testId = `quote-breakdown-${row.productId}`;
  return (
    <Flex vertical gap={12} data-testid={testId} style={{ minWidth: 0 }}>
      {row.lines.length > 0 ? (
        <div>
          <Typography.Text strong>{t('results.lines')}</Typography.Text>
          <LinesTable lines={row.lines} currency={row.currency} testId={`${testId}-lines`} />
        </div>
      ) : null}
      {row.cost ? (
        <div>
          <Typography.Text strong>{t('results.costLines')}</Typography.Text>
          <LinesTable lines={row.cost.lines} currency={row.currency} testId={`${testId}-cost`} />
        </div>
      ) : null}
      <QuoteExplainView explain={row.explain} title={t('results.explain')} testId={`${testId}-explain`} />
    </Flex>
  );
}
