import { App, Button, Popconfirm, Space, Switch, Table, Tooltip, type TableColumnsType } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, CopyOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { OrderRule, OrderRuleGroup } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { useChangeStatus, useCopyRule, useDeleteRule, useMoveRule } from '../hooks/useOrderRules';
import { RuleConditions, RuleEffect, StrategyTag } from './RuleSummary';

interface Props {
  group: OrderRuleGroup;
  canEdit: boolean;
  onEdit: (group: OrderRuleGroup, rule: OrderRule) => void;
}

/** A group's rules in evaluation order, with their actions: order, status, edit, copy, delete. */
export function RuleTable({ group, canEdit, onEdit }: Props) {
  const { t } = useTranslation('order-rules');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const move = useMoveRule();
  const status = useChangeStatus();
  const copy = useCopyRule();
  const remove = useDeleteRule();

  /** The client already showed a refusal; these only say what went well. */
  const quietly = async (run: () => Promise<unknown>, done?: string) => {
    try {
      await run();
      if (done) void message.success(done);
    } catch {
      // shown by the HTTP client
    }
  };

  const moveRule = (rule: OrderRule, direction: 'up' | 'down') =>
    quietly(async () => {
      const moved = await move.mutateAsync({ id: rule.id, direction });
      if (!moved.moved) void message.info(direction === 'up' ? t('messages.alreadyTop') : t('messages.alreadyBottom'));
    });

  const last = group.rules.length - 1;
  const columns: TableColumnsType<OrderRule> = [
    { key: 'order', title: t('rule.order'), width: 56, render: (_v, _r, i) => i + 1 },
    { key: 'name', title: t('rule.name'), width: 180, dataIndex: 'name', ellipsis: true },
    { key: 'strategy', title: t('rule.strategy'), width: 150, render: (_v, r) => <StrategyTag rule={r} /> },
    { key: 'effect', title: t('rule.effect'), width: 220, render: (_v, r) => <RuleEffect rule={r} /> },
    { key: 'conditions', title: t('rule.conditions'), width: 320, render: (_v, r) => <RuleConditions rule={r} /> },
    {
      key: 'status',
      title: t('rule.status'),
      width: 90,
      render: (_v, r) => (
        <Switch
          size="small"
          checked={r.status === 'ENABLED'}
          disabled={!canEdit}
          checkedChildren={t('actions.enabled')}
          unCheckedChildren={t('actions.disabled')}
          onChange={(on) =>
            void quietly(
              () => status.mutateAsync({ id: r.id, type: 'RULE', status: on ? 'ENABLED' : 'DISABLED' }),
              t('messages.statusChanged'),
            )
          }
          data-testid={`order-rule-status-${r.id}`}
        />
      ),
    },
  ];
  if (canEdit)
    columns.push({
      key: 'actions',
      title: tc('actions.actions'),
      width: 176,
      fixed: 'right',
      render: (_v, r, i) => (
        <Space size={0}>
          <Tooltip title={t('actions.moveUp')}>
            <Button
              type="link"
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={t('actions.moveUp')}
              disabled={i === 0}
              onClick={() => void moveRule(r, 'up')}
              data-testid={`order-rule-up-${r.id}`}
            />
          </Tooltip>
          <Tooltip title={t('actions.moveDown')}>
            <Button
              type="link"
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={t('actions.moveDown')}
              disabled={i === last}
              onClick={() => void moveRule(r, 'down')}
              data-testid={`order-rule-down-${r.id}`}
            />
          </Tooltip>
          <Tooltip title={t('actions.edit')}>
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              aria-label={t('actions.edit')}
              onClick={() => onEdit(group, r)}
              data-testid={`order-rule-edit-${r.id}`}
            />
          </Tooltip>
          <Tooltip title={t('actions.copy')}>
            <Button
              type="link"
              size="small"
              icon={<CopyOutlined />}
              aria-label={t('actions.copy')}
              onClick={() => void quietly(() => copy.mutateAsync(r.id), t('messages.copied'))}
              data-testid={`order-rule-copy-${r.id}`}
            />
          </Tooltip>
          <Popconfirm
            title={t('actions.deleteRuleConfirm', { name: r.name })}
            okText={tc('actions.confirm')}
            cancelText={tc('actions.cancel')}
            okButtonProps={testIdProps(`order-rule-delete-confirm-${r.id}`)}
            onConfirm={() =>
              void quietly(() => remove.mutateAsync({ groupId: group.id, id: r.id }), t('messages.deleted'))
            }
          >
            <Tooltip title={t('actions.delete')}>
              <Button
                type="link"
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('actions.delete')}
                data-testid={`order-rule-delete-${r.id}`}
              />
            </Tooltip>
          </Popconfirm>
        </Space>
      ),
    });

  return (
    <Table<OrderRule>
      rowKey="id"
      size="small"
      tableLayout="fixed"
      columns={columns}
      dataSource={group.rules}
      pagination={false}
      scroll={{ x: columns.reduce((sum, c) => sum + Number(c.width ?? 0), 0) }}
      locale={{ emptyText: t('rule.noRules') }}
      onRow={(r) => ({ 'data-testid': `order-rule-row-${r.id}` }) as Record<never, never>}
      data-testid={`order-rule-table-${group.id}`}
    />
  );
}
