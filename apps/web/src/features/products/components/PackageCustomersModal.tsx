import { useState } from 'react';
import { App, Button, Form, Input, Modal, Popconfirm, Segmented, Space, Table, Typography } from 'antd';
import type { PackageCustomer, PremiumPackage } from '@parcelhub/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { formatDateTime } from '../../../shared/format';
import { isApiError } from '../../../shared/http';
import { productsApi } from '../api/productsApi';
import { productKeys } from '../hooks/queryKeys';
import { useProductMutation } from '../hooks/useProducts';

type By = 'userName' | 'phone';
const split = (text: string) => [
  ...new Set(
    text
      .split(/[\s,，;；]+/)
      .map((v) => v.trim())
      .filter(Boolean),
  ),
];

/**
 * The customers a package prices: assign by user name or phone (a customer has one package per product, so this
 * moves an earlier one; one unknown name refuses them all), and remove.
 */
export function PackageCustomersModal({ pkg, onClose }: { pkg: PremiumPackage | null; onClose: () => void }) {
  const { t } = useTranslation('products');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const [by, setBy] = useState<By>('userName');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const assigned = useQuery({
    queryKey: productKeys.packageCustomers(pkg?.id ?? 0),
    queryFn: ({ signal }) => productsApi.packageCustomers(pkg!.id, signal),
    enabled: !!pkg,
  });
  const assign = useProductMutation((values: string[]) =>
    by === 'phone'
      ? productsApi.allotPhones({ id: pkg!.id, phones: values })
      : productsApi.allotUserNames({ id: pkg!.id, userNames: values }),
  );
  const remove = useProductMutation((userName: string) => productsApi.removeUserName(pkg!.id, userName));

  const submit = async () => {
    const values = split(text);
    if (values.length === 0) return;
    setError(null);
    try {
      await assign.mutateAsync(values);
      setText('');
      void message.success(t('messages.assigned'));
    } catch (e) {
      setError(isApiError(e) ? (e.fieldErrors[0]?.message ?? e.message) : tc('http.serviceAbnormal'));
    }
  };

  return (
    <Modal
      open={!!pkg}
      title={pkg ? t('packages.assignTitle', { name: pkg.name }) : ''}
      onCancel={onClose}
      footer={null}
      width={680}
      destroyOnHidden
      data-testid="package-customers-modal"
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Segmented<By>
          value={by}
          onChange={setBy}
          options={[
            { value: 'userName', label: t('packages.byUserName') },
            { value: 'phone', label: t('packages.byPhone') },
          ]}
        />
        <Form.Item validateStatus={error ? 'error' : undefined} help={error ?? undefined} style={{ marginBottom: 0 }}>
          <Input.TextArea
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={5000}
            placeholder={t('packages.valuesPlaceholder')}
            data-testid="package-customers-input"
          />
        </Form.Item>
        <Button
          type="primary"
          loading={assign.isPending}
          onClick={() => void submit()}
          data-testid="package-customers-assign"
        >
          {t('packages.add2')}
        </Button>
        <Table<PackageCustomer>
          size="small"
          rowKey="customerId"
          loading={assigned.isFetching}
          dataSource={assigned.data?.rows ?? []}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          scroll={{ x: 520 }}
          columns={[
            { key: 'userName', title: t('customers.userName'), dataIndex: 'userName', ellipsis: true },
            { key: 'phone', title: t('customers.phone'), dataIndex: 'phone', width: 130 },
            {
              key: 'assignedAt',
              title: t('packages.assignedAt'),
              width: 160,
              render: (_, r) => formatDateTime(r.assignedAt),
            },
            {
              key: 'actions',
              title: tc('actions.actions'),
              width: 80,
              render: (_, r) => (
                <Popconfirm
                  title={t('packages.remove')}
                  okText={tc('actions.confirm')}
                  cancelText={tc('actions.cancel')}
                  okButtonProps={testIdProps(`package-customer-remove-confirm-${r.customerId}`)}
                  onConfirm={() => void remove.mutateAsync(r.userName).catch(() => undefined)}
                >
                  <Button type="link" size="small" danger data-testid={`package-customer-remove-${r.customerId}`}>
                    {t('packages.remove')}
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
        />
        {assigned.data?.rows.length === 0 ? (
          <Typography.Text type="secondary">{tc('messages.empty')}</Typography.Text>
        ) : null}
      </Space>
    </Modal>
  );
}
