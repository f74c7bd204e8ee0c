import { Tag } from 'antd';
import type { OplogAction } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<OplogAction, string> = { INSERT: 'green', UPDATE: 'blue', DELETE: 'red' };

export function ActionTag({ action }: { action: OplogAction }) {
  const { t } = useTranslation('oplog');
  return <Tag color={COLORS[action]}>{t(`actions.${action}`)}</Tag>;
}
