import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { City } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';

interface Props {
  city: City;
  onEdit: (city: City) => void;
  onDelete: (city: City) => void;
}

export function CityRowActions({ city, onEdit, onDelete }: Props) {
  const { t } = useTranslation('regions');
  const { t: tc } = useTranslation();
  return (
    <Space size={0}>
      <Tooltip title={tc('actions.edit')}>
        <Button
          type="link"
          size="small"
          icon={<EditOutlined />}
          aria-label={tc('actions.edit')}
          onClick={() => onEdit(city)}
          data-testid={`city-edit-${city.id}`}
        />
      </Tooltip>
      <Popconfirm
        title={t('actions.deleteConfirm')}
        okText={tc('actions.confirm')}
        cancelText={tc('actions.cancel')}
        okButtonProps={testIdProps(`city-delete-confirm-${city.id}`)}
        onConfirm={() => onDelete(city)}
      >
        <Tooltip title={tc('actions.delete')}>
          <Button
            type="link"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={tc('actions.delete')}
            data-testid={`city-delete-${city.id}`}
          />
        </Tooltip>
      </Popconfirm>
    </Space>
  );
}
