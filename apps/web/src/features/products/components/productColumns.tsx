import type { ReactNode } from 'react';
import { Tag, Tooltip } from 'antd';
import type { Product } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../shared/list';
import { formatDateTime } from '../../../shared/format';

export type ProductView = 'platform' | 'supplier' | 'customer';

export function StatusTag({ product }: { product: Pick<Product, 'status' | 'offlineBy'> }) {
  const { t } = useTranslation('products');
  const tag = <Tag color={product.status === 'ONLINE' ? 'green' : 'default'}>{t(`status.${product.status}`)}</Tag>;
  return product.status === 'OFFLINE' && product.offlineBy === 'PLATFORM' ? (
    <Tooltip title={t('offlineByPlatform')}>{tag}</Tooltip>
  ) : (
    tag
  );
}

const SOURCE_COLORS = { PLATFORM: 'blue', SUPPLIER: 'purple', OWN: 'gold' } as const;

/** The product list's columns; cost and counts for the platform, contract and package for a customer. */
export function useProductColumns(view: ProductView, status?: (p: Product) => ReactNode): ListColumn<Product>[] {
  const { t } = useTranslation('products');
  const columns: (ListColumn<Product> | false)[] = [
    { key: 'code', title: t('fields.code'), width: 130, ellipsis: true, locked: true },
    {
      key: 'name',
      title: t('fields.name'),
      width: 160,
      ellipsis: true,
      render: (r) => (r.nameEn ? `${r.name} / ${r.nameEn}` : r.name),
    },
    {
      key: 'source',
      title: t('fields.source'),
      width: 100,
      // A customer reads its own products in the contract column ("Own product").
      defaultHidden: view === 'customer',
      render: (r) => <Tag color={SOURCE_COLORS[r.source]}>{t(`source.${r.source}`)}</Tag>,
    },
    {
      key: 'startCountry',
      title: t('fields.startCountry'),
      width: 100,
      // Under the row's "+" by default: the lists fit a 1440 px screen without scrolling sideways.
      defaultHidden: true,
      ellipsis: true,
      render: (r) => r.startCountryName,
    },
    {
      key: 'destinations',
      title: t('fields.destinations'),
      width: 180,
      ellipsis: true,
      render: (r) => r.deliveryCountryListEcho.join(', '),
    },
    {
      key: 'cycle',
      title: t('fields.cycle'),
      width: 100,
      render: (r) => `${r.minShippingCycle}-${r.maxShippingCycle} ${t('form.days')}`,
    },
    view !== 'customer' && {
      key: 'cost',
      title: t('fields.cost'),
      width: 130,
      ellipsis: true,
      render: (r) => (r.costCode ? `${r.costCode} ${r.costName ?? ''}` : '-'),
    },
    view === 'customer' && {
      key: 'signingStatus',
      title: t('fields.signingStatus'),
      width: 110,
      render: (r) =>
        r.source === 'OWN' ? (
          <Tag color="gold">{t('signing.OWN')}</Tag>
        ) : (
          <Tag color={r.signingStatus === 'SIGNED' ? 'green' : 'red'}>
            {t(`signing.${r.signingStatus ?? 'UNASSIGNED'}`)}
          </Tag>
        ),
    },
    view === 'customer' && {
      key: 'premiumPackage',
      title: t('fields.premiumPackage'),
      width: 130,
      ellipsis: true,
      render: (r) => r.premiumPackage?.name ?? '-',
    },
    {
      key: 'status',
      title: t('fields.status'),
      width: status ? 150 : 110,
      render: (r) => status?.(r) ?? <StatusTag product={r} />,
    },
    view === 'platform' && {
      key: 'customers',
      title: t('fields.customers'),
      width: 90,
      defaultHidden: true,
      render: (r) => r.customerCount ?? 0,
    },
    view === 'platform' && {
      key: 'packages',
      title: t('fields.packages'),
      width: 90,
      defaultHidden: true,
      render: (r) => r.packageCount ?? 0,
    },
    { key: 'currencyNo', title: t('fields.currencyNo'), width: 80, defaultHidden: true },
    {
      key: 'bubbleWay',
      title: t('fields.bubbleWay'),
      width: 140,
      defaultHidden: true,
      render: (r) => `${t(`bubbleWay.${r.bubbleWay}`)}${r.bubbleWay === 'SPLIT' ? ` ${r.bubblePercentage}%` : ''}`,
    },
    { key: 'volumeWeightRatio', title: t('fields.volumeWeightRatio'), width: 110, defaultHidden: true },
    { key: 'version', title: t('fields.version'), width: 80, defaultHidden: true },
    {
      key: 'updatedAt',
      title: t('fields.updatedAt'),
      width: 150,
      defaultHidden: true,
      render: (r) => formatDateTime(r.updatedAt),
    },
  ];
  return columns.filter((c): c is ListColumn<Product> => c !== false);
}
