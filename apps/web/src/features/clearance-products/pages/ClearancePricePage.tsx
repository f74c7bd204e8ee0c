import { Card, Empty, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { ClearancePremium } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { clearanceKeys, clearanceProductsApi } from '../api/clearanceProductsApi';

const PRICES = ['billPrice', 'bagPrice', 'kgPrice', 'parcelPrice', 'minPrice'] as const;

/** My clearance prices (menu key clearance/price/index): the customer's sale quote of each clearance product. */
export function ClearancePricePage() {
  const { t } = useTranslation('clearance-products');
  const prices = useQuery({
    queryKey: clearanceKeys.premium(),
    queryFn: ({ signal }) => clearanceProductsApi.premiumMine(signal),
  });
  return (
    <Card title={t('price.title')} data-testid="cprice-page">
      <Typography.Paragraph type="secondary">{t('price.hint')}</Typography.Paragraph>
      <Table<ClearancePremium>
        size="middle"
        rowKey="productId"
        loading={prices.isLoading}
        dataSource={prices.data?.rows ?? []}
        pagination={false}
        scroll={{ x: 820 }}
        locale={{ emptyText: <Empty description={t('price.empty')} /> }}
        onRow={(r) => ({ 'data-testid': `cprice-row-${r.productCode}` }) as never}
        columns={[
          { key: 'productCode', dataIndex: 'productCode', title: t('columns.code'), width: 110, fixed: 'left' },
          { key: 'productName', dataIndex: 'productName', title: t('columns.name'), width: 160 },
          {
            key: 'ports',
            title: t('columns.ports'),
            width: 90,
            render: (_: unknown, r) => r.clearancePortCodes.join(', '),
          },
          { key: 'currencyNo', dataIndex: 'currencyNo', title: t('quote.currency'), width: 70 },
          ...PRICES.map((f) => ({ key: f, dataIndex: f, title: t(`quote.${f}`), width: 90, align: 'right' as const })),
        ]}
      />
    </Card>
  );
}
