import { Tag } from 'antd';
import type { AddressType } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<AddressType, string> = { RECIPIENT: 'blue', SENDER: 'green', RETURN: 'orange' };

export function AddressTypeTag({ type }: { type: AddressType }) {
  const { t } = useTranslation('address');
  return <Tag color={COLORS[type]}>{t(`types.${type}`)}</Tag>;
}
