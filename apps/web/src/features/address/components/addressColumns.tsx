import { Flex, Tag } from 'antd';
import { StarFilled } from '@ant-design/icons';
import type { Address } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { EllipsisText, type ListColumn } from '../../../shared/list';
import { useCountries } from '../hooks/useCountries';
import { AddressTypeTag } from './AddressTypeTag';

/**
 * Widths are minimums that hold the header in zh, en and ko. Shown by default they sum (with the selection and
 * expand columns) to under 1,000 px, so the table fits beside the sidebar from a 1,280 px screen; province, email
 * and customs number wait in the expanded row or the column chooser.
 */
export function useAddressColumns(): ListColumn<Address>[] {
  const { t } = useTranslation('address');
  const { byCode } = useCountries();
  const countryName = (r: Address) => r.countryName || byCode.get(r.countryCode)?.label || r.countryCode;
  return [
    { key: 'type', title: t('columns.type'), width: 92, render: (r) => <AddressTypeTag type={r.type} /> },
    {
      key: 'name',
      title: t('columns.name'),
      width: 160,
      locked: true,
      render: (r) => (
        <Flex align="center" gap={4}>
          <span style={{ minWidth: 0, flex: '0 1 auto' }}>
            <EllipsisText>{r.name}</EllipsisText>
          </span>
          {r.isDefault ? (
            <Tag
              color="gold"
              icon={<StarFilled />}
              style={{ flex: 'none', marginInlineEnd: 0 }}
              data-testid={`address-default-${r.id}`}
            >
              {t('defaultTag')}
            </Tag>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'country',
      title: t('columns.country'),
      width: 120,
      ellipsis: true,
      render: (r) => `${countryName(r)} (${r.countryCode})`,
    },
    { key: 'province', title: t('columns.province'), width: 110, ellipsis: true, defaultHidden: true },
    { key: 'city', title: t('columns.city'), width: 96, ellipsis: true },
    { key: 'zipCode', title: t('columns.zipCode'), width: 80, ellipsis: true },
    {
      key: 'address',
      title: t('columns.address'),
      width: 140, // with the history action the default set still fits 1,280 px
      ellipsis: true,
      render: (r) => [r.address1, r.address2].filter(Boolean).join(', '),
    },
    { key: 'phone', title: t('columns.phone'), width: 112, ellipsis: true },
    { key: 'email', title: t('columns.email'), width: 180, ellipsis: true, defaultHidden: true },
    { key: 'customsNo', title: t('columns.customsNo'), width: 130, defaultHidden: true },
  ];
}
