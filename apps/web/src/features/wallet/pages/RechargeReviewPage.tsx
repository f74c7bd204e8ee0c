import { useState } from 'react';
import { App, Button, Popconfirm, Space, Typography } from 'antd';
import type { Recharge } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { formatAmount } from '../../../shared/format';
import { ListPage } from '../../../shared/list';
import { walletApi } from '../api/walletApi';
import { RejectModal } from '../components/RejectModal';
import { useRechargeColumns } from '../components/rechargeColumns';
import { toRechargeQuery, useRechargeFilters, type RechargeFilters } from '../components/rechargeFilters';
import { VoucherModal } from '../components/VoucherModal';
import { walletKeys } from '../hooks/queryKeys';
import { useReview } from '../hooks/useWallet';

const INITIAL_FILTERS: RechargeFilters = { status: 'PENDING', operateType: 'OFFLINE' };

/**
 * Recharge review (component key finance/recharge-review/index, the platform): recharges, the pending bank
 * transfers first, each with its voucher; approving credits the wallet once, rejecting needs a reason.
 */
export function RechargeReviewPage() {
  const { t } = useTranslation('wallet');
  const { message } = App.useApp();
  const [voucherOf, setVoucherOf] = useState<Recharge | null>(null);
  const [rejecting, setRejecting] = useState<Recharge | null>(null);
  const { approve } = useReview();
  const columns = useRechargeColumns({ withCustomer: true, onVoucher: setVoucherOf });
  const filters = useRechargeFilters();

  const approveOne = async (r: Recharge) => {
    try {
      await approve.mutateAsync(r.id);
      void message.success(t('review.approved'));
    } catch {
      // the client showed why (already reviewed by someone else: 409)
    }
  };

  return (
    <ListPage<Recharge, RechargeFilters>
      testId="recharge-review"
      title={t('review.title')}
      intro={
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          {t('review.intro')}
        </Typography.Paragraph>
      }
      filterFormName="recharge-review-filters"
      filters={filters}
      initialFilters={INITIAL_FILTERS}
      queryKey={walletKeys.recharges()}
      load={(req, signal) => walletApi.recharges(toRechargeQuery(req), signal)}
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `recharge-review-row-${r.id}`}
      rowActions={{
        width: 130,
        render: (r) =>
          r.status === 'PENDING' && r.operateType === 'OFFLINE' ? (
            <Space size={0}>
              <Popconfirm
                title={t('review.approveConfirm', { amount: formatAmount(r.amount), customer: r.customerName })}
                onConfirm={() => approveOne(r)}
                okButtonProps={testIdProps(`recharge-approve-confirm-${r.id}`)}
              >
                <Button type="link" size="small" data-testid={`recharge-approve-${r.id}`}>
                  {t('review.approve')}
                </Button>
              </Popconfirm>
              <Button
                type="link"
                size="small"
                danger
                onClick={() => setRejecting(r)}
                data-testid={`recharge-reject-${r.id}`}
              >
                {t('review.reject')}
              </Button>
            </Space>
          ) : null,
      }}
    >
      {() => (
        <>
          <VoucherModal recharge={voucherOf} onClose={() => setVoucherOf(null)} />
          <RejectModal recharge={rejecting} onClose={() => setRejecting(null)} />
        </>
      )}
    </ListPage>
  );
}
