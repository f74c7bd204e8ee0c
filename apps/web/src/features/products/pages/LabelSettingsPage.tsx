import { useState } from 'react';
import { Drawer } from 'antd';
import type { Product } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../shared/access';
import { useSessionContext } from '../../../shared/session';
import { ListPage } from '../../../shared/list';
import { productsApi } from '../api/productsApi';
import { LabelSettingsPanel } from '../components/LabelSettingsPanel';
import { ProductRowActions } from '../components/ProductRowActions';
import { useProductColumns } from '../components/productColumns';
import { toProductQuery, useProductFilters, type ProductFilters } from '../components/productFilters';
import { productKeys } from '../hooks/queryKeys';
import { PRODUCT_PERMISSIONS } from '../permissions';

const INITIAL: ProductFilters = {};

/**
 * Label settings (component key product/label/index), for the platform (every product) and a supplier (the
 * products on its costs): how labels print and whether label requests are synchronous.
 */
export function LabelSettingsPage() {
  const { t } = useTranslation('products');
  const { privilegeType } = useSessionContext().currentUser;
  const access = useAccess();
  const canEdit = access.can(privilegeType === 'PLATFORM' ? PRODUCT_PERMISSIONS.manage : PRODUCT_PERMISSIONS.cost);
  const [labelsOf, setLabelsOf] = useState<Product | null>(null);
  const columns = useProductColumns(privilegeType === 'PLATFORM' ? 'platform' : 'supplier').filter(
    (c) => !['customers', 'packages'].includes(c.key),
  );
  const filters = useProductFilters({ withSource: privilegeType === 'PLATFORM', withQueryType: false });
  return (
    <ListPage<Product, ProductFilters>
      testId="label-product"
      title={t('labelTitle')}
      filterFormName="label-product-filters"
      filters={filters}
      initialFilters={INITIAL}
      queryKey={[...productKeys.list(), 'labels']}
      load={(req, signal) =>
        productsApi.list(toProductQuery({ ...req, filters: { ...req.filters, queryType: 'SIGNING' } }), signal)
      }
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `label-product-row-${r.id}`}
      rowActions={{ width: 72, render: (r) => <ProductRowActions product={r} onConfigs={setLabelsOf} /> }}
    >
      {() => (
        <Drawer
          open={!!labelsOf}
          onClose={() => setLabelsOf(null)}
          size="min(760px, 100vw)"
          title={labelsOf ? `${t('labelTitle')} · ${labelsOf.code}` : ''}
          destroyOnHidden
          data-testid="label-drawer"
        >
          {labelsOf ? <LabelSettingsPanel productId={labelsOf.id} readOnly={!canEdit} /> : null}
        </Drawer>
      )}
    </ListPage>
  );
}
