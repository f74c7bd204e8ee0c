import { Tag } from 'antd';
import type { PostcodeEntry } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../shared/list';
import { formatDateTime } from '../../../shared/format';

export function usePostcodeColumns(): ListColumn<PostcodeEntry>[] {
  const { t } = useTranslation('postcodes');
  return [
    {
      key: 'kind',
      title: t('postcode.kind'),
      width: 120,
      render: (r) => <Tag color={r.kind === 'RANGE' ? 'purple' : 'default'}>{t(`kinds.${r.kind}`)}</Tag>,
    },
    { key: 'start', title: t('postcode.start'), width: 140, ellipsis: true, locked: true },
    { key: 'end', title: t('postcode.end'), width: 120, ellipsis: true },
    {
      key: 'keys',
      title: t('postcode.keys'),
      width: 160,
      ellipsis: true,
      defaultHidden: true,
      render: (r) => (r.from === r.to ? r.from : `${r.from} – ${r.to}`),
    },
    {
      key: 'updatedAt',
      title: t('postcode.updatedAt'),
      width: 150,
      defaultHidden: true,
      render: (r) => formatDateTime(r.updatedAt),
    },
  ];
}
