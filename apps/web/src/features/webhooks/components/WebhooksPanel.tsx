import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { CreateWebhookInput, type WebhookRow } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { testIdProps } from '../../../shared/components/testId';
import { useSessionContext } from '../../../shared/session';
import { webhooksApi } from '../api/webhooksApi';
import { useCreateWebhook, useEndpointChange, useWebhookEndpoints } from '../hooks/useWebhooks';
import { SecretModal } from './SecretModal';

/** The customer's webhook endpoints (a tab of the API page): add one, its secret shown once, switch, rotate, delete. */
export function WebhooksPanel() {
  const { t } = useTranslation('webhooks');
  const { currentUser } = useSessionContext();
  const canManage = currentUser.privilegeType === 'USER' && !currentUser.isSubLogin;
  const endpoints = useWebhookEndpoints();
  const create = useCreateWebhook();
  const disable = useEndpointChange(webhooksApi.disable);
  const enable = useEndpointChange(webhooksApi.enable);
  const rotate = useEndpointChange(webhooksApi.rotateSecret);
  const remove = useEndpointChange(webhooksApi.remove);
  const [secret, setSecret] = useState<string | null>(null);
  const [form] = Form.useForm<{ url: string }>();
  const { rules } = useZodRules(CreateWebhookInput);

  // Failures show through the http client's own message.
  const quietly = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch {
      /* shown by the http client */
    }
  };
  const add = async ({ url }: { url: string }) =>
    quietly(async () => {
      const created = await create.mutateAsync({ url: url.trim(), events: ['tracking.updated'] });
      setSecret(created.secret);
      form.resetFields();
    });

  const statusOf = (r: WebhookRow) =>
    r.enabled ? (
      <Space direction="vertical" size={0}>
        <Tag color="green">{t('panel.enabled')}</Tag>
        {r.failingSince && (
          <Typography.Text type="danger">
            {t('panel.failingSince', { time: formatDateTime(r.failingSince) })}
          </Typography.Text>
        )}
      </Space>
    ) : (
      <Tag color={r.disabledReason ? 'red' : undefined}>
        {r.disabledReason ? t('panel.disabledFailing') : t('panel.disabled')}
      </Tag>
    );

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph style={{ margin: 0 }}>
        {t('panel.intro')}{' '}
        <Typography.Link href="/APIDockingInfo/webhookDoc" target="_blank" data-testid="webhook-doc-link">
          {t('panel.docLink')}
        </Typography.Link>
      </Typography.Paragraph>
      {canManage ? (
        <Form form={form} layout="inline" onFinish={(v) => void add(v)} name="webhook-add">
          <Form.Item name="url" rules={rules.url} style={{ flex: '1 1 320px', minWidth: 240 }}>
            <Input placeholder={t('panel.urlPlaceholder')} maxLength={2000} data-testid="webhook-url" />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={create.isPending} data-testid="webhook-add">
              {t('panel.add')}
            </Button>
          </Form.Item>
        </Form>
      ) : (
        <Alert type="info" showIcon message={t('panel.readOnly')} />
      )}
      <Table<WebhookRow>
        size="small"
        rowKey="id"
        loading={endpoints.isLoading}
        dataSource={endpoints.data?.rows ?? []}
        pagination={false}
        scroll={{ x: 760 }}
        locale={{ emptyText: t('panel.empty') }}
        onRow={(r) => ({ 'data-testid': `webhook-row-${r.id}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          { key: 'url', title: t('panel.url'), dataIndex: 'url', ellipsis: true, width: 280 },
          { key: 'events', title: t('panel.events'), width: 150, render: (_, r) => r.events.join(', ') },
          { key: 'status', title: t('panel.status'), width: 170, render: (_, r) => statusOf(r) },
          { key: 'secret', title: t('panel.secret'), width: 130, render: (_, r) => <code>{r.secretPrefix}</code> },
          { key: 'createdAt', title: t('panel.createdAt'), width: 160, render: (_, r) => formatDateTime(r.createdAt) },
          ...(canManage
            ? [
                {
                  key: 'actions',
                  title: t('panel.actions'),
                  width: 230,
                  render: (_: unknown, r: WebhookRow) => (
                    <Space size={0} wrap>
                      {r.enabled ? (
                        <Button
                          type="link"
                          size="small"
                          data-testid={`webhook-disable-${r.id}`}
                          onClick={() => void quietly(() => disable.mutateAsync(r.id))}
                        >
                          {t('panel.disable')}
                        </Button>
                      ) : (
                        <Button
                          type="link"
                          size="small"
                          data-testid={`webhook-enable-${r.id}`}
                          onClick={() => void quietly(() => enable.mutateAsync(r.id))}
                        >
                          {t('panel.enable')}
                        </Button>
                      )}
                      <Popconfirm
                        title={t('panel.rotateConfirm')}
                        onConfirm={() => quietly(async () => setSecret((await rotate.mutateAsync(r.id)).secret))}
                        okButtonProps={testIdProps(`webhook-rotate-ok-${r.id}`)}
                      >
                        <Button type="link" size="small" data-testid={`webhook-rotate-${r.id}`}>
                          {t('panel.rotate')}
                        </Button>
                      </Popconfirm>
                      <Popconfirm
                        title={t('panel.deleteConfirm')}
                        onConfirm={() => quietly(() => remove.mutateAsync(r.id))}
                        okButtonProps={testIdProps(`webhook-delete-ok-${r.id}`)}
                      >
                        <Button type="link" size="small" danger data-testid={`webhook-delete-${r.id}`}>
                          {t('panel.delete')}
                        </Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <SecretModal secret={secret} onClose={() => setSecret(null)} />
    </Flex>
  );
}

/** The tab's label, in this feature's words. */
export function WebhooksTabLabel() {
  const { t } = useTranslation('webhooks');
  return <>{t('tab')}</>;
}
