import { Alert, App, Button, Descriptions, Drawer, Empty, Flex, Spin, Table, Timeline, Typography } from 'antd';
import { PrinterOutlined, RedoOutlined } from '@ant-design/icons';
import type { OrderDetail, OrderParty, QuoteLine } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatDateTime, formatWeight } from '../../../shared/format';
import { QuoteExplainView } from '../../quote';
import { OrderTrackSection } from '../../tracking';
import { useOrderDetail, usePrintLabels, useRetryLabel } from '../hooks/useOrders';
import { LabelStatusTag, OrderStatusTag } from '../components/StatusTags';
import { mayRetryLabel } from './OrderRowActions';

/** A short figure column: its heading and cells on one line, the item name beside it taking the wrap. */
const nowrap = () => ({ style: { whiteSpace: 'nowrap' as const } });
const ONE_LINE = { onHeaderCell: nowrap, onCell: nowrap };

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div style={{ marginBottom: 16 }}>
      <Typography.Title level={5}>{title}</Typography.Title>
      {children}
    </div>
  );
}

function PartyView({ party, testId }: { party: OrderParty; testId: string }) {
  const { t } = useTranslation('orders');
  const fields = [
    'name',
    'company',
    'phone',
    'email',
    'address1',
    'address2',
    'houseNumber',
    'city',
    'province',
  ] as const;
  return (
    <Descriptions
      size="small"
      column={1}
      data-testid={testId}
      items={[
        ...fields.filter((f) => party[f]).map((f) => ({ key: f, label: t(`fields.${f}`), children: party[f] })),
        { key: 'zip', label: t('fields.zipCode'), children: `${party.zipCode} ${party.countryCode}` },
        ...(party.customsNo ? [{ key: 'customsNo', label: t('fields.customsNo'), children: party.customsNo }] : []),
      ]}
    />
  );
}

