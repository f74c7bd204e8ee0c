import { useState } from 'react';
import type { Product } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../shared/access';
import { ListPage } from '../../../shared/list';
import { productsApi } from '../api/productsApi';
import { ConfigsDrawer } from '../components/ConfigsDrawer';
import { ProductRowActions } from '../components/ProductRowActions';
import { useProductColumns } from '../components/productColumns';
import { toProductQuery, useProductFilters, type ProductFilters } from '../components/productFilters';
import { productKeys } from '../hooks/queryKeys';
import { PRODUCT_PERMISSIONS } from '../permissions';

const INITIAL: ProductFilters = {};

/**
 * A supplier's view (component key product/supplier/index): the products the platform shelved on its costs, read
 * only, with their configuration; their label settings are the supplier's to keep.
 */
export function SupplierProductsPage() {
  const { t } = useTranslation('products');
  const canLabel = useAccess().can(PRODUCT_PERMISSIONS.cost);
  const [configsOf, setConfigsOf] = useState<Product | null>(null);
  const columns = useProductColumns('supplier');
  const filters = useProductFilters({ withSource: false, withQueryType: false });
  return (
    <ListPage<Product, ProductFilters>
      testId="supplier-product"
      title={t('supplierTitle')}
      filterFormName="supplier-product-filters"
      filters={filters}
      initialFilters={INITIAL}
      queryKey={[...productKeys.list(), 'supplier']}
      load={(req, signal) => productsApi.list(toProductQuery(req), signal)}
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `supplier-product-row-${r.id}`}
      rowActions={{ width: 72, render: (r) => <ProductRowActions product={r} onConfigs={setConfigsOf} /> }}
    >
      {() => (
        <ConfigsDrawer
          product={configsOf}
          canEdit={false}
          canEditLabels={canLabel}
          onClose={() => setConfigsOf(null)}
        />
      )}
    </ListPage>
  );
}
