import type { ReactNode } from 'react';
import { Button, Space, Tooltip } from 'antd';
import { DollarOutlined, EditOutlined, SettingOutlined, TeamOutlined } from '@ant-design/icons';
import type { Product } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';

interface Props {
  product: Product;
  onEdit?: (p: Product) => void;
  onCustomers?: (p: Product) => void;
  onPackages?: (p: Product) => void;
  onConfigs?: (p: Product) => void;
}

/** The icon actions of a product row; each shows only when its handler is given. */
export function ProductRowActions({ product, onEdit, onCustomers, onPackages, onConfigs }: Props) {
  const { t } = useTranslation('products');
  const action = (title: string, icon: ReactNode, id: string, run?: (p: Product) => void) =>
    run ? (
      <Tooltip title={title}>
        <Button
          type="link"
          size="small"
          icon={icon}
          aria-label={title}
          onClick={() => run(product)}
          data-testid={`product-${id}-${product.id}`}
        />
      </Tooltip>
    ) : null;
  return (
    <Space size={0}>
      {action(t('actions.edit'), <EditOutlined />, 'edit', onEdit)}
      {action(t('actions.customers'), <TeamOutlined />, 'customers', onCustomers)}
      {action(t('actions.packages'), <DollarOutlined />, 'packages', onPackages)}
      {action(t('actions.configs'), <SettingOutlined />, 'configs', onConfigs)}
    </Space>
  );
}
