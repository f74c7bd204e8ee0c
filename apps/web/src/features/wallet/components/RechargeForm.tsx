import { useEffect, useState } from 'react';
import { Alert, App, Button, Descriptions, Form, Input, Radio, Select, Typography } from 'antd';
import Decimal from 'decimal.js';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { moneyField, OfflineRechargeInput, validationMessage, type RechargeOperateType } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { formatAmount } from '../../../shared/format';
import { isApiError } from '../../../shared/http';
import { walletApi } from '../api/walletApi';
import { walletKeys } from '../hooks/queryKeys';
import { useOperateTypes, usePayTypes, useRechargeFee, useRechargeSettings } from '../hooks/useWallet';
import { placeRefusal } from '../../../shared/forms/placeRefusal';
import { VoucherUpload } from './VoucherUpload';
import { AmountInput } from './AmountInput';

interface Values {
  operateType: RechargeOperateType;
  amount?: string;
  payType?: string;
  voucherFileId?: number;
  remark?: string;
}

const FIELDS = ['amount', 'payType', 'voucherFileId', 'remark'] as const;

/** The amount as the server will read it, or null while it is not one within the bounds. */
function validAmount(text: string | undefined, min?: string, max?: string): string | null {
  const parsed = moneyField.safeParse(text ?? '');
  if (!parsed.success || !min || !max) return null;
  const amount = new Decimal(parsed.data);
  return amount.gte(min) && amount.lte(max) ? parsed.data : null;
}

/**
 * A recharge: online (the fee shown before paying; the provider's page opens in a new tab and this one waits for
 * the payment to arrive) or offline by bank transfer (a voucher is required; no fee; the platform reviews it).
 */
