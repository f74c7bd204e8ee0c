import { Button, Flex, Tag } from 'antd';
import type { Dict, DictDetail } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { EllipsisText, type ListColumn } from '../../../shared/list';
import { BuiltInTag } from './BuiltInTag';

/** The dictionaries: the name picks the dictionary whose values the other list shows. */
export function useDictColumns(selectedId: number | null, onPick: (dict: Dict) => void): ListColumn<Dict>[] {
  const { t } = useTranslation('dicts');
  return [
    {
      key: 'name',
      title: t('columns.name'),
      width: 180,
      locked: true,
      render: (r) => (
        <Flex align="center" gap={4}>
          <Button
            type="link"
            size="small"
            title={t('actions.showValues')}
            style={{ padding: 0, minWidth: 0, fontWeight: r.id === selectedId ? 600 : undefined }}
            onClick={() => onPick(r)}
            data-testid={`dict-pick-${r.id}`}
          >
            <EllipsisText>{r.name}</EllipsisText>
          </Button>
          {r.builtIn ? <BuiltInTag /> : null}
        </Flex>
      ),
    },
    { key: 'description', title: t('columns.description'), width: 160, ellipsis: true },
    { key: 'valueCount', title: t('columns.valueCount'), width: 72, align: 'right' },
    {
      key: 'updatedAt',
      title: t('columns.updatedAt'),
      width: 160,
      defaultHidden: true,
      render: (r) => formatDateTime(r.updatedAt),
    },
  ];
}

/** One dictionary's values: the label in the current language shows; the three labels wait in the chooser. */
export function useValueColumns(): ListColumn<DictDetail>[] {
  const { t } = useTranslation('dicts');
  return [
    {
      key: 'value',
      title: t('columns.value'),
      width: 150,
      locked: true,
      render: (r) => (
        <Flex align="center" gap={4}>
          <span style={{ minWidth: 0, flex: '0 1 auto' }}>
            <EllipsisText>{r.value}</EllipsisText>
          </span>
          {r.builtIn ? <BuiltInTag /> : null}
        </Flex>
      ),
    },
    { key: 'label', title: t('columns.label'), width: 150, ellipsis: true },
    { key: 'labelZh', title: t('columns.labelZh'), width: 130, ellipsis: true, defaultHidden: true },
    { key: 'labelEn', title: t('columns.labelEn'), width: 130, ellipsis: true, defaultHidden: true },
    { key: 'labelKo', title: t('columns.labelKo'), width: 130, ellipsis: true, defaultHidden: true },
    { key: 'sort', title: t('columns.sort'), width: 64, align: 'right' },
    {
      key: 'enabled',
      title: t('columns.enabled'),
      width: 96,
      render: (r) =>
        r.enabled ? (
          <Tag color="green">{t('status.enabled')}</Tag>
        ) : (
          <Tag data-testid={`dict-value-disabled-${r.id}`}>{t('status.disabled')}</Tag>
        ),
    },
  ];
}
