import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { MENU_TYPES } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import type { MenuTreeRow } from './menuRows';

interface Props {
  menu: MenuTreeRow;
  onAddChild: (m: MenuTreeRow) => void;
  onEdit: (m: MenuTreeRow) => void;
  onDelete: (m: MenuTreeRow) => Promise<void>;
}

export function MenuRowActions({ menu, onAddChild, onEdit, onDelete }: Props) {
  const { t } = useTranslation('menus');
  const { t: tc } = useTranslation();
  return (
    <Space size={0}>
      {menu.type !== MENU_TYPES.BUTTON && (
        <Tooltip title={t('actions.addChild')}>
          <Button
            type="link"
            size="small"
            icon={<PlusOutlined />}
            aria-label={t('actions.addChild')}
            onClick={() => onAddChild(menu)}
            data-testid={`menu-add-child-${menu.id}`}
          />
        </Tooltip>
      )}
      <Tooltip title={tc('actions.edit')}>
        <Button
          type="link"
          size="small"
          icon={<EditOutlined />}
          aria-label={tc('actions.edit')}
          onClick={() => onEdit(menu)}
          data-testid={`menu-edit-${menu.id}`}
        />
      </Tooltip>
      <Popconfirm
        title={t('actions.deleteConfirm', { title: menu.title })}
        okText={tc('actions.confirm')}
        cancelText={tc('actions.cancel')}
        okButtonProps={testIdProps(`menu-delete-confirm-${menu.id}`)}
        onConfirm={() => onDelete(menu)}
      >
        <Tooltip title={tc('actions.delete')}>
          <Button
            type="link"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={tc('actions.delete')}
            data-testid={`menu-delete-${menu.id}`}
          />
        </Tooltip>
      </Popconfirm>
    </Space>
  );
}
