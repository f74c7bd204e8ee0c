import { useState } from 'react';
import { App, Button, Tooltip } from 'antd';
import { ExportOutlined, PlusOutlined } from '@ant-design/icons';
import type { Product } from '@parcelhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../shared/access';
import { ListPage } from '../../../shared/list';
import { TASK_KEYS } from '../../tasks';
import { productsApi } from '../api/productsApi';
import { ConfigsDrawer } from '../components/ConfigsDrawer';
import { ProductFormModal } from '../components/ProductFormModal';
import { ProductRowActions } from '../components/ProductRowActions';
import { StatusSwitch } from '../components/StatusSwitch';
import { useProductColumns } from '../components/productColumns';
import { toProductQuery, useProductFilters, type ProductFilters } from '../components/productFilters';
import { productKeys } from '../hooks/queryKeys';
import { PRODUCT_PERMISSIONS } from '../permissions';

const INITIAL: ProductFilters = {};

/**
 * A customer's products (component key product/mine/index): the products assigned to it and signed, with the
 * package that prices them, and its own-account products (its own quotations), which it shelves and keeps itself.
 */
export function MyProductsPage() {
  const { t } = useTranslation('products');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const canUse = useAccess().can(PRODUCT_PERMISSIONS.use);
  const [editing, setEditing] = useState<Product | null | undefined>(undefined);
  const [configsOf, setConfigsOf] = useState<Product | null>(null);
  const own = (p: Product) => p.source === 'OWN';
  const columns = useProductColumns('customer', (p) => (own(p) && canUse ? <StatusSwitch product={p} /> : undefined));
  const filters = useProductFilters({ withSource: false });

  const exportPrices = async (p: Product) => {
    if (!p.premiumPackage) {
      void message.info(t('messages.noPackage'));
      return;
    }
    try {
      await productsApi.exportZones(p.id, p.premiumPackage.id);
      void queryClient.invalidateQueries({ queryKey: TASK_KEYS.all });
      void message.success(t('messages.exportSubmitted'));
    } catch {
      // the client showed why
    }
  };

  return (
    <ListPage<Product, ProductFilters>
      testId="my-product"
      title={t('mineTitle')}
      intro={t('mineIntro')}
      filterFormName="my-product-filters"
      filters={filters}
      initialFilters={INITIAL}
      queryKey={[...productKeys.list(), 'mine']}
      load={(req, signal) => productsApi.list(toProductQuery(req), signal)}
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `my-product-row-${r.id}`}
      toolbar={() =>
        canUse ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="my-product-add">
            {t('actions.addOwn')}
          </Button>
        ) : null
      }
      rowActions={{
        width: 100,
        render: (r) => (
          <>
            <ProductRowActions
              product={r}
              onEdit={own(r) && canUse ? setEditing : undefined}
              onConfigs={setConfigsOf}
            />
            {own(r) ? null : (
              <Tooltip title={t('actions.exportPrices')}>
                <Button
                  type="link"
                  size="small"
                  icon={<ExportOutlined />}
                  aria-label={t('actions.exportPrices')}
                  onClick={() => void exportPrices(r)}
                  data-testid={`my-product-export-${r.id}`}
                />
              </Tooltip>
            )}
          </>
        ),
      }}
    >
      {() => (
        <>
          <ProductFormModal
            open={editing !== undefined}
            mode="own"
            product={editing ?? null}
            pickCost={false}
            onClose={() => setEditing(undefined)}
          />
          <ConfigsDrawer
            product={configsOf}
            canEdit={!!configsOf && own(configsOf) && canUse}
            onClose={() => setConfigsOf(null)}
          />
        </>
      )}
    </ListPage>
  );
}
