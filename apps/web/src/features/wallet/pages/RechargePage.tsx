import { Card, Col, Row } from 'antd';
import type { Recharge } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../shared/list';
import { walletApi } from '../api/walletApi';
import { BalanceCard } from '../components/BalanceCard';
import { RechargeForm } from '../components/RechargeForm';
import { useRechargeColumns } from '../components/rechargeColumns';
import { walletKeys } from '../hooks/queryKeys';

/**
 * Recharge (component key finance/recharge/index): online through a payment provider, with the fee shown before
 * paying and the payment completed on the newly opened page, or offline by bank transfer with a voucher; then the
 * customer's recharges and how each went.
 */
export function RechargePage() {
  const { t } = useTranslation('wallet');
  const columns = useRechargeColumns({ withCustomer: false });
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} lg={14}>
          <Card className="ph-page-card" title={t('recharge.title')} data-testid="recharge-page">
            <RechargeForm />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <BalanceCard canRecharge={false} compact />
        </Col>
      </Row>
      <ListPage<Recharge, Record<string, never>>
        testId="my-recharge"
        title={t('recharge.history')}
        filterFormName="my-recharge-filters"
        initialFilters={{}}
        queryKey={walletKeys.recharges()}
        load={({ pageNo, pageSize }, signal) => walletApi.recharges({ pageNo, pageSize }, signal)}
        columns={columns}
        rowKey={(r) => r.id}
        rowTestId={(r) => `my-recharge-row-${r.id}`}
        pageSize={10}
      />
    </>
  );
}
