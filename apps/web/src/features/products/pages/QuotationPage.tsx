import { Card, Descriptions, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage';
import { productsApi } from '../api/productsApi';
import { PackagesList } from '../components/PackagesList';
import { productKeys } from '../hooks/queryKeys';

/**
 * Quotation configuration (component key product/quotation/index): the premium packages of every product, and the
 * report price types with who may see each.
 */
export function QuotationPage() {
  const { t } = useTranslation('products');
  const { t: tc } = useTranslation();
  const lang = useLanguage();
  const types = useQuery({
    queryKey: [...productKeys.all, 'report-price-types', lang],
    queryFn: ({ signal }) => productsApi.reportPriceTypes(signal),
    staleTime: 5 * 60_000,
  });
  return (
    <div data-testid="quotation-page">
      <Card className="ph-page-card" size="small" title={t('filters.reportPriceType')}>
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={(types.data?.rows ?? []).map((r) => ({
            key: r.value,
            label: r.label,
            children: (
              <span data-testid={`report-type-${r.value}`}>
                {r.privilegeTypes.map((p) => (
                  <Tag key={p}>
                    {tc(`roles.${p === 'PLATFORM' ? 'platform' : p === 'USER' ? 'customer' : 'supplier'}`)}
                  </Tag>
                ))}
              </span>
            ),
          }))}
        />
      </Card>
      <PackagesList />
    </div>
  );
}
