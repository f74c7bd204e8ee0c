import { Button, Typography } from 'antd';
import type { PostcodeGroup } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { EllipsisText, type ListColumn } from '../../../shared/list';
import { formatDateTime } from '../../../shared/format';
import { PostcodeTypeTag } from './PostcodeTypeTag';

/**
 * Widths are minimums that hold the header in zh, en and ko; shown by default they fit beside the sidebar at
 * 1,440 px with the actions. The name opens the group's postcodes.
 */
export function useGroupColumns(onOpen: (group: PostcodeGroup) => void): ListColumn<PostcodeGroup>[] {
  const { t } = useTranslation('postcodes');
  return [
    {
      key: 'name',
      title: t('group.name'),
      width: 180,
      locked: true,
      render: (r) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0, maxWidth: '100%' }}
          onClick={() => onOpen(r)}
          data-testid={`postcode-group-open-${r.id}`}
        >
          <EllipsisText>{r.name}</EllipsisText>
        </Button>
      ),
    },
    {
      key: 'country',
      title: t('group.country'),
      width: 140,
      ellipsis: true,
      render: (r) => `${r.countryName} (${r.countryCode})`,
    },
    {
      key: 'type',
      title: t('group.type'),
      width: 130,
      render: (r) => <PostcodeTypeTag type={r.type} name={r.typeName} />,
    },
    { key: 'postcodeCount', title: t('group.postcodeCount'), width: 96, align: 'right' },
    { key: 'rangeCount', title: t('group.rangeCount'), width: 90, align: 'right' },
    {
      key: 'owner',
      title: t('group.owner'),
      width: 120,
      ellipsis: true,
      render: (r) =>
        r.ownerType === 'PLATFORM' ? (
          <Typography.Text type="secondary">{t('group.platform')}</Typography.Text>
        ) : (
          r.ownerName
        ),
    },
    { key: 'description', title: t('group.description'), width: 200, ellipsis: true, defaultHidden: true },
    { key: 'version', title: t('group.version'), width: 80, defaultHidden: true },
    {
      key: 'updatedAt',
      title: t('group.updatedAt'),
      width: 150,
      defaultHidden: true,
      render: (r) => formatDateTime(r.updatedAt),
    },
  ];
}
