import { Form } from 'antd';
import { CreditLimitInput, type WalletSummary } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { useSetCreditLimit } from '../hooks/useWallet';
import { AmountInput } from './AmountInput';

/** How far below zero a customer's available balance may go; never below what it already owes. */
export function CreditLimitModal({ wallet, onClose }: { wallet: WalletSummary | null; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const { rules } = useZodRules(CreditLimitInput);
  const save = useSetCreditLimit();

  return (
    <FormModal
      open={wallet !== null}
      title={wallet ? t('platform.limitTitle', { customer: wallet.username }) : ''}
      name="wallet-limit-form"
      schema={CreditLimitInput}
      fields={['creditLimit']}
      initialValues={{ creditLimit: wallet?.creditLimit }}
      resetKey={wallet}
      toInput={(values) => ({ ...values, customerId: wallet?.customerId })}
      onSubmit={(input) => save.mutateAsync(input)}
      successMessage={t('platform.limitSaved')}
      errorFields={{ WALLET_CREDIT_LIMIT_BELOW_DEBT: 'creditLimit' }}
      onClose={onClose}
      saveTestId="wallet-limit-save"
    >
      <Form.Item
        name="creditLimit"
        label={t('platform.creditLimit')}
        rules={rules.creditLimit}
        extra={t('platform.limitHint')}
      >
        <AmountInput currency={wallet?.currency} data-testid="wallet-limit-amount" />
      </Form.Item>
    </FormModal>
  );
}
