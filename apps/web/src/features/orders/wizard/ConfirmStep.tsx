import { Alert, Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatWeight } from '../../../shared/format';
import { boxesSummary, declaredValue, type OrderFormValues, type PartyValues } from './draft';
import type { FeeState } from './SupplementStep';

/** One line for an address: who, where, how to reach them. */
export function partyLine(p: PartyValues | undefined): string {
  if (!p) return '';
  const place = [p.address1, p.address2, p.houseNumber, p.city, p.province, p.zipCode, p.countryCode]
    .filter((v) => v && v.trim() !== '')
    .join(', ');
  return [p.name, p.company, place, p.phone].filter((v) => v && v.trim() !== '').join(' · ');
}

function Party({ party }: { party: PartyValues | undefined }) {
  const { t } = useTranslation('orders');
  return (
    <>
      {partyLine(party)}
      {party?.addressId ? (
        <Tag style={{ marginInlineStart: 8 }}>{t('wizard.confirm.fromBook')}</Tag>
      ) : party?.saveToAddressBook ? (
        <Tag style={{ marginInlineStart: 8 }}>{t('wizard.confirm.savedToBook')}</Tag>
      ) : null}
    </>
  );
}

interface Props {
  values: OrderFormValues;
  fee: FeeState;
  /** The server's words when the last submit was refused. */
  error: string | null;
}

/** Step 6: everything once more before the order is placed and paid. */
export function ConfirmStep({ values, fee, error }: Props) {
  const { t } = useTranslation('orders');
  const boxes = boxesSummary(values.boxes);
  const row = fee.row && !fee.row.refused ? fee.row : null;
  return (
    <div data-testid="order-step-confirm">
      {error ? (
        <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} data-testid="order-error" />
      ) : null}
      <Descriptions
        bordered
        size="small"
        column={1}
        data-testid="order-summary"
        styles={{ label: { width: 180 } }}
        items={[
          {
            key: 'service',
            label: t('wizard.steps.service'),
            children: values.product ? `${values.product.code} ${values.product.name}` : '-',
          },
          {
            key: 'boxes',
            label: t('wizard.steps.boxes'),
            children: t('wizard.service.boxesSummary', { count: boxes.count, weight: formatWeight(boxes.weight) }),
          },
          {
            key: 'declared',
            label: t('wizard.confirm.declared'),
            children: t('wizard.confirm.declaredLines', {
              count: values.declarations?.length ?? 0,
              value: formatAmount(declaredValue(values.declarations)),
            }),
          },
          { key: 'sender', label: t('wizard.parties.sender'), children: <Party party={values.sender} /> },
          { key: 'receiver', label: t('wizard.parties.receiver'), children: <Party party={values.receiver} /> },
          { key: 'reference', label: t('fields.referenceNo'), children: values.referenceNo || '-' },
          {
            key: 'fba',
            label: t('fields.fba'),
            children: values.fba ? `VAT ${values.vatNo ?? ''} · EORI ${values.eoriNo ?? ''}` : t('wizard.confirm.no'),
          },
          { key: 'remark', label: t('fields.remark'), children: values.remark || '-' },
          {
            key: 'fee',
            label: t('wizard.fee.total'),
            children: row ? (
              <Typography.Text strong data-testid="order-confirm-fee">
                {formatAmount(row.total)} {row.currency}
              </Typography.Text>
            ) : (
              '-'
            ),
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('wizard.confirm.hint')}
      </Typography.Paragraph>
    </div>
  );
}
