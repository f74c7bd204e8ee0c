import { Descriptions, Drawer, Tabs, Typography } from 'antd';
import type { ProductCost, ProductCostDetail } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { useCost } from '../hooks/useProductCosts';
import { CostStatusTag } from './costColumns';
import { AccountForm } from './AccountForm';
import { ZonesPanel } from './ZonesPanel';
import { BandsEditor } from './BandsEditor';
import { PostcodeRuleForm } from './PostcodeRuleForm';
import { SurchargeTable } from './SurchargeTable';

interface Props {
  /** The cost whose detail to show; null closes the drawer. */
  cost: ProductCost | null;
  canEdit: boolean;
  onClose: () => void;
}

/** A cost's detail in tabs: the whole width of a phone, 1080 px beside the list on a desktop. */
export function CostDetailDrawer({ cost, canEdit, onClose }: Props) {
  const { t } = useTranslation('product-costs');
  return (
    <Drawer
      title={cost ? t('detail.title', { code: cost.code }) : ''}
      open={cost !== null}
      onClose={onClose}
      size="min(1080px, 100vw)"
      destroyOnHidden
      data-testid="cost-drawer"
    >
      {cost ? <CostDetail key={cost.id} costId={cost.id} canEdit={canEdit} /> : null}
    </Drawer>
  );
}

function CostDetail({ costId, canEdit }: { costId: number; canEdit: boolean }) {
  const { t } = useTranslation('product-costs');
  const { data } = useCost(costId);
  if (!data) return null;
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'basic', label: t('detail.tabs.basic'), children: <BasicInfo cost={data} /> },
        {
          key: 'account',
          label: t('detail.tabs.account'),
          children: <AccountForm costId={costId} account={data.account} canEdit={canEdit} />,
        },
        { key: 'zones', label: t('detail.tabs.zones'), children: <ZonesPanel costId={costId} canEdit={canEdit} /> },
        { key: 'bands', label: t('detail.tabs.bands'), children: <BandsEditor costId={costId} canEdit={canEdit} /> },
        {
          key: 'postcodeRule',
          label: t('detail.tabs.postcodeRule'),
          children: <PostcodeRuleForm cost={data} canEdit={canEdit} />,
        },
        {
          key: 'surcharges',
          label: t('detail.tabs.surcharges'),
          children: <SurchargeTable costId={costId} />,
        },
      ]}
    />
  );
}

function BasicInfo({ cost }: { cost: ProductCostDetail }) {
  const { t } = useTranslation('product-costs');
  const bands =
    cost.customWeightRule.length > 0
      ? cost.customWeightRule
          .map((b) => `${b.upTo === null ? t('form.openBand') : `≤ ${b.upTo} kg`}: ${b.step} kg`)
          .join('; ')
      : '-';
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, sm: 2 }}
      data-testid="cost-basic"
      items={[
        { key: 'code', label: t('cost.code'), children: cost.code },
        { key: 'name', label: t('cost.name'), children: cost.name },
        { key: 'mainName', label: t('cost.mainName'), children: cost.mainName || '-' },
        {
          key: 'businessType',
          label: t('cost.businessType'),
          children: t(`businessTypes.${cost.businessType as 'EXPRESS'}`, { defaultValue: cost.businessType }),
        },
        { key: 'currency', label: t('cost.currency'), children: cost.currency },
        { key: 'status', label: t('cost.status'), children: <CostStatusTag cost={cost} /> },
        { key: 'rule', label: t('cost.weightCarryRule'), children: cost.weightCarryRuleI18n },
        { key: 'bands', label: t('cost.customWeightRule'), children: bands },
        { key: 'owner', label: t('cost.owner'), children: cost.ownerName },
        { key: 'version', label: t('cost.version'), children: cost.version },
        { key: 'updatedAt', label: t('cost.updatedAt'), children: formatDateTime(cost.updatedAt) },
        {
          key: 'description',
          label: t('cost.description'),
          children: (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
              {cost.description || '-'}
            </Typography.Paragraph>
          ),
        },
      ]}
    />
  );
}