export function RechargeForm() {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation();
  const { message, notification } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const { rules, lang } = useZodRules(OfflineRechargeInput);
  const settings = useRechargeSettings().data;
  const operateType = Form.useWatch('operateType', form) ?? 'ONLINE';
  const amountText = Form.useWatch('amount', form);
  const operateTypes = useOperateTypes();
  const payTypes = usePayTypes(operateType);
  const amount = validAmount(amountText, settings?.minAmount, settings?.maxAmount);
  const fee = useRechargeFee(amount, operateType).data;
  const [submitting, setSubmitting] = useState(false);
  const [voucherUploading, setVoucherUploading] = useState(false);
  const [paying, setPaying] = useState<{ id: number; payUrl: string } | null>(null);

  // A method this server does not offer (online without a provider) gives way to the first it offers.
  const methods = operateTypes.data;
  useEffect(() => {
    if (methods?.length && !methods.some((m) => m.value === operateType))
      form.setFieldValue('operateType', methods[0]!.value);
  }, [methods, operateType, form]);

  // The first pay type offered for the method, whenever the method changes.
  const firstPayType = payTypes.options[0]?.value;
  useEffect(() => {
    form.setFieldValue('payType', firstPayType);
  }, [firstPayType, form]);

  // While the payer pays on the provider's page, this page asks every 2 seconds whether the money arrived.
  const paid = useQuery({
    queryKey: walletKeys.recharge(paying?.id ?? 0),
    queryFn: ({ signal }) => walletApi.recharge(paying!.id, signal),
    enabled: paying !== null,
    refetchInterval: (q) => (q.state.data?.status === 'PENDING' || !q.state.data ? 2000 : false),
  });
  const status = paid.data?.status;
  useEffect(() => {
    if (!paying || !status || status === 'PENDING') return;
    if (status === 'SUCCESS') void message.success(t('recharge.success'));
    setPaying(null);
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
  }, [paying, status, message, queryClient, t]);

  const amountRules = [
    { required: true, message: validationMessage('required', lang) },
    ...rules.amount,
    {
      validator: async (_: unknown, value: string | undefined) => {
        const parsed = moneyField.safeParse(value ?? '');
        if (!parsed.success || !settings) return;
        if (new Decimal(parsed.data).lt(settings.minAmount))
          throw new Error(t('recharge.minimum', { min: settings.minAmount }));
        if (new Decimal(parsed.data).gt(settings.maxAmount))
          throw new Error(t('recharge.maximum', { max: formatAmount(settings.maxAmount) }));
      },
    },
  ];

  const submit = async (values: Values) => {
    setSubmitting(true);
    // Opened now, while the click still counts as the user's: a window opened after the answer would be blocked.
    const page = operateType === 'ONLINE' ? window.open('about:blank', '_blank') : null;
    try {
      if (operateType === 'ONLINE') {
        const started = await walletApi.online({ amount: values.amount!, payType: values.payType as 'SANDBOX' });
        if (page) page.location.href = started.payUrl;
        setPaying({ id: started.recharge.id, payUrl: started.payUrl });
      } else {
        if (!values.voucherFileId) {
          form.setFields([{ name: 'voucherFileId', errors: [t('recharge.voucherRequired')] }]);
          return;
        }
        const input = OfflineRechargeInput.parse({ ...values, payType: values.payType ?? 'BANK_TRANSFER' });
        await walletApi.offline(input);
        void message.success(t('recharge.submitted'));
        form.resetFields(['amount', 'voucherFileId', 'remark']);
        void queryClient.invalidateQueries({ queryKey: walletKeys.recharges() });
      }
    } catch (e) {
      page?.close();
      const placed = placeRefusal(form, e, FIELDS, {
        WALLET_RECHARGE_TOO_SMALL: 'amount',
        WALLET_RECHARGE_TOO_LARGE: 'amount',
        WALLET_PAY_TYPE_UNAVAILABLE: 'payType',
        WALLET_VOUCHER_REQUIRED: 'voucherFileId',
        WALLET_VOUCHER_NOT_FOUND: 'voucherFileId',
      });
      if (!placed) notification.error({ title: isApiError(e) ? e.message : tc('http.serviceAbnormal'), duration: 5 });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      {paying ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          data-testid="recharge-paying"
          title={t('recharge.newPage')}
          description={
            <>
              <Typography.Text type="secondary">{t('recharge.waiting')}</Typography.Text>{' '}
              <Typography.Link href={paying.payUrl} target="_blank" rel="noopener" data-testid="recharge-open-again">
                {t('recharge.openAgain')}
              </Typography.Link>
            </>
          }
        />
      ) : null}
      <Form<Values>
        form={form}
        name="recharge-form"
        layout="vertical"
        style={{ maxWidth: 520 }}
        initialValues={{ operateType: 'ONLINE' }}
        onFinish={(v) => void submit(v)}
        autoComplete="off"
      >
        <Form.Item name="operateType" label={t('recharge.operateType')}>
          <Radio.Group optionType="button" data-testid="recharge-operate-type" options={operateTypes.options} />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('recharge.amount')}
          rules={amountRules}
          validateFirst
          extra={settings ? t('recharge.minimum', { min: settings.minAmount }) : undefined}
        >
          <AmountInput currency={settings?.currency} data-testid="recharge-amount" />
        </Form.Item>
        <Form.Item
          name="payType"
          label={t('recharge.payType')}
          rules={[{ required: true, message: t('recharge.payTypeRequired') }]}
        >
          <Select options={payTypes.options} loading={payTypes.isLoading} data-testid="recharge-pay-type" />
        </Form.Item>
        {operateType === 'ONLINE' ? (
          settings ? (
            <Typography.Paragraph type="secondary">
              {t('recharge.feeRule', { percent: settings.feePercent, minimum: settings.feeMinimum })}
            </Typography.Paragraph>
          ) : null
        ) : (
          <>
            <Typography.Paragraph type="secondary">{t('recharge.transferHint')}</Typography.Paragraph>
            <Form.Item
              name="voucherFileId"
              label={t('recharge.voucher')}
              required
              extra={t('recharge.voucherHint')}
              rules={[{ required: true, message: t('recharge.voucherRequired') }]}
            >
              <VoucherUpload
                onUploadingChange={setVoucherUploading}
                onError={(msg) => form.setFields([{ name: 'voucherFileId', errors: [msg] }])}
              />
            </Form.Item>
            <Form.Item name="remark" label={t('recharge.remark')} rules={rules.remark}>
              <Input maxLength={200} data-testid="recharge-remark" />
            </Form.Item>
          </>
        )}
        {fee ? (
          <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }} data-testid="recharge-fee">
            <Descriptions.Item label={t('recharge.credited')}>{formatAmount(fee.amount)}</Descriptions.Item>
            <Descriptions.Item label={t('recharge.fee')}>
              {operateType === 'OFFLINE' ? t('recharge.noFee') : formatAmount(fee.fee)}
            </Descriptions.Item>
            <Descriptions.Item label={t('recharge.payAmount')}>
              <Typography.Text strong data-testid="recharge-pay-amount">
                {formatAmount(fee.payAmount)} {settings?.currency}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
        ) : null}
        <Button
          type="primary"
          htmlType="submit"
          loading={submitting}
          // A click while the voucher is uploading would send the form without it and say it is missing.
          disabled={voucherUploading}
          data-testid="recharge-submit"
        >
          {operateType === 'ONLINE' ? t('recharge.pay') : t('recharge.submit')}
        </Button>
      </Form>
    </>
  );
}
