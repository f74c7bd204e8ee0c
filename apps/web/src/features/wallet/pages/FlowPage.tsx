import { useState } from 'react';
import { Button, Input, Space, Tabs } from 'antd';
import type { WalletFlow, WalletSummary } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { formatAmount, formatDateTime } from '../../../shared/format';
import { ListPage, type FilterField, type ListColumn } from '../../../shared/list';
import { TASK_KEYS } from '../../tasks';
import { walletApi } from '../api/walletApi';
import { AdjustModal } from '../components/AdjustModal';
import { CreditLimitModal } from '../components/CreditLimitModal';
import { useFlowColumns } from '../components/flowColumns';
import { toFlowFilter, toFlowQuery, useFlowFilters, type FlowFilters } from '../components/flowFilters';
import { walletKeys } from '../hooks/queryKeys';

interface WalletFilters {
  keyword?: string;
}

function useWalletColumns(): ListColumn<WalletSummary>[] {
  const { t } = useTranslation('wallet');
  const money = (key: 'available' | 'deposit' | 'creditLimit', title: string): ListColumn<WalletSummary> => ({
    key,
    title,
    width: 130,
    align: 'right',
    render: (r) => formatAmount(r[key]),
  });
  return [
    { key: 'username', title: t('platform.username'), width: 130, locked: true, ellipsis: true },
    { key: 'nickName', title: t('platform.nickName'), width: 140, ellipsis: true },
    money('available', t('balance.available')),
    money('deposit', t('balance.deposit')),
    money('creditLimit', t('balance.creditLimit')),
    { key: 'currency', title: t('platform.currency'), width: 80, defaultHidden: true },
    {
      key: 'updatedDate',
      title: t('platform.updated'),
      width: 160,
      render: (r) => (r.updatedDate ? formatDateTime(r.updatedDate) : '-'),
    },
  ];
}

/**
 * Money flows (component key finance/flow/index, the platform): every customer's history, by customer, type and
 * time, exported through the task center; and every customer's wallet, with the balance adjustment (a reason is
 * required) and the credit limit.
 */
export function FlowPage() {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const [tab, setTab] = useState('flows');
  // A wallet's "flows" opens the history filtered on that customer (a fresh list: its form starts from it).
  const [flowFilters, setFlowFilters] = useState<FlowFilters>({});
  const [adjusting, setAdjusting] = useState<WalletSummary | null>(null);
  const [limiting, setLimiting] = useState<WalletSummary | null>(null);
  const flowColumns = useFlowColumns(true);
  const filters = useFlowFilters(true);
  const walletColumns = useWalletColumns();
  const walletFilters: FilterField<WalletFilters>[] = [
    {
      name: 'keyword',
      label: t('platform.keyword'),
      input: (
        <Input
          allowClear
          maxLength={50}
          placeholder={t('filters.customerPlaceholder')}
          style={{ width: 180 }}
          data-testid="wallet-list-filter-keyword"
        />
      ),
    },
  ];

  const flows = (
    <ListPage<WalletFlow, FlowFilters>
      key={JSON.stringify(flowFilters)}
      testId="all-flow"
      title={t('flows.allTitle')}
      filterFormName="all-flow-filters"
      filters={filters}
      initialFilters={flowFilters}
      queryKey={walletKeys.flows()}
      load={(req, signal) => walletApi.flows(toFlowQuery(req), signal)}
      onExport={async ({ filters: f }) => {
        await walletApi.exportFlows(toFlowFilter(f));
        void queryClient.invalidateQueries({ queryKey: TASK_KEYS.all });
      }}
      columns={flowColumns}
      rowKey={(r) => `${r.id}-${r.lineNo}`}
      rowTestId={(r) => `all-flow-row-${r.id}-${r.lineNo}`}
      pageSize={20}
    />
  );

  const wallets = (
    <ListPage<WalletSummary, WalletFilters>
      testId="wallet-list"
      title={t('platform.wallets')}
      filterFormName="wallet-list-filters"
      filters={walletFilters}
      initialFilters={{}}
      queryKey={walletKeys.wallets()}
      load={({ pageNo, pageSize, filters: f }, signal) =>
        walletApi.wallets({ pageNo, pageSize, ...(f.keyword?.trim() ? { keyword: f.keyword.trim() } : {}) }, signal)
      }
      columns={walletColumns}
      rowKey={(r) => r.customerId}
      rowTestId={(r) => `wallet-row-${r.customerId}`}
      pageSize={20}
      rowActions={{
        width: 200,
        render: (r) => (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              onClick={() => {
                setFlowFilters({ customer: r.username });
                setTab('flows');
              }}
              data-testid={`wallet-flows-${r.customerId}`}
            >
              {t('platform.viewFlows')}
            </Button>
            <Button
              type="link"
              size="small"
              onClick={() => setAdjusting(r)}
              data-testid={`wallet-adjust-${r.customerId}`}
            >
              {t('platform.adjust')}
            </Button>
            <Button
              type="link"
              size="small"
              onClick={() => setLimiting(r)}
              data-testid={`wallet-limit-${r.customerId}`}
            >
              {t('platform.creditLimit')}
            </Button>
          </Space>
        ),
      }}
    >
      {() => (
        <>
          <AdjustModal wallet={adjusting} onClose={() => setAdjusting(null)} />
          <CreditLimitModal wallet={limiting} onClose={() => setLimiting(null)} />
        </>
      )}
    </ListPage>
  );

  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      data-testid="finance-flow-tabs"
      items={[
        { key: 'flows', label: t('platform.flowsTab'), children: flows },
        { key: 'wallets', label: t('platform.walletsTab'), children: wallets },
      ]}
    />
  );
}
