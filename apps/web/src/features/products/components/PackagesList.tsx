import { useState, type ReactNode } from 'react';
import { App, Button, Input, Modal, Popconfirm, Select, Space, Switch, Tag, Tooltip } from 'antd';
import {
  CalculatorOutlined,
  DeleteOutlined,
  EditOutlined,
  ExportOutlined,
  PlusOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import {
  REPORT_PRICE_TYPES,
  type PremiumPackage,
  type PremiumPackageEdit,
  type ReportPriceType,
} from '@parcelhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { ListPage, type FilterField, type ListColumn } from '../../../shared/list';
import { TASK_KEYS } from '../../tasks';
import { productsApi } from '../api/productsApi';
import { productKeys } from '../hooks/queryKeys';
import { useProductMutation } from '../hooks/useProducts';
import { CalcPreview } from './CalcPreview';
import { PackageCustomersModal } from './PackageCustomersModal';
import { PackageFormModal } from './PackageFormModal';
import { ProductPicker, type ProductOption } from './ProductPicker';

interface Filters {
  productId?: number;
  reportPriceType?: ReportPriceType;
  name?: string;
}

const markup = (kind: string, value: string) => (kind === 'PERCENT' ? `${value}%` : `+${value}`);

/** Premium packages, across products (the quotation page) or of one product (its drawer). */
export function PackagesList({ product }: { product?: ProductOption }) {
  const { t } = useTranslation('products');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<PremiumPackage | null | undefined>(undefined);
  const [assigning, setAssigning] = useState<PremiumPackage | null>(null);
  const [trying, setTrying] = useState<PremiumPackage | null>(null);
  const edit = useProductMutation((input: PremiumPackageEdit) => productsApi.editPackage(input));
  const remove = useProductMutation((p: PremiumPackage) => productsApi.removePackage(p.productId, p.id));

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      void message.success(done);
    } catch {
      // the client showed why
    }
  };

  const columns: ListColumn<PremiumPackage>[] = [
    ...(product
      ? []
      : [
          {
            key: 'product',
            title: t('packages.product'),
            width: 150,
            ellipsis: true,
            render: (r: PremiumPackage) => `${r.productCode} ${r.productName}`,
          },
        ]),
    { key: 'name', title: t('packages.name'), width: 140, ellipsis: true, locked: true },
    {
      key: 'reportPriceType',
      title: t('packages.reportPriceType'),
      width: 120,
      render: (r) => <Tag>{t(`reportPriceType.${r.reportPriceType}`)}</Tag>,
    },
    {
      key: 'basic',
      title: t('packages.basic'),
      width: 90,
      align: 'right',
      render: (r) => markup(r.basicKind, r.basicValue),
    },
    {
      key: 'surcharge',
      title: t('packages.surcharge'),
      width: 90,
      align: 'right',
      render: (r) => markup(r.surchargeKind, r.surchargeValue),
    },
    {
      key: 'handling',
      title: t('packages.handling'),
      width: 90,
      align: 'right',
      render: (r) => markup(r.handlingKind, r.handlingValue),
    },
    // Under the row's "+" by default: the quotation list fits a 1440 px screen without scrolling sideways.
    { key: 'minOrderAmount', title: t('packages.minOrderAmount'), width: 110, align: 'right', defaultHidden: true },
    {
      key: 'isDefault',
      title: t('packages.isDefault'),
      width: 80,
      render: (r) => (
        <Switch
          size="small"
          checked={r.isDefault}
          data-testid={`package-default-${r.id}`}
          onChange={(on) => void run(() => edit.mutateAsync({ id: r.id, isDefault: on }), t('messages.saved'))}
        />
      ),
    },
    {
      key: 'effective',
      title: t('packages.effective'),
      width: 80,
      render: (r) => (
        <Switch
          size="small"
          checked={r.effective}
          data-testid={`package-effective-${r.id}`}
          onChange={(on) => void run(() => edit.mutateAsync({ id: r.id, effective: on }), t('messages.saved'))}
        />
      ),
    },
    { key: 'customerCount', title: t('packages.customerCount'), width: 90, align: 'right' },
  ];
  const filters: FilterField<Filters>[] = [
    ...(product
      ? []
      : [
          {
            name: 'productId' as const,
            label: t('filters.product'),
            input: <ProductPicker style={{ width: 200 }} data-testid="package-filter-product" />,
          },
        ]),
    {
      name: 'reportPriceType',
      label: t('filters.reportPriceType'),
      input: (
        <Select
          allowClear
          placeholder={t('filters.all')}
          style={{ width: 150 }}
          options={REPORT_PRICE_TYPES.map((v) => ({ value: v, label: t(`reportPriceType.${v}`) }))}
        />
      ),
    },
    { name: 'name', label: t('packages.name'), input: <Input allowClear maxLength={50} style={{ width: 150 }} /> },
  ];

  const action = (title: string, icon: ReactNode, testId: string, onClick: () => void) => (
    <Tooltip title={title}>
      <Button type="link" size="small" icon={icon} aria-label={title} onClick={onClick} data-testid={testId} />
    </Tooltip>
  );

  return (
    <ListPage<PremiumPackage, Filters>
      testId="packages"
      title={product ? t('packages.title', { code: product.code }) : t('quotationTitle')}
      filterFormName="package-filters"
      filters={filters}
      initialFilters={{}}
      queryKey={[...productKeys.packages(), product?.id ?? 'all']}
      load={({ pageNo, pageSize, filters: f }, signal) =>
        productsApi.packages(
          {
            pageNo,
            pageSize,
            ...(product ? { productId: product.id } : f.productId ? { productId: f.productId } : {}),
            ...(f.reportPriceType ? { reportPriceType: f.reportPriceType } : {}),
            ...(f.name?.trim() ? { name: f.name.trim() } : {}),
          },
          signal,
        )
      }
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `package-row-${r.id}`}
      history={{ resource: 'premium_packages' }}
      toolbar={() => (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="package-add">
          {t('packages.add')}
        </Button>
      )}
      rowActions={{
        width: 150,
        render: (r) => (
          <Space size={0}>
            {action(tc('actions.edit'), <EditOutlined />, `package-edit-${r.id}`, () => setEditing(r))}
            {action(t('packages.assign'), <TeamOutlined />, `package-customers-${r.id}`, () => setAssigning(r))}
            {action(t('packages.calc'), <CalculatorOutlined />, `package-calc-${r.id}`, () => setTrying(r))}
            {action(
              t('actions.exportPrices'),
              <ExportOutlined />,
              `package-export-${r.id}`,
              () =>
                void run(async () => {
                  await productsApi.exportZones(r.productId, r.id);
                  void queryClient.invalidateQueries({ queryKey: TASK_KEYS.all });
                }, t('messages.exportSubmitted')),
            )}
            <Popconfirm
              title={t('packages.deleteConfirm', { name: r.name })}
              okText={tc('actions.confirm')}
              cancelText={tc('actions.cancel')}
              okButtonProps={testIdProps(`package-delete-confirm-${r.id}`)}
              onConfirm={() => void run(() => remove.mutateAsync(r), t('messages.deleted'))}
            >
              <Tooltip title={tc('actions.delete')}>
                <Button
                  type="link"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={tc('actions.delete')}
                  data-testid={`package-delete-${r.id}`}
                />
              </Tooltip>
            </Popconfirm>
          </Space>
        ),
      }}
    >
      {() => (
        <>
          <PackageFormModal
            open={editing !== undefined}
            pkg={editing ?? null}
            product={product}
            onClose={() => setEditing(undefined)}
          />
          <PackageCustomersModal pkg={assigning} onClose={() => setAssigning(null)} />
          <Modal
            open={!!trying}
            title={t('packages.calcTitle')}
            footer={null}
            onCancel={() => setTrying(null)}
            destroyOnHidden
            width={640}
          >
            {trying ? <CalcPreview packageId={trying.id} /> : null}
          </Modal>
        </>
      )}
    </ListPage>
  );
}
