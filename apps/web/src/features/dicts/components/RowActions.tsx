import { Button, Popconfirm, Space, Tooltip } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';

interface Props {
  /** `dict-3`, `dict-value-9`: prefixes the buttons' test ids. */
  testId: string;
  deleteConfirm: string;
  /** Built-in rows cannot be deleted: the button stays, disabled, and says why. */
  builtIn: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** Edit and delete as icons with tooltips, so the actions column stays narrow at 375 px. */
export function RowActions({ testId, deleteConfirm, builtIn, onEdit, onDelete }: Props) {
  const { t } = useTranslation('dicts');
  const { t: tc } = useTranslation();
  return (
    <Space size={0}>
      <Tooltip title={tc('actions.edit')}>
        <Button
          type="link"
          size="small"
          icon={<EditOutlined />}
          aria-label={tc('actions.edit')}
          onClick={onEdit}
          data-testid={`${testId}-edit`}
        />
      </Tooltip>
      <Popconfirm
        title={deleteConfirm}
        disabled={builtIn}
        okText={tc('actions.confirm')}
        cancelText={tc('actions.cancel')}
        okButtonProps={testIdProps(`${testId}-delete-confirm`)}
        onConfirm={onDelete}
      >
        <Tooltip title={builtIn ? t('builtInHint') : tc('actions.delete')}>
          <Button
            type="link"
            size="small"
            danger
            disabled={builtIn}
            icon={<DeleteOutlined />}
            aria-label={tc('actions.delete')}
            data-testid={`${testId}-delete`}
          />
        </Tooltip>
      </Popconfirm>
    </Space>
  );
}
