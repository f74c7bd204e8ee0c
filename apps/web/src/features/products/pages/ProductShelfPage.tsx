import { useState } from 'react';
import { Button, Drawer } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { Product } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../shared/access';
import { ListPage } from '../../../shared/list';
import { productsApi } from '../api/productsApi';
import { ConfigsDrawer } from '../components/ConfigsDrawer';
import { CustomersDrawer } from '../components/CustomersDrawer';
import { PackagesList } from '../components/PackagesList';
import { ProductFormModal } from '../components/ProductFormModal';
import { ProductRowActions } from '../components/ProductRowActions';
import { StatusSwitch } from '../components/StatusSwitch';
import { useProductColumns } from '../components/productColumns';
import { toProductQuery, useProductFilters, type ProductFilters } from '../components/productFilters';
import { productKeys } from '../hooks/queryKeys';
import { PRODUCT_PERMISSIONS } from '../permissions';

const INITIAL: ProductFilters = {};

/**
 * The platform's catalogue (component key product/shelf/index): shelve products on costs, edit them, put them
 * online or offline, assign customers, price them with premium packages, configure them.
 */
export function ProductShelfPage() {
  const { t } = useTranslation('products');
  const access = useAccess();
  const canManage = access.can(PRODUCT_PERMISSIONS.manage);
  const [editing, setEditing] = useState<Product | null | undefined>(undefined);
  const [customersOf, setCustomersOf] = useState<Product | null>(null);
  const [packagesOf, setPackagesOf] = useState<Product | null>(null);
  const [configsOf, setConfigsOf] = useState<Product | null>(null);
  const columns = useProductColumns('platform', (p) => (canManage ? <StatusSwitch product={p} /> : undefined));
  const filters = useProductFilters();
  const signing = (p: Product) => p.source !== 'OWN';

  return (
    <ListPage<Product, ProductFilters>
      testId="product"
      title={t('shelfTitle')}
      filterFormName="product-filters"
      filters={filters}
      initialFilters={INITIAL}
      queryKey={productKeys.list()}
      load={(req, signal) => productsApi.list(toProductQuery(req), signal)}
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `product-row-${r.id}`}
      history={{ resource: 'products' }}
      toolbar={() =>
        canManage ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="product-add">
            {t('actions.shelve')}
          </Button>
        ) : null
      }
      rowActions={
        canManage
          ? {
              width: 128,
              render: (r) => (
                <ProductRowActions
                  product={r}
                  onEdit={setEditing}
                  onCustomers={signing(r) ? setCustomersOf : undefined}
                  onPackages={signing(r) ? setPackagesOf : undefined}
                  onConfigs={setConfigsOf}
                />
              ),
            }
          : undefined
      }
    >
      {() => (
        <>
          <ProductFormModal
            open={editing !== undefined}
            mode={editing && editing.source === 'OWN' ? 'own' : 'signing'}
            product={editing ?? null}
            pickCost
            onClose={() => setEditing(undefined)}
          />
          <CustomersDrawer product={customersOf} onClose={() => setCustomersOf(null)} />
          <Drawer
            open={!!packagesOf}
            onClose={() => setPackagesOf(null)}
            size="min(1100px, 100vw)"
            title={packagesOf ? t('packages.title', { code: packagesOf.code }) : ''}
            destroyOnHidden
            data-testid="product-packages-drawer"
          >
            {packagesOf ? <PackagesList product={packagesOf} /> : null}
          </Drawer>
          <ConfigsDrawer product={configsOf} canEdit={canManage} onClose={() => setConfigsOf(null)} />
        </>
      )}
    </ListPage>
  );
}
