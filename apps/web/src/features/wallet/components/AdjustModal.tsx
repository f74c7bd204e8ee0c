import { useEffect, useRef } from 'react';
import { Form, Input, Radio } from 'antd';
import { WalletAdjustInput, type WalletSummary } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { formatAmount } from '../../../shared/format';
import { newIdempotencyKey } from '../../../shared/http';
import { useAdjust } from '../hooks/useWallet';
import { AmountInput } from './AmountInput';

/** The platform credits or debits a customer's available balance, with the reason the history will show. */
export function AdjustModal({ wallet, onClose }: { wallet: WalletSummary | null; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const { rules } = useZodRules(WalletAdjustInput);
  const adjust = useAdjust();

  // One key per opening: a save sent again (after a timeout, say) is the same adjustment, never a second one.
  const key = useRef('');
  useEffect(() => {
    if (wallet) key.current = newIdempotencyKey();
  }, [wallet]);

  return (
    <FormModal
      open={wallet !== null}
      title={wallet ? t('platform.adjustTitle', { customer: wallet.username }) : ''}
      name="wallet-adjust-form"
      schema={WalletAdjustInput}
      fields={['direction', 'amount', 'reason']}
      initialValues={{ direction: 'CREDIT' }}
      resetKey={wallet}
      toInput={(values) => ({ ...values, customerId: wallet?.customerId })}
      onSubmit={(input) => adjust.mutateAsync({ input, key: key.current })}
      successMessage={({ balance }) =>
        t('platform.adjusted', { balance: `${formatAmount(balance.available)} ${balance.currency}` })
      }
      errorFields={{ WALLET_NOT_ENOUGH_BALANCE: 'amount', WALLET_AMOUNT_INVALID: 'amount' }}
      onClose={onClose}
      saveTestId="wallet-adjust-save"
    >
      <Form.Item name="direction" label={t('platform.direction')} rules={rules.direction}>
        <Radio.Group
          options={[
            { value: 'CREDIT', label: t('platform.CREDIT') },
            { value: 'DEBIT', label: t('platform.DEBIT') },
          ]}
        />
      </Form.Item>
      <Form.Item name="amount" label={t('platform.amount')} rules={rules.amount}>
        <AmountInput currency={wallet?.currency} data-testid="wallet-adjust-amount" />
      </Form.Item>
      <Form.Item name="reason" label={t('platform.reason')} rules={rules.reason}>
        <Input.TextArea maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} data-testid="wallet-adjust-reason" />
      </Form.Item>
    </FormModal>
  );
}
