import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, StarOutlined } from '@ant-design/icons';
import type { Address } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';

interface Props {
  address: Address;
  busy: boolean;
  onEdit: (address: Address) => void;
  onSetDefault: (address: Address) => void;
  onDelete: (address: Address) => void;
}

/** Icons with tooltips: three actions in 104 px, so the table keeps its room for the addresses. */
export function AddressRowActions({ address: r, busy, onEdit, onSetDefault, onDelete }: Props) {
  const { t } = useTranslation('address');
  const { t: tc } = useTranslation();
  return (
    <Space size={0}>
      <Tooltip title={tc('actions.edit')}>
        <Button
          type="link"
          size="small"
          icon={<EditOutlined />}
          aria-label={tc('actions.edit')}
          onClick={() => onEdit(r)}
          data-testid={`address-edit-${r.id}`}
        />
      </Tooltip>
      <Tooltip title={t('actions.setDefault')}>
        <Button
          type="link"
          size="small"
          icon={<StarOutlined />}
          aria-label={t('actions.setDefault')}
          disabled={r.isDefault}
          loading={busy}
          onClick={() => onSetDefault(r)}
          data-testid={`address-set-default-${r.id}`}
        />
      </Tooltip>
      <Popconfirm
        title={t('actions.deleteConfirm')}
        okText={tc('actions.confirm')}
        cancelText={tc('actions.cancel')}
        okButtonProps={testIdProps(`address-delete-confirm-${r.id}`)}
        onConfirm={() => onDelete(r)}
      >
        <Tooltip title={tc('actions.delete')}>
          <Button
            type="link"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={tc('actions.delete')}
            data-testid={`address-delete-${r.id}`}
          />
        </Tooltip>
      </Popconfirm>
    </Space>
  );
}
