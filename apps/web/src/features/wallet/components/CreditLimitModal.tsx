import { useEffect } from 'react';
import { App, Form, Modal } from 'antd';
import { CreditLimitInput, type WalletSummary } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { parseWithSchema } from '../../../shared/forms/zodRules';
import { isApiError } from '../../../shared/http';
import { useSetCreditLimit } from '../hooks/useWallet';
import { placeError } from './formErrors';
import { AmountInput } from './AmountInput';

const FIELDS = ['creditLimit'] as const;

/** How far below zero a customer's available balance may go; never below what it already owes. */
export function CreditLimitModal({ wallet, onClose }: { wallet: WalletSummary | null; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const { message, notification } = App.useApp();
  const { rules, lang } = useZodRules(CreditLimitInput);
  const [form] = Form.useForm();
  const save = useSetCreditLimit();

  useEffect(() => {
    if (!wallet) return;
    form.resetFields();
    form.setFieldsValue({ creditLimit: wallet.creditLimit });
  }, [wallet, form]);

  const submit = async () => {
    const values: Record<string, unknown> = await form.validateFields();
    const input = parseWithSchema(form, CreditLimitInput, { ...values, customerId: wallet!.customerId }, lang, FIELDS);
    if (!input) return;
    try {
      await save.mutateAsync(input);
      void message.success(t('platform.limitSaved'));
      onClose();
    } catch (e) {
      if (!placeError(form, e, FIELDS, { WALLET_CREDIT_LIMIT_BELOW_DEBT: 'creditLimit' }))
        notification.error({ title: isApiError(e) ? e.message : tc('http.serviceAbnormal'), duration: 5 });
    }
  };

  return (
    <Modal
      open={wallet !== null}
      title={wallet ? t('platform.limitTitle', { customer: wallet.username }) : ''}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={save.isPending}
      okText={tc('actions.save')}
      cancelText={tc('actions.cancel')}
      okButtonProps={testIdProps('wallet-limit-save')}
      forceRender
    >
      <Form form={form} name="wallet-limit-form" layout="vertical" autoComplete="off">
        <Form.Item
          name="creditLimit"
          label={t('platform.creditLimit')}
          rules={rules.creditLimit}
          extra={t('platform.limitHint')}
        >
          <AmountInput currency={wallet?.currency} data-testid="wallet-limit-amount" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
