import { Tag } from 'antd';
import type { Region } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../shared/list';
import { flagOf } from './flag';

/** Widths hold the headers in zh, en and ko; the names in other languages wait in the column chooser. */
export function useRegionColumns(): ListColumn<Region>[] {
  const { t } = useTranslation('regions');
  const yesNo = (v: boolean) => (v ? t('yes') : t('no'));
  return [
    {
      key: 'regionCode',
      title: t('region.code'),
      width: 84,
      locked: true,
      render: (r) => (
        <span>
          <span aria-hidden style={{ marginInlineEnd: 4 }}>
            {flagOf(r.regionCode)}
          </span>
          {r.regionCode}
        </span>
      ),
    },
    { key: 'regionName', title: t('region.name'), width: 150, ellipsis: true },
    { key: 'regionNameEn', title: t('region.nameEn'), width: 160, ellipsis: true },
    { key: 'code3', title: t('region.code3'), width: 96 },
    { key: 'phoneCode', title: t('region.phoneCode'), width: 96 },
    { key: 'continentName', title: t('region.continent'), width: 110 },
    { key: 'district', title: t('region.district'), width: 120, render: (r) => t(`districts.${r.district}`) },
    {
      key: 'hot',
      title: t('region.hot'),
      width: 72,
      render: (r) => (r.hot ? <Tag color="red">{t('region.hot')}</Tag> : yesNo(false)),
    },
    { key: 'isEu', title: t('region.isEu'), width: 96, defaultHidden: true, render: (r) => yesNo(r.isEu) },
    { key: 'nameZh', title: t('region.nameZh'), width: 140, defaultHidden: true, ellipsis: true },
    { key: 'nameKo', title: t('region.nameKo'), width: 140, defaultHidden: true, ellipsis: true },
  ];
}
