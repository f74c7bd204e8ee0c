import { useState } from 'react';
import { Button, Form, Input, Select, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { DeliveryWarningUpdate, type DeliveryWarning } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { ListPage, type FilterField, type ListColumn } from '../../../shared/list';
import { OrderStatusTag } from '../components/StatusTags';
import { orderExportsApi } from '../exports/exportsApi';

type Show = 'UNHANDLED' | 'HANDLED';
export interface WarningFilters {
  show: Show;
  numbers?: string;
}
const INITIAL: WarningFilters = { show: 'UNHANDLED' };

/** Dialog: a remark, then the selected warnings are marked handled. */
function MarkHandledDialog({
  ids,
  onClose,
  onDone,
}: {
  ids: number[] | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('orders');
  const { t: tc } = useTranslation();
  const { rules } = useZodRules(DeliveryWarningUpdate);
  return (
    <FormModal
      open={ids !== null}
      title={t('warnings.markTitle', { count: ids?.length ?? 0 })}
      name="warning-mark"
      schema={DeliveryWarningUpdate}
      fields={['remark']}
      toInput={(values) => ({ ...values, ids: ids ?? [], handled: true })}
      onSubmit={(input) => orderExportsApi.markHandled(input)}
      successMessage={(r) => t('warnings.done', r)}
      onSaved={onDone}
      onClose={onClose}
      okText={tc('actions.ok')}
      destroyOnClose
    >
      <Form.Item name="remark" rules={rules.remark}>
        <Input.TextArea maxLength={200} showCount placeholder={t('warnings.remark')} data-testid="warning-remark" />
      </Form.Item>
    </FormModal>
  );
}

/** Labelled parcels silent (no tracking event) past their product's maximum cycle: the platform follows them up. */
export function DeliveryWarningList() {
  const { t } = useTranslation('orders');
  const [marking, setMarking] = useState<number[] | null>(null);
  const filters: FilterField<WarningFilters>[] = [
    {
      name: 'show',
      label: t('warnings.show'),
      input: (
        <Select<Show>
          options={[
            { value: 'UNHANDLED', label: t('warnings.unhandled') },
            { value: 'HANDLED', label: t('warnings.handled') },
          ]}
          style={{ width: 140 }}
        />
      ),
    },
    {
      name: 'numbers',
      label: t('filters.numbers'),
      input: <Input allowClear placeholder={t('filters.numbersPlaceholder')} style={{ width: 280 }} />,
    },
  ];
  const dash = <Typography.Text type="secondary">-</Typography.Text>;
  const columns: ListColumn<DeliveryWarning>[] = [
    { key: 'orderNo', title: t('columns.orderNo'), width: 150, locked: true, ellipsis: true },
    { key: 'referenceNo', title: t('fields.referenceNo'), width: 130, ellipsis: true },
    { key: 'trackingNo', title: t('columns.trackingNo'), width: 140, ellipsis: true },
    { key: 'status', title: t('fields.status'), width: 96, render: (r) => <OrderStatusTag status={r.status} /> },
    { key: 'customerName', title: t('warnings.customer'), width: 110, ellipsis: true },
    {
      key: 'product',
      title: t('columns.product'),
      width: 120,
      ellipsis: true,
      render: (r) => `${r.productCode} ${r.productName}`,
    },
    { key: 'countryCode', title: t('columns.country'), width: 64 },
    { key: 'createdAt', title: t('columns.createdAt'), width: 150, render: (r) => formatDateTime(r.createdAt) },
    {
      key: 'lastEventAt',
      title: t('warnings.lastEvent'),
      width: 150,
      render: (r) =>
        r.lastEventAt ? (
          formatDateTime(r.lastEventAt)
        ) : (
          <Typography.Text type="secondary">{t('warnings.noEvent')}</Typography.Text>
        ),
    },
    { key: 'maxShippingCycle', title: t('warnings.cycle'), width: 110, align: 'right' },
    { key: 'silentDays', title: t('warnings.silent'), width: 100, align: 'right' },
    {
      key: 'overdueDays',
      title: t('warnings.overdue'),
      width: 100,
      align: 'right',
      render: (r) => <Typography.Text type="danger">{r.overdueDays}</Typography.Text>,
    },
    { key: 'ageDays', title: t('warnings.age'), width: 90, align: 'right', defaultHidden: true },
    { key: 'handledBy', title: t('warnings.handledBy'), width: 100, render: (r) => r.handledBy ?? dash },
    {
      key: 'handledAt',
      title: t('warnings.handledAt'),
      width: 150,
      render: (r) => (r.handledAt ? formatDateTime(r.handledAt) : dash),
    },
    { key: 'remark', title: t('warnings.remark'), width: 160, ellipsis: true },
  ];
  return (
    <ListPage<DeliveryWarning, WarningFilters>
      testId="delivery-warnings"
      title={t('warnings.title')}
      intro={<Typography.Text type="secondary">{t('warnings.hint')}</Typography.Text>}
      filterFormName="warning-filters"
      filters={filters}
      initialFilters={INITIAL}
      queryKey={['orders', 'deliveryWarnings']}
      load={({ pageNo, pageSize, filters: f }, signal) =>
        orderExportsApi.warnings(
          {
            pageNo,
            pageSize,
            handled: f.show === 'HANDLED',
            ...(f.numbers?.trim() ? { numbers: f.numbers.trim() } : {}),
          },
          signal,
        )
      }
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `warning-row-${r.id}`}
      selectable
      batchActions={({ selection, filters: f }) =>
        f.show === 'UNHANDLED' ? (
          <Button
            icon={<CheckOutlined />}
            disabled={selection.keys.length === 0}
            onClick={() => setMarking(selection.keys.map(Number))}
            data-testid="warnings-mark-handled"
          >
            {t('warnings.markHandled')}
          </Button>
        ) : null
      }
    >
      {({ reload, selection }) => (
        <MarkHandledDialog
          ids={marking}
          onClose={() => setMarking(null)}
          onDone={() => {
            setMarking(null);
            selection.clear();
            reload();
          }}
        />
      )}
    </ListPage>
  );
}
