import type { City } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../shared/list';
import { formatDateTime } from '../../../shared/format';

export function useCityColumns(): ListColumn<City>[] {
  const { t } = useTranslation('regions');
  return [
    {
      key: 'country',
      title: t('city.country'),
      width: 130,
      ellipsis: true,
      render: (r) => `${r.countryName} (${r.countryCode})`,
    },
    { key: 'provinceCode', title: t('city.provinceCode'), width: 100, ellipsis: true, defaultHidden: true },
    { key: 'provinceName', title: t('city.provinceName'), width: 130, ellipsis: true },
    { key: 'provinceNameEn', title: t('city.provinceNameEn'), width: 140, ellipsis: true, defaultHidden: true },
    { key: 'code', title: t('city.code'), width: 110, ellipsis: true },
    { key: 'name', title: t('city.name'), width: 140, ellipsis: true, locked: true },
    { key: 'nameEn', title: t('city.nameEn'), width: 150, ellipsis: true },
    { key: 'description', title: t('city.description'), width: 200, ellipsis: true, defaultHidden: true },
    {
      key: 'updatedAt',
      title: t('city.updatedAt'),
      width: 150,
      defaultHidden: true,
      render: (r) => formatDateTime(r.updatedAt),
    },
  ];
}
