import { Button, Form, Input, Popconfirm, Segmented, Table, Typography } from 'antd';
import { AllotPhonesInput, AllotUserNamesInput, type PackageCustomer, type PremiumPackage } from '@parcelhub/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { FormModal } from '../../../shared/forms/FormModal';
import { useRules } from '../../../shared/forms/useRules';
import { formatDateTime } from '../../../shared/format';
import { productsApi } from '../api/productsApi';
import { productKeys } from '../hooks/queryKeys';
import { useProductMutation } from '../hooks/useProducts';

type By = 'userName' | 'phone';
const split = (text: unknown) => [
  ...new Set(
    String(text ?? '')
      .split(/[\s,，;；]+/)
      .map((v) => v.trim())
      .filter(Boolean),
  ),
];

/**
 * The customers a package prices: assign by user name or phone (a customer has one package per product, so this
 * moves an earlier one; one unknown name refuses them all), and remove. The form adds and stays open over the list.
 */
export function PackageCustomersModal({ pkg, onClose }: { pkg: PremiumPackage | null; onClose: () => void }) {
  const { t } = useTranslation('products');
  const { t: tc } = useTranslation();
  const rules = useRules();
  const [form] = Form.useForm();
  const by = (Form.useWatch('by', form) as By | undefined) ?? 'userName';
  const assigned = useQuery({
    queryKey: productKeys.packageCustomers(pkg?.id ?? 0),
    queryFn: ({ signal }) => productsApi.packageCustomers(pkg!.id, signal),
    enabled: !!pkg,
  });
  const assign = useProductMutation((input: AllotPhonesInput | AllotUserNamesInput) =>
    'phones' in input ? productsApi.allotPhones(input) : productsApi.allotUserNames(input),
  );
  const remove = useProductMutation((userName: string) => productsApi.removeUserName(pkg!.id, userName));

  return (
    <FormModal
      open={!!pkg}
      title={pkg ? t('packages.assignTitle', { name: pkg.name }) : ''}
      width={680}
      name="package-customers"
      form={form}
      schema={by === 'phone' ? AllotPhonesInput : AllotUserNamesInput}
      fields={['values']}
      // Every entry of the list is the one text area's.
      fieldOf={() => 'values'}
      initialValues={{ by, values: '' }}
      toInput={(values) =>
        values.by === 'phone'
          ? { id: pkg?.id, phones: split(values.values) }
          : { id: pkg?.id, userNames: split(values.values) }
      }
      onSubmit={(input) => assign.mutateAsync(input)}
      successMessage={t('messages.assigned')}
      errorFields={{ PRODUCT_CUSTOMER_UNKNOWN: 'values' }}
      stayOpen
      destroyOnClose
      onClose={onClose}
      okText={t('packages.add2')}
      saveTestId="package-customers-assign"
      testId="package-customers-modal"
      modalProps={{ cancelText: tc('actions.close') }}
    >
      <Form.Item name="by" style={{ marginBottom: 8 }}>
        <Segmented<By>
          options={[
            { value: 'userName', label: t('packages.byUserName') },
            { value: 'phone', label: t('packages.byPhone') },
          ]}
        />
      </Form.Item>
      <Form.Item name="values" rules={[rules.required()]}>
        <Input.TextArea
          autoSize={{ minRows: 2, maxRows: 5 }}
          maxLength={5000}
          placeholder={t('packages.valuesPlaceholder')}
          data-testid="package-customers-input"
        />
      </Form.Item>
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
    </FormModal>
  );
}
