import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

export function BuiltInTag() {
  const { t } = useTranslation('dicts');
  return (
    <Tooltip title={t('builtInHint')}>
      <Tag style={{ flex: 'none', marginInlineEnd: 0 }}>{t('builtIn')}</Tag>
    </Tooltip>
  );
}
