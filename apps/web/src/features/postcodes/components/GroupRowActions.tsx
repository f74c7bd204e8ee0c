import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, UnorderedListOutlined } from '@ant-design/icons';
import type { PostcodeGroup } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';

interface Props {
  group: PostcodeGroup;
  onOpen: (group: PostcodeGroup) => void;
  onEdit: (group: PostcodeGroup) => void;
  onDelete: (group: PostcodeGroup) => void;
}

/** Icons with tooltips: postcodes, edit, delete in 104 px. */
export function GroupRowActions({ group, onOpen, onEdit, onDelete }: Props) {
  const { t } = useTranslation('postcodes');
  const { t: tc } = useTranslation();
  return (
    <Space size={0}>
      <Tooltip title={t('actions.postcodes')}>
        <Button
          type="link"
          size="small"
          icon={<UnorderedListOutlined />}
          aria-label={t('actions.postcodes')}
          onClick={() => onOpen(group)}
          data-testid={`postcode-group-postcodes-${group.id}`}
        />
      </Tooltip>
      <Tooltip title={tc('actions.edit')}>
        <Button
          type="link"
          size="small"
          icon={<EditOutlined />}
          aria-label={tc('actions.edit')}
          onClick={() => onEdit(group)}
          data-testid={`postcode-group-edit-${group.id}`}
        />
      </Tooltip>
      <Popconfirm
        title={t('actions.deleteConfirm', { name: group.name })}
        okText={tc('actions.confirm')}
        cancelText={tc('actions.cancel')}
        okButtonProps={testIdProps(`postcode-group-delete-confirm-${group.id}`)}
        onConfirm={() => onDelete(group)}
      >
        <Tooltip title={tc('actions.delete')}>
          <Button
            type="link"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={tc('actions.delete')}
            data-testid={`postcode-group-delete-${group.id}`}
          />
        </Tooltip>
      </Popconfirm>
    </Space>
  );
}
