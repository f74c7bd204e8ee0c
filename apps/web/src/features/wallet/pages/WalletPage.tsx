import type { WalletFlow } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useAccess } from '../../../shared/access';
import { ListPage } from '../../../shared/list';
import { TASK_KEYS } from '../../tasks';
import { walletApi } from '../api/walletApi';
import { BalanceCard } from '../components/BalanceCard';
import { useFlowColumns } from '../components/flowColumns';
import { toFlowFilter, toFlowQuery, useFlowFilters, type FlowFilters } from '../components/flowFilters';
import { walletKeys } from '../hooks/queryKeys';
import { WALLET_PERMISSIONS } from '../permissions';

const INITIAL_FILTERS: FlowFilters = {};

/**
 * The customer's wallet (component key finance/wallet/index): the balance card with the way to recharge, and the
 * history of every movement with the balance after it, filtered by type and time, exported through the task center.
 */
export function WalletPage() {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const canRecharge = useAccess().can(WALLET_PERMISSIONS.wallet);
  const columns = useFlowColumns(false);
  const filters = useFlowFilters(false);
  return (
    <>
      <BalanceCard canRecharge={canRecharge} />
      <ListPage<WalletFlow, FlowFilters>
        testId="wallet-flow"
        title={t('flows.title')}
        filterFormName="wallet-flow-filters"
        filters={filters}
        initialFilters={INITIAL_FILTERS}
        queryKey={walletKeys.flows()}
        load={(req, signal) => walletApi.flows(toFlowQuery(req), signal)}
        onExport={async ({ filters: f }) => {
          await walletApi.exportFlows(toFlowFilter(f));
          void queryClient.invalidateQueries({ queryKey: TASK_KEYS.all });
        }}
        columns={columns}
        rowKey={(r) => `${r.id}-${r.lineNo}`}
        rowTestId={(r) => `wallet-flow-row-${r.id}-${r.lineNo}`}
        pageSize={20}
      />
    </>
  );
}
