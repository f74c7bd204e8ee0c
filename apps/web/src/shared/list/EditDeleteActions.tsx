import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../components/testId';

interface Props<T extends { id: number }> {
  row: T;
  /** Test ids: `<testIdPrefix>-edit-<id>`, `-delete-<id>`, `-delete-confirm-<id>`. */
  testIdPrefix: string;
  /** The delete confirmation's question, in the caller's words. */
  confirm: string;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
}

/** A row's edit and delete icons, the delete behind a confirmation. */
export function EditDeleteActions<T extends { id: number }>({
  row,
  testIdPrefix,
  confirm,
  onEdit,
  onDelete,
}: Props<T>) {
  const { t } = useTranslation();
  return (
    <Space size={0}>
      <Tooltip title={t('actions.edit')}>
        <Button
          type="link"
          size="small"
          icon={<EditOutlined />}
          aria-label={t('actions.edit')}
          onClick={() => onEdit(row)}
          data-testid={`${testIdPrefix}-edit-${row.id}`}
        />
      </Tooltip>
      <Popconfirm
        title={confirm}
        okText={t('actions.confirm')}
        cancelText={t('actions.cancel')}
        okButtonProps={testIdProps(`${testIdPrefix}-delete-confirm-${row.id}`)}
        onConfirm={() => onDelete(row)}
      >
        <Tooltip title={t('actions.delete')}>
          <Button
            type="link"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('actions.delete')}
            data-testid={`${testIdPrefix}-delete-${row.id}`}
          />
        </Tooltip>
      </Popconfirm>
    </Space>
  );
}
