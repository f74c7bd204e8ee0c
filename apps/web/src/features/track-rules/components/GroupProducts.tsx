import { Alert, Flex, Table, Tag, Typography } from 'antd';
import type { TrackRuleGroupCostUse } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useGroupProducts } from '../hooks/useTrackRules';

/**
 * The costs (and their products) whose account reaches the group's carrier: the parcels whose events the group maps
 * (`productCost/listTrackRuleGroupLogisticsServiceProduct/{id}`). A supplier sees its own costs only.
 */
export function GroupProducts({ groupId }: { groupId: number }) {
  const { t } = useTranslation('track-rules');
  const uses = useGroupProducts(groupId);
  return (
    <Flex vertical gap={8} data-testid="track-group-products">
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('products.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('products.hint')}</Typography.Text>
      {uses.isError ? <Alert type="error" showIcon message={t('products.loadFailed')} /> : null}
      <Table<TrackRuleGroupCostUse>
        size="small"
        rowKey="costId"
        loading={uses.isLoading}
        dataSource={uses.data?.rows ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('products.empty') }}
        onRow={(r) => ({ 'data-testid': `track-group-cost-${r.costId}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            key: 'cost',
            title: t('products.cost'),
            width: 200,
            render: (_, r) => `${r.costCode} ${r.costName}`,
          },
          { key: 'ownerName', dataIndex: 'ownerName', title: t('products.owner'), width: 110 },
          {
            key: 'matchedBy',
            title: t('products.matchedBy'),
            width: 150,
            render: (_, r) =>
              r.matchedBy === 'DOCKING_PROVIDER'
                ? `${t('products.byProvider')}${r.serviceCode ? ` · ${r.serviceCode}` : ''}`
                : `${t('products.byFinalCarrier')}${r.finalLogisticsName ? ` · ${r.finalLogisticsName}` : ''}`,
          },
          {
            key: 'products',
            title: t('products.products'),
            width: 280,
            render: (_, r) =>
              r.products.length === 0 ? (
                <Typography.Text type="secondary">{t('products.none')}</Typography.Text>
              ) : (
                <Flex gap={4} wrap>
                  {r.products.map((p) => (
                    <Tag key={p.id} color={p.status === 'ONLINE' ? 'blue' : undefined} title={p.name}>
                      {p.code}
                    </Tag>
                  ))}
                </Flex>
              ),
          },
        ]}
      />
    </Flex>
  );
}
