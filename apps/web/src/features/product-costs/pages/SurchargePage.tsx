import { useEffect, useState } from 'react';
import { App, Button, Card, Flex, Popconfirm, Space, Tabs, Tooltip, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { SURCHARGE_TYPES, type Surcharge, type SurchargeType } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../shared/access';
import { testIdProps } from '../../../shared/components/testId';
import { ListPage } from '../../../shared/list';
import { productCostsApi } from '../api/productCostsApi';
import { CostSelect } from '../components/CostSelect';
import { SurchargeFormModal } from '../components/SurchargeFormModal';
import { useSurchargeColumns } from '../components/surchargeColumns';
import { costKeys } from '../hooks/queryKeys';
import { useCostOptions, useDeleteSurcharge, useSurcharges } from '../hooks/useProductCosts';
import { COST_PERMISSIONS } from '../permissions';
import { useLanguage } from '../../../i18n';

const NO_FILTERS = {};

/**
 * Surcharges and formulas (component key product/surcharge/index): a cost's rules by type (SURCHARGE, SIZELIMIT),
 * the rule form with its formula image, and the formula test on sample values.
 */
export function SurchargePage() {
  const { t } = useTranslation('product-costs');
  const { options } = useCostOptions();
  const [costId, setCostId] = useState<number | null>(null);
  const [type, setType] = useState<SurchargeType>('SURCHARGE');

  useEffect(() => {
    if (costId === null && options.length > 0) setCostId(Number(options[0]!.value));
  }, [costId, options]);

  return (
    <div data-testid="surcharge-page">
      <Card className="ph-page-card">
        <Flex gap={8} align="center" wrap>
          <Typography.Text>{t('surcharge.cost')}</Typography.Text>
          <CostSelect
            value={costId ?? undefined}
            onChange={(v) => setCostId(v ?? null)}
            placeholder={t('surcharge.chooseCost')}
            style={{ width: 'min(360px, 100%)' }}
            data-testid="surcharge-cost"
          />
        </Flex>
        <Tabs
          activeKey={type}
          onChange={(k) => setType(k as SurchargeType)}
          style={{ marginTop: 8, marginBottom: -16 }}
          items={SURCHARGE_TYPES.map((k) => ({ key: k, label: t(`surcharge.types.${k}`) }))}
        />
      </Card>
      {costId !== null ? <RuleList key={`${costId}-${type}`} costId={costId} type={type} /> : null}
    </div>
  );
}

function RuleList({ costId, type }: { costId: number; type: SurchargeType }) {
  const { t } = useTranslation('product-costs');
  const { t: tc } = useTranslation();
  const lang = useLanguage();
  const { message } = App.useApp();
  const canEdit = useAccess().can(COST_PERMISSIONS.manage);
  const columns = useSurchargeColumns();
  const all = useSurcharges(costId, undefined);
  const remove = useDeleteSurcharge();
  const [editing, setEditing] = useState<Surcharge | null>(null);
  const [formOpen, setFormOpen] = useState(false);

  const open = (s: Surcharge | null) => {
    setEditing(s);
    setFormOpen(true);
  };
  const deleteRule = async (s: Surcharge) => {
    try {
      await remove.mutateAsync(s.id);
      void message.success(t('surcharge.deleted'));
    } catch {
      // the client showed why (a rule another formula reads)
    }
  };

  return (
    <ListPage<Surcharge, object>
      testId="surcharge"
      title={t(`surcharge.types.${type}`)}
      filterFormName="surcharge-filters"
      initialFilters={NO_FILTERS}
      queryKey={costKeys.surcharges(costId, type, lang)}
      load={async ({ pageNo, pageSize }, signal) => {
        const { rows } = await productCostsApi.surcharges(costId, type, signal);
        return { rows: rows.slice(pageNo * pageSize, (pageNo + 1) * pageSize), total: rows.length };
      }}
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `surcharge-row-${r.id}`}
      history={{ resource: 'surcharges' }}
      rowActions={
        canEdit
          ? {
              width: 64,
              render: (r) => (
                <Space size={0}>
                  <Tooltip title={tc('actions.edit')}>
                    <Button
                      type="link"
                      size="small"
                      icon={<EditOutlined />}
                      aria-label={tc('actions.edit')}
                      onClick={() => open(r)}
                      data-testid={`surcharge-edit-${r.id}`}
                    />
                  </Tooltip>
                  <Popconfirm
                    title={t('surcharge.deleteConfirm')}
                    okText={tc('actions.confirm')}
                    cancelText={tc('actions.cancel')}
                    okButtonProps={testIdProps(`surcharge-delete-confirm-${r.id}`)}
                    onConfirm={() => deleteRule(r)}
                  >
                    <Button
                      type="link"
                      size="small"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={tc('actions.delete')}
                      data-testid={`surcharge-delete-${r.id}`}
                    />
                  </Popconfirm>
                </Space>
              ),
            }
          : undefined
      }
      toolbar={() =>
        canEdit ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open(null)} data-testid="surcharge-add">
            {t('surcharge.createTitle')}
          </Button>
        ) : null
      }
    >
      {() => (
        <SurchargeFormModal
          open={formOpen}
          costId={costId}
          type={type}
          surcharge={editing}
          siblings={all.rows}
          onClose={() => setFormOpen(false)}
        />
      )}
    </ListPage>
  );
}
