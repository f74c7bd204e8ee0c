import { Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../shared/list';
import { EllipsisText } from '../../../shared/list';
import type { MenuTreeRow } from './menuRows';

const EMPTY = <Typography.Text type="secondary">-</Typography.Text>;

export function useMenuColumns(): ListColumn<MenuTreeRow>[] {
  const { t } = useTranslation('menus');
  const { t: tc } = useTranslation();
  return [
    {
      key: 'title',
      title: t('columns.title'),
      width: 220,
      locked: true,
      render: (r) => (
        <Tooltip title={`${r.titleZh} / ${r.titleEn} / ${r.titleKo}`}>
          <span data-testid={`menu-title-${r.id}`}>{r.title}</span>
        </Tooltip>
      ),
    },
    { key: 'icon', title: t('columns.icon'), width: 90, render: (r) => r.icon || EMPTY },
    {
      key: 'type',
      title: t('columns.type'),
      width: 90,
      render: (r) => <Tag color={['blue', 'green', 'orange'][r.type]}>{t(`types.${r.type as 0 | 1 | 2}`)}</Tag>,
    },
    {
      key: 'component',
      title: t('columns.component'),
      width: 190,
      render: (r) => (r.component ? <EllipsisText>{r.component}</EllipsisText> : EMPTY),
    },
    { key: 'permission', title: t('columns.permission'), width: 150, render: (r) => r.permission ?? EMPTY },
    {
      key: 'privilegeTypes',
      title: t('columns.privilegeTypes'),
      width: 170,
      render: (r) =>
        r.privilegeTypes.map((p) => (
          <Tag key={p} style={{ marginInlineEnd: 4 }}>
            {tc(`privilege.${p as 'PLATFORM' | 'USER' | 'SUPPLIER'}`)}
          </Tag>
        )),
    },
    {
      key: 'path',
      title: t('columns.path'),
      width: 170,
      render: (r) => (r.path ? <EllipsisText>{r.path}</EllipsisText> : EMPTY),
    },
    { key: 'sort', title: t('columns.sort'), width: 80, align: 'right' },
    {
      key: 'hidden',
      title: t('columns.hidden'),
      width: 80,
      render: (r) => (r.hidden ? tc('actions.yes') : tc('actions.no')),
    },
    {
      key: 'origin',
      title: t('columns.origin'),
      width: 110,
      defaultHidden: true,
      render: (r) =>
        r.editedFields.length > 0 ? (
          <Tooltip title={t('origin.edited', { fields: r.editedFields.join(', ') })}>
            <Tag color="gold">{t('origin.seeded')}*</Tag>
          </Tooltip>
        ) : (
          <Tag>{r.seeded ? t('origin.seeded') : t('origin.custom')}</Tag>
        ),
    },
  ];
}
