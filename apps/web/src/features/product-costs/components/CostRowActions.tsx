import { Button, Popconfirm, Space, Tooltip } from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
  ProfileOutlined,
} from '@ant-design/icons';
import type { ProductCost } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';

interface Props {
  cost: ProductCost;
  onDetail: (cost: ProductCost) => void;
  onEdit: (cost: ProductCost) => void;
  onToggle: (cost: ProductCost) => void;
  onDelete: (cost: ProductCost) => void;
}

export function CostRowActions({ cost, onDetail, onEdit, onToggle, onDelete }: Props) {
  const { t } = useTranslation('product-costs');
  const { t: tc } = useTranslation();
  const enabled = cost.status === 'ENABLED';
  const icon = (title: string, node: React.ReactNode, onClick: () => void, testId: string) => (
    <Tooltip title={title}>
      <Button type="link" size="small" icon={node} aria-label={title} onClick={onClick} data-testid={testId} />
    </Tooltip>
  );
  return (
    <Space size={0}>
      {icon(t('actions.detail'), <ProfileOutlined />, () => onDetail(cost), `cost-detail-${cost.id}`)}
      {icon(tc('actions.edit'), <EditOutlined />, () => onEdit(cost), `cost-edit-${cost.id}`)}
      {icon(
        enabled ? t('actions.disable') : t('actions.enable'),
        enabled ? <PauseCircleOutlined /> : <PlayCircleOutlined />,
        () => onToggle(cost),
        `cost-toggle-${cost.id}`,
      )}
      <Popconfirm
        title={t('actions.deleteConfirm')}
        okText={tc('actions.confirm')}
        cancelText={tc('actions.cancel')}
        okButtonProps={testIdProps(`cost-delete-confirm-${cost.id}`)}
        onConfirm={() => onDelete(cost)}
      >
        <Tooltip title={tc('actions.delete')}>
          <Button
            type="link"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={tc('actions.delete')}
            data-testid={`cost-delete-${cost.id}`}
          />
        </Tooltip>
      </Popconfirm>
    </Space>
  );
}
