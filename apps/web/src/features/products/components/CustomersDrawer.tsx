import { App, Button, Drawer, Input, Popconfirm, Select, Space, Tag } from 'antd';
import { CUSTOMER_STATES, type CustomerState, type Product, type ProductCustomer } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { formatDateTime } from '../../../shared/format';
import { ListPage, type FilterField, type ListColumn } from '../../../shared/list';
import { productsApi } from '../api/productsApi';
import { productKeys } from '../hooks/queryKeys';
import { useProductMutation } from '../hooks/useProducts';

interface Filters {
  keyword?: string;
  state?: CustomerState;
}
const STATE_COLORS = { UNASSIGNED: 'default', SIGNED: 'green', TERMINATED: 'red' } as const;

/** A signing product's customers: assign, take off, sign or terminate (platform). */
export function CustomersDrawer({ product, onClose }: { product: Product | null; onClose: () => void }) {
  const { t } = useTranslation('products');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const allot = useProductMutation((ids: number[]) => productsApi.allotCustomers(product!.id, ids));
  const unallot = useProductMutation((ids: number[]) => productsApi.unallotCustomers(product!.id, ids));
  const signing = useProductMutation((a: { customerId: number; signingStatus: 'SIGNED' | 'TERMINATED' }) =>
    productsApi.setSigning({ productId: product!.id, ...a }),
  );
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      void message.success(done);
    } catch {
      // the client showed why
    }
  };

  const columns: ListColumn<ProductCustomer>[] = [
    { key: 'userName', title: t('customers.userName'), width: 140, ellipsis: true, locked: true },
    { key: 'nickName', title: t('customers.nickName'), width: 130, ellipsis: true },
    { key: 'phone', title: t('customers.phone'), width: 120, ellipsis: true },
    {
      key: 'state',
      title: t('customers.state'),
      width: 110,
      render: (r) => <Tag color={STATE_COLORS[r.state]}>{t(`signing.${r.state}`)}</Tag>,
    },
    {
      key: 'premiumPackage',
      title: t('fields.premiumPackage'),
      width: 130,
      ellipsis: true,
      render: (r) => r.premiumPackage?.name ?? '-',
    },
    {
      key: 'signedAt',
      title: t('customers.signedAt'),
      width: 150,
      defaultHidden: true,
      render: (r) => formatDateTime(r.signedAt),
    },
  ];
  const filters: FilterField<Filters>[] = [
    {
      name: 'keyword',
      label: tc('actions.search'),
      input: <Input allowClear maxLength={100} placeholder={t('customers.keyword')} style={{ width: 200 }} />,
    },
    {
      name: 'state',
      label: t('customers.state'),
      input: (
        <Select
          allowClear
          placeholder={t('filters.all')}
          style={{ width: 130 }}
          options={CUSTOMER_STATES.map((v) => ({ value: v, label: t(`signing.${v}`) }))}
        />
      ),
    },
  ];

  return (
    <Drawer
      open={!!product}
      onClose={onClose}
      size="min(960px, 100vw)"
      title={product ? t('customers.title', { code: product.code }) : ''}
      destroyOnHidden
      data-testid="product-customers-drawer"
    >
      {product ? (
        <ListPage<ProductCustomer, Filters>
          testId="product-customers"
          title={t('actions.customers')}
          filterFormName="product-customer-filters"
          filters={filters}
          initialFilters={{}}
          queryKey={productKeys.customers(product.id)}
          load={({ pageNo, pageSize, filters: f }, signal) =>
            productsApi.customers(
              product.id,
              {
                pageNo,
                pageSize,
                ...(f.keyword?.trim() ? { keyword: f.keyword.trim() } : {}),
                ...(f.state ? { state: f.state } : {}),
              },
              signal,
            )
          }
          columns={columns}
          rowKey={(r) => r.customerId}
          rowTestId={(r) => `product-customer-${r.customerId}`}
          selectable
          batchActions={({ selection }) => (
            <Button
              type="primary"
              disabled={selection.keys.length === 0}
              data-testid="product-customers-assign-selected"
              onClick={() =>
                void run(async () => {
                  await allot.mutateAsync(selection.keys.map(Number));
                  selection.clear();
                }, t('messages.assigned'))
              }
            >
              {t('customers.assignSelected')}
            </Button>
          )}
          rowActions={{
            width: 150,
            render: (r) => (
              <Space size={0}>
                {r.state === 'UNASSIGNED' ? (
                  <Button
                    type="link"
                    size="small"
                    data-testid={`product-customer-assign-${r.customerId}`}
                    onClick={() => void run(() => allot.mutateAsync([r.customerId]), t('messages.assigned'))}
                  >
                    {t('customers.assign')}
                  </Button>
                ) : null}
                {r.state === 'SIGNED' ? (
                  <Popconfirm
                    title={t('customers.terminateConfirm', { name: r.userName })}
                    okText={tc('actions.confirm')}
                    cancelText={tc('actions.cancel')}
                    okButtonProps={testIdProps(`product-customer-terminate-confirm-${r.customerId}`)}
                    onConfirm={() =>
                      void run(
                        () => signing.mutateAsync({ customerId: r.customerId, signingStatus: 'TERMINATED' }),
                        t('messages.terminated'),
                      )
                    }
                  >
                    <Button type="link" size="small" danger data-testid={`product-customer-terminate-${r.customerId}`}>
                      {t('customers.terminate')}
                    </Button>
                  </Popconfirm>
                ) : null}
                {r.state === 'TERMINATED' ? (
                  <Button
                    type="link"
                    size="small"
                    data-testid={`product-customer-sign-${r.customerId}`}
                    onClick={() =>
                      void run(
                        () => signing.mutateAsync({ customerId: r.customerId, signingStatus: 'SIGNED' }),
                        t('messages.signed'),
                      )
                    }
                  >
                    {t('customers.sign')}
                  </Button>
                ) : null}
                {r.state !== 'UNASSIGNED' ? (
                  <Popconfirm
                    title={t('customers.unassignConfirm', { name: r.userName })}
                    okText={tc('actions.confirm')}
                    cancelText={tc('actions.cancel')}
                    onConfirm={() => void run(() => unallot.mutateAsync([r.customerId]), t('messages.unassigned'))}
                  >
                    <Button type="link" size="small" data-testid={`product-customer-unassign-${r.customerId}`}>
                      {t('customers.unassign')}
                    </Button>
                  </Popconfirm>
                ) : null}
              </Space>
            ),
          }}
        />
      ) : null}
    </Drawer>
  );
}
