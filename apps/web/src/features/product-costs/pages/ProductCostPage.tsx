import { useState } from 'react';
import { App, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ProductCost } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../shared/access';
import { ListPage } from '../../../shared/list';
import { productCostsApi } from '../api/productCostsApi';
import { CostDetailDrawer } from '../components/CostDetailDrawer';
import { CostFormModal } from '../components/CostFormModal';
import { CostRowActions } from '../components/CostRowActions';
import { useCostColumns } from '../components/costColumns';
import { toCostQuery, useCostFilters, type CostFilters } from '../components/costFilters';
import { useIsPlatform } from '../components/useIsPlatform';
import { costKeys } from '../hooks/queryKeys';
import { useDeleteCost, useSetCostStatus } from '../hooks/useProductCosts';
import { COST_PERMISSIONS } from '../permissions';

const INITIAL_FILTERS: CostFilters = {};

/**
 * Cost prices (component key product/cost/index), for the platform and suppliers: the list, the basic-info form,
 * enable/disable, delete, each row's history, and a cost's detail (account, zones, bands, postcode rule, surcharges).
 */
export function ProductCostPage() {
  const { t } = useTranslation('product-costs');
  const { message } = App.useApp();
  const canEdit = useAccess().can(COST_PERMISSIONS.cost);
  const isPlatform = useIsPlatform();
  const [editing, setEditing] = useState<ProductCost | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [detail, setDetail] = useState<ProductCost | null>(null);
  const columns = useCostColumns(isPlatform);
  const filters = useCostFilters(isPlatform);
  const remove = useDeleteCost();
  const setStatus = useSetCostStatus();

  const open = (cost: ProductCost | null) => {
    setEditing(cost);
    setFormOpen(true);
  };
  const toggle = async (cost: ProductCost) => {
    try {
      await setStatus.mutateAsync({ id: cost.id, status: cost.status === 'ENABLED' ? 'DISABLED' : 'ENABLED' });
      void message.success(t('messages.statusChanged'));
    } catch {
      // the client showed the message
    }
  };
  const deleteCost = async (cost: ProductCost) => {
    try {
      await remove.mutateAsync(cost.id);
      void message.success(t('messages.deleted'));
    } catch {
      // the client showed the message (a cost in use says so)
    }
  };

  return (
    <ListPage<ProductCost, CostFilters>
      testId="cost"
      title={t('title')}
      filterFormName="cost-filters"
      filters={filters}
      initialFilters={INITIAL_FILTERS}
      queryKey={costKeys.costs()}
      load={(req, signal) => productCostsApi.list(toCostQuery(req), signal)}
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `cost-row-${r.id}`}
      history={{ resource: 'product_costs' }}
      rowActions={{
        width: canEdit ? 128 : 40,
        render: (r) =>
          canEdit ? (
            <CostRowActions
              cost={r}
              onDetail={setDetail}
              onEdit={open}
              onToggle={(c) => void toggle(c)}
              onDelete={(c) => void deleteCost(c)}
            />
          ) : (
            <Button type="link" size="small" onClick={() => setDetail(r)} data-testid={`cost-detail-${r.id}`}>
              {t('actions.detail')}
            </Button>
          ),
      }}
      toolbar={() =>
        canEdit ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open(null)} data-testid="cost-add">
            {t('actions.add')}
          </Button>
        ) : null
      }
    >
      {() => (
        <>
          <CostFormModal open={formOpen} cost={editing} chooseOwner={isPlatform} onClose={() => setFormOpen(false)} />
          <CostDetailDrawer cost={detail} canEdit={canEdit} onClose={() => setDetail(null)} />
        </>
      )}
    </ListPage>
  );
}
