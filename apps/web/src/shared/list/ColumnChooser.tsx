import { Button, Checkbox, Flex, Popover, Tooltip } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { isColumnVisible, type ColumnOverrides } from './columnSettings';
import type { ListColumn } from './types';

interface Props<T> {
  testId: string;
  columns: ListColumn<T>[];
  overrides: ColumnOverrides;
  onChange: (key: string, visible: boolean) => void;
  onReset: () => void;
}

export function ColumnChooser<T>({ testId, columns, overrides, onChange, onReset }: Props<T>) {
  const { t } = useTranslation();
  const choosable = columns.filter((c) => !c.locked);
  const content = (
    <Flex vertical gap={6} style={{ minWidth: 160 }}>
      {choosable.map((c) => (
        <Checkbox
          key={c.key}
          checked={isColumnVisible(c, overrides)}
          onChange={(e) => onChange(c.key, e.target.checked)}
          data-testid={`${testId}-column-${c.key}`}
        >
          {c.title}
        </Checkbox>
      ))}
      <Button size="small" type="link" style={{ alignSelf: 'flex-start', padding: 0 }} onClick={onReset}>
        {t('list.resetColumns')}
      </Button>
    </Flex>
  );
  return (
    <Popover trigger="click" placement="bottomRight" content={content} title={t('list.columns')}>
      <Tooltip title={t('list.columns')}>
        <Button icon={<SettingOutlined />} aria-label={t('list.columns')} data-testid={`${testId}-columns`} />
      </Tooltip>
    </Popover>
  );
}
