import { useEffect, useRef } from 'react';
import { App, Form, Input, Modal, Radio } from 'antd';
import { WalletAdjustInput, type WalletSummary } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { parseWithSchema } from '../../../shared/forms/zodRules';
import { formatAmount } from '../../../shared/format';
import { isApiError, newIdempotencyKey } from '../../../shared/http';
import { useAdjust } from '../hooks/useWallet';
import { placeError } from './formErrors';
import { AmountInput } from './AmountInput';

const FIELDS = ['direction', 'amount', 'reason'] as const;

/** The platform credits or debits a customer's available balance, with the reason the history will show. */
export function AdjustModal({ wallet, onClose }: { wallet: WalletSummary | null; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const { message, notification } = App.useApp();
  const { rules, lang } = useZodRules(WalletAdjustInput);
  const [form] = Form.useForm();
  const adjust = useAdjust();

  // One key per opening: a save sent again (after a timeout, say) is the same adjustment, never a second one.
  const key = useRef('');
  useEffect(() => {
    if (!wallet) return;
    key.current = newIdempotencyKey();
    form.resetFields();
    form.setFieldsValue({ direction: 'CREDIT' });
  }, [wallet, form]);

  const submit = async () => {
    const values: Record<string, unknown> = await form.validateFields();
    const input = parseWithSchema(form, WalletAdjustInput, { ...values, customerId: wallet!.customerId }, lang, FIELDS);
    if (!input) return;
    try {
      const { balance } = await adjust.mutateAsync({ input, key: key.current });
      void message.success(
        t('platform.adjusted', { balance: `${formatAmount(balance.available)} ${balance.currency}` }),
      );
      onClose();
    } catch (e) {
      const placed = placeError(form, e, FIELDS, {
        WALLET_NOT_ENOUGH_BALANCE: 'amount',
        WALLET_AMOUNT_INVALID: 'amount',
      });
      if (!placed) notification.error({ title: isApiError(e) ? e.message : tc('http.serviceAbnormal'), duration: 5 });
    }
  };

  return (
    <Modal
      open={wallet !== null}
      title={wallet ? t('platform.adjustTitle', { customer: wallet.username }) : ''}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={adjust.isPending}
      okText={tc('actions.save')}
      cancelText={tc('actions.cancel')}
      okButtonProps={testIdProps('wallet-adjust-save')}
      forceRender
    >
      <Form form={form} name="wallet-adjust-form" layout="vertical" autoComplete="off">
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
      </Form>
    </Modal>
  );
}
