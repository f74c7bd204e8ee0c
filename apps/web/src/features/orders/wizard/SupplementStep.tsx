import { useMemo } from 'react';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Form,
  Input,
  Row,
  Spin,
  Switch,
  type FormInstance,
  type FormRule,
} from 'antd';
import Decimal from 'decimal.js';
import { PlaceOrderInput, type QuoteRow, type WalletBalance } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatWeight } from '../../../shared/format';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { QuoteBreakdown } from '../../quote';
import { crossIssueAt, requiredByContract } from './contractRules';
import type { OrderFormValues } from './draft';

export interface FeeState {
  row: QuoteRow | null;
  loading: boolean;
  error: string | null;
}

/** Whether the wallet can pay this fee (available plus the credit limit), when both are in one currency. */
export function walletCovers(wallet: WalletBalance, row: QuoteRow): boolean {
  if (row.total === null || wallet.currency !== row.currency) return true;
  return new Decimal(wallet.available).plus(wallet.creditLimit).gte(row.total);
}

function WalletLine({ wallet, row }: { wallet: WalletBalance; row: QuoteRow | null }) {
  const { t } = useTranslation('orders');
  const short = row && !row.refused && !walletCovers(wallet, row);
  return (
    <div style={{ marginTop: 12 }} data-testid="order-wallet">
      {t('wizard.fee.wallet', { amount: formatAmount(wallet.available), currency: wallet.currency })}
      {short ? <Alert type="warning" showIcon title={t('wizard.fee.walletShort')} style={{ marginTop: 8 }} /> : null}
    </div>
  );
}

/**
 * The fee re-quoted for the chosen service with the final boxes, receiver postcode and declared value; beside it the
 * wallet's balance when the user may read it (the server decides at placement: this is a hint).
 */
export function FeeDetails({
  fee,
  wallet,
  onChooseAgain,
}: {
  fee: FeeState;
  wallet: WalletBalance | null;
  onChooseAgain: () => void;
}) {
  const { t } = useTranslation('orders');
  const { row, loading, error } = fee;
  let body;
  if (error) body = <Alert type="error" showIcon title={error} />;
  else if (!row) body = loading ? <Spin /> : <Alert type="warning" showIcon title={t('wizard.fee.unavailable')} />;
  else if (row.refused)
    body = (
      <Alert
        type="error"
        showIcon
        title={t('wizard.fee.refused')}
        description={row.refused.message}
        action={
          <Button size="small" onClick={onChooseAgain} data-testid="order-fee-choose-again">
            {t('wizard.fee.chooseAgain')}
          </Button>
        }
      />
    );
  else
    body = (
      <>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          style={{ marginBottom: 12 }}
          items={[
            { key: 'product', label: t('wizard.service.product'), children: `${row.productCode} ${row.productName}` },
            {
              key: 'weight',
              label: t('wizard.service.chargeableWeight'),
              children: row.chargeableWeight === null ? '-' : formatWeight(row.chargeableWeight),
            },
            {
              key: 'total',
              label: t('wizard.fee.total'),
              children: (
                <strong data-testid="order-fee-total">
                  {formatAmount(row.total)} {row.currency}
                </strong>
              ),
            },
          ]}
        />
        <QuoteBreakdown row={row} />
      </>
    );
  return (
    <Card size="small" title={t('wizard.fee.title')} data-testid="order-fee">
      {body}
      {wallet ? <WalletLine wallet={wallet} row={row} /> : null}
    </Card>
  );
}

interface Props {
  form: FormInstance<OrderFormValues>;
  values: OrderFormValues;
  fee: FeeState;
  wallet: WalletBalance | null;
  onChooseAgain: () => void;
}

const CROSS_FIELDS = ['vatNo', 'eoriNo'] as const;

/** Step 5: the customer's reference, a remark, FBA with its VAT and EORI numbers; then the confirmed fee. */
export function SupplementStep({ form, values, fee, wallet, onChooseAgain }: Props) {
  const { t } = useTranslation('orders');
  const { rules: zodRules, lang } = useZodRules(PlaceOrderInput);
  const rules = useMemo(() => {
    const cross = (field: string): FormRule => ({
      validator: async () => {
        const message = crossIssueAt(form.getFieldsValue(true), field, lang);
        if (message) throw new Error(message);
      },
    });
    return Object.fromEntries(CROSS_FIELDS.map((f) => [f, [...zodRules[f], cross(f)]])) as Record<
      (typeof CROSS_FIELDS)[number],
      FormRule[]
    >;
  }, [zodRules, form, lang]);

  return (
    <div data-testid="order-step-supplement">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="referenceNo"
            label={t('fields.referenceNo')}
            rules={zodRules.referenceNo}
            extra={t('wizard.supplement.referenceHint')}
          >
            <Input maxLength={50} data-testid="order-referenceNo" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="fba" label={t('fields.fba')} valuePropName="checked" extra={t('wizard.supplement.fbaHint')}>
            <Switch data-testid="order-fba" />
          </Form.Item>
        </Col>
        {values.fba
          ? CROSS_FIELDS.map((f) => (
              <Col key={f} xs={24} md={12}>
                <Form.Item
                  name={f}
                  label={t(`fields.${f}`)}
                  rules={rules[f]}
                  dependencies={['fba']}
                  required={requiredByContract(values, f, lang) ? true : undefined}
                >
                  <Input maxLength={30} data-testid={`order-${f}`} />
                </Form.Item>
              </Col>
            ))
          : null}
        <Col span={24}>
          <Form.Item name="remark" label={t('fields.remark')} rules={zodRules.remark}>
            <Input.TextArea
              maxLength={500}
              showCount
              autoSize={{ minRows: 2, maxRows: 4 }}
              data-testid="order-remark"
            />
          </Form.Item>
        </Col>
      </Row>
      <FeeDetails fee={fee} wallet={wallet} onChooseAgain={onChooseAgain} />
    </div>
  );
}
