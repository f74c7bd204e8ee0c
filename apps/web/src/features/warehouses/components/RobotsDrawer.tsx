import { useState } from 'react';
import { Alert, App, Button, Drawer, Flex, Form, Input, Popconfirm, Progress, Switch, Table, Tag } from 'antd';
import { DeleteOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { ROBOT_IDENTIFIER_MAX, RobotSave, type Robot, type RobotRunStatus, type Warehouse } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { useDeleteRobot, useRobotEnabled, useRobots, useSaveRobot } from '../hooks/useWarehouses';

const STATUS_COLOR: Record<RobotRunStatus, string> = {
  RUNNING: 'green',
  CHARGING: 'gold',
  IDLE: 'default',
  OFFLINE: 'red',
};

/** "2 h 05 min", "45 min", "30 s". */
export function workTime(seconds: number, t: (key: string, o?: Record<string, unknown>) => string): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (h > 0) return t('robots.hours', { h, m: String(m).padStart(2, '0') });
  if (m > 0) return t('robots.minutes', { m });
  return t('robots.seconds', { s: seconds });
}

interface Props {
  warehouse: Warehouse | null;
  onClose: () => void;
}

/** A warehouse's robots, their state read from the fleet: add, enable or disable (a disable asks first), delete. */
export function RobotsDrawer({ warehouse, onClose }: Props) {
  const { t } = useTranslation('warehouses');
  const { modal, message } = App.useApp();
  const robots = useRobots(warehouse?.id ?? null);
  const toggle = useRobotEnabled();
  const remove = useDeleteRobot();
  const [adding, setAdding] = useState(false);

  const setEnabled = (r: Robot, enabled: boolean) => {
    const run = async () => {
      try {
        await toggle.mutateAsync({ id: r.id, enabled });
        void message.success(enabled ? t('robots.enabledDone') : t('robots.disabledDone'));
      } catch {
        // the client showed the message
      }
    };
    if (enabled) return void run();
    modal.confirm({
      title: t('robots.disableTitle'),
      content: t('robots.disableConfirm', { identifier: r.identifier }),
      okText: t('robots.disable'),
      okButtonProps: { danger: true, 'data-testid': 'robot-disable-ok' } as never,
      onOk: run,
    });
  };

  return (
    <Drawer
      open={warehouse !== null}
      onClose={onClose}
      title={warehouse ? t('robots.title', { name: warehouse.name }) : ''}
      width="min(820px, 100vw)"
      destroyOnHidden
      data-testid="robots-drawer"
    >
      {warehouse ? (
        <Flex vertical gap={12}>
          <Flex justify="flex-end" gap={8}>
            <Button icon={<ReloadOutlined />} onClick={() => void robots.refetch()} data-testid="robots-refresh">
              {t('robots.refresh')}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} data-testid="robot-add" onClick={() => setAdding(true)}>
              {t('robots.add')}
            </Button>
          </Flex>
          {robots.isError ? <Alert type="error" showIcon message={t('robots.loadFailed')} /> : null}
          <Table<Robot>
            size="small"
            rowKey="id"
            loading={robots.isLoading}
            dataSource={robots.data?.rows ?? []}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: t('robots.empty') }}
            onRow={(r) => ({ 'data-testid': `robot-row-${r.identifier}` }) as React.HTMLAttributes<HTMLElement>}
            columns={[
              { key: 'identifier', dataIndex: 'identifier', title: t('robots.identifier'), width: 140, fixed: 'left' },
              {
                key: 'runStatus',
                title: t('robots.runStatus'),
                width: 100,
                render: (_, r) => <Tag color={STATUS_COLOR[r.runStatus]}>{r.runStatusName}</Tag>,
              },
              {
                key: 'battery',
                title: t('robots.battery'),
                width: 150,
                render: (_, r) => (
                  <Progress
                    percent={r.battery}
                    size="small"
                    status={r.battery <= 20 ? 'exception' : 'normal'}
                    format={(p) => `${p}%`}
                  />
                ),
              },
              {
                key: 'workSeconds',
                title: t('robots.workTime'),
                width: 120,
                render: (_, r) => (r.runStatus === 'RUNNING' ? workTime(r.workSeconds, t as never) : '-'),
              },
              {
                key: 'enabled',
                title: t('robots.enabled'),
                width: 90,
                render: (_, r) => (
                  <Switch
                    checked={r.enabled}
                    loading={toggle.isPending && toggle.variables?.id === r.id}
                    onChange={(on) => setEnabled(r, on)}
                    data-testid={`robot-enabled-${r.identifier}`}
                  />
                ),
              },
              {
                key: 'actions',
                title: t('columns.actions'),
                width: 70,
                render: (_, r) => (
                  <Popconfirm
                    title={t('robots.deleteConfirm', { identifier: r.identifier })}
                    onConfirm={() => remove.mutateAsync(r.id).catch(() => undefined)}
                  >
                    <Button
                      type="text"
                      danger
                      size="small"
                      icon={<DeleteOutlined />}
                      aria-label={t('actions.delete')}
                    />
                  </Popconfirm>
                ),
              },
            ]}
          />
          <RobotFormModal open={adding} warehouseId={warehouse.id} onClose={() => setAdding(false)} />
        </Flex>
      ) : null}
    </Drawer>
  );
}

function RobotFormModal({ open, warehouseId, onClose }: { open: boolean; warehouseId: number; onClose: () => void }) {
  const { t } = useTranslation('warehouses');
  const { rules } = useZodRules(RobotSave);
  const save = useSaveRobot();
  return (
    <FormModal
      title={t('robots.addTitle')}
      open={open}
      width={420}
      name="robot-form"
      schema={RobotSave}
      fields={['identifier', 'enabled']}
      initialValues={{ enabled: true }}
      resetKey={open}
      toInput={(values) => ({ ...values, warehouseId })}
      onSubmit={(input) => save.mutateAsync(input)}
      successMessage={t('messages.created')}
      errorFields={{ ROBOT_IDENTIFIER_TAKEN: 'identifier' }}
      onClose={onClose}
      saveTestId="robot-save"
      testId="robot-modal"
    >
      <Form.Item name="identifier" label={t('robots.identifier')} rules={rules.identifier}>
        <Input maxLength={ROBOT_IDENTIFIER_MAX} data-testid="robot-form-identifier" />
      </Form.Item>
      <Form.Item name="enabled" label={t('robots.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