function LabelLine({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const retry = useRetryLabel();
  const print = usePrintLabels();
  return (
    <Flex gap={8} align="center" wrap data-testid="order-detail-label">
      <LabelStatusTag status={order.labelStatus} />
      {order.labelError ? <Typography.Text type="danger">{order.labelError}</Typography.Text> : null}
      {mayRetryLabel(order) ? (
        <Button
          size="small"
          icon={<RedoOutlined />}
          loading={retry.isPending}
          onClick={() =>
            retry.mutate(order.id, {
              onSuccess: (o) =>
                void message.success(t('messages.retried', { status: t(`labelStatus.${o.labelStatus}`) })),
            })
          }
          data-testid="order-detail-retry"
        >
          {t('actions.retryLabel')}
        </Button>
      ) : null}
      {order.labelStatus === 'SUCCESS' ? (
        <Button
          size="small"
          icon={<PrinterOutlined />}
          loading={print.isPending}
          onClick={() => print.mutate([order.id])}
          data-testid="order-detail-print"
        >
          {t('actions.printLabel')}
        </Button>
      ) : null}
    </Flex>
  );
}

function DetailBody({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  return (
    <>
      {order.holdReason !== null ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={t(`hold.title.${order.status === 'EXCEPTION' ? 'EXCEPTION' : 'INTERCEPTED'}`)}
          description={t('hold.reason', { reason: order.holdReason || '-' })}
          data-testid="order-detail-hold"
        />
      ) : null}
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'status', label: t('fields.status'), children: <OrderStatusTag status={order.status} /> },
          { key: 'referenceNo', label: t('fields.referenceNo'), children: order.referenceNo },
          { key: 'insideNumber', label: t('columns.insideNumber'), children: order.insideNumber },
          { key: 'trackingNo', label: t('columns.trackingNo'), children: order.trackingNo ?? '-' },
          { key: 'product', label: t('columns.product'), children: `${order.productCode} ${order.productName}` },
          { key: 'customer', label: t('columns.customer'), children: order.customerName },
          { key: 'source', label: t('columns.source'), children: t(`source.${order.source}`) },
          { key: 'createdAt', label: t('columns.createdAt'), children: formatDateTime(order.createdAt) },
          { key: 'weight', label: t('columns.weight'), children: formatWeight(order.weight) },
          {
            key: 'chargeable',
            label: t('columns.chargeableWeight'),
            children: order.chargeableWeight === null ? '-' : formatWeight(order.chargeableWeight),
          },
          { key: 'declared', label: t('detail.declaredValue'), children: `${formatAmount(order.declaredValue)} USD` },
          {
            key: 'fba',
            label: t('fields.fba'),
            children: order.fba ? `VAT ${order.vatNo} · EORI ${order.eoriNo}` : t('wizard.confirm.no'),
          },
          ...(order.remark ? [{ key: 'remark', label: t('fields.remark'), children: order.remark }] : []),
        ]}
      />
      <Section title={t('fields.labelStatus')}>
        <LabelLine order={order} />
      </Section>
      <Section title={t('detail.boxes')}>
        <Table
          size="small"
          rowKey="no"
          pagination={false}
          dataSource={order.boxes}
          data-testid="order-detail-boxes"
          columns={[
            { key: 'no', title: '#', dataIndex: 'no', width: 48 },
            { key: 'size', title: t('detail.size'), render: (_, b) => `${b.length} × ${b.width} × ${b.height}` },
            { key: 'weight', title: t('columns.weight'), align: 'right', render: (_, b) => formatWeight(b.weight) },
          ]}
        />
      </Section>
      <Section title={t('detail.declarations')}>
        <Table
          size="small"
          rowKey="key"
          pagination={false}
          dataSource={order.declarations.map((d, key) => ({ ...d, key }))}
          scroll={{ x: 560 }}
          columns={[
            {
              key: 'nameEn',
              title: t('detail.itemName'),
              render: (_, d) => [d.nameEn, d.nameZh].filter(Boolean).join(' / '),
            },
            { key: 'hsCode', title: t('fields.hsCode'), dataIndex: 'hsCode', ...ONE_LINE },
            { key: 'quantity', title: t('fields.quantity'), dataIndex: 'quantity', align: 'right', ...ONE_LINE },
            {
              key: 'unitValue',
              title: t('fields.unitValue'),
              align: 'right',
              render: (_, d) => formatAmount(d.unitValue),
              ...ONE_LINE,
            },
            {
              key: 'unitWeight',
              title: t('fields.unitWeight'),
              align: 'right',
              render: (_, d) => formatWeight(d.unitWeight),
              ...ONE_LINE,
            },
          ]}
        />
      </Section>
      <Flex gap={16} wrap>
        <div style={{ flex: '1 1 260px' }}>
          <Section title={t('wizard.parties.sender')}>
            <PartyView party={order.sender} testId="order-detail-sender" />
          </Section>
        </div>
        <div style={{ flex: '1 1 260px' }}>
          <Section title={t('wizard.parties.receiver')}>
            <PartyView party={order.receiver} testId="order-detail-receiver" />
          </Section>
        </div>
      </Flex>
      <Section title={t('detail.fee')}>
        <Table<QuoteLine>
          size="small"
          rowKey="code"
          pagination={false}
          dataSource={order.fee.lines}
          data-testid="order-detail-fee"
          columns={[
            { key: 'code', title: t('detail.code'), dataIndex: 'code', width: 110 },
            { key: 'name', title: t('detail.item'), dataIndex: 'name' },
            {
              key: 'amount',
              title: `${t('detail.amount')} (${order.fee.currency})`,
              dataIndex: 'amount',
              align: 'right',
              render: (v: string) => formatAmount(v),
            },
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={2}>
                <strong>{t('wizard.fee.total')}</strong>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                <strong data-testid="order-detail-fee-total">{formatAmount(order.fee.total)}</strong>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
        <div style={{ marginTop: 12 }}>
          <QuoteExplainView explain={order.explain} title={t('detail.explain')} testId="order-detail-explain" />
        </div>
      </Section>
      <OrderTrackSection insideNumber={order.insideNumber} trackingNo={order.trackingNo} />
      <Section title={t('detail.logs')}>
        {order.logs.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <Timeline
            data-testid="order-detail-logs"
            items={order.logs.map((log) => ({
              key: log.id,
              content: (
                <>
                  <div>
                    <Typography.Text strong>
                      {t(`logAction.${log.action}`, { defaultValue: log.action })}
                    </Typography.Text>
                    {log.fromStatus || log.toStatus ? (
                      <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
                        {[log.fromStatus, log.toStatus]
                          .map((s) => (s ? t(`status.${s}`, { defaultValue: s }) : '-'))
                          .join(' → ')}
                      </Typography.Text>
                    ) : null}
                  </div>
                  {log.message ? <div>{log.message}</div> : null}
                  <Typography.Text type="secondary">
                    {formatDateTime(log.createdAt)} · {log.operator}
                  </Typography.Text>
                </>
              ),
            }))}
          />
        )}
      </Section>
    </>
  );
}

/** One order in full: numbers, label (retry, print), boxes, declarations, addresses, fee and how it was reached, log. */
export function OrderDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const detail = useOrderDetail(id);
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="min(760px, 100vw)"
      title={detail.data ? t('detail.title', { orderNo: detail.data.orderNo }) : t('actions.detail')}
      data-testid="order-detail"
      destroyOnHidden
    >
      {detail.data ? <DetailBody order={detail.data} /> : detail.isLoading ? <Spin /> : null}
    </Drawer>
  );
}
