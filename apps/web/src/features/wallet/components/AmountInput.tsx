import { Input, type InputProps } from 'antd';
import { WALLET_CURRENCY } from '@parcelhub/contracts';

/**
 * An amount of money typed by hand, its currency after it. The currency is always there (the wallet's until the
 * caller's is known): a suffix appearing while the field has focus would take the focus away.
 */
export function AmountInput({ currency, ...props }: Omit<InputProps, 'suffix'> & { currency?: string | null }) {
  return <Input inputMode="decimal" maxLength={16} suffix={currency ?? WALLET_CURRENCY} {...props} />;
}
