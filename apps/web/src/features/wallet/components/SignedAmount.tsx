import { Typography } from 'antd';
import { formatAmount } from '../../../shared/format';

/** A movement's amount: credits green with a plus, debits red, 2 decimals with thousands separators. */
export function SignedAmount({ value }: { value: string }) {
  const negative = value.trim().startsWith('-');
  const zero = /^-?0(\.0+)?$/.test(value.trim());
  return (
    <Typography.Text
      type={zero ? undefined : negative ? 'danger' : 'success'}
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {negative || zero ? formatAmount(value) : `+${formatAmount(value)}`}
    </Typography.Text>
  );
}
