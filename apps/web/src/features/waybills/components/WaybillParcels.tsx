import { useState } from 'react';
import { Alert, App, Button, Flex, Form, Input, Popconfirm, Table } from 'antd';
import { WAYBILL_LINK_MAX, type Waybill, type WaybillLinkResult, type WaybillParcel } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format';
import { useLinkParcels, useUnlinkParcels, useWaybillParcels } from '../hooks/useWaybills';

const PAGE_SIZE = 20;

/** The numbers typed, one a line (or separated by commas or spaces), each once. */
export const numbersOf = (text: string) => [...new Set(text.split(/[\s,;]+/).filter(Boolean))];

/** A waybill's parcels: link more by number, unlink one. */
export function WaybillParcels({ waybill }: { waybill: Waybill }) {
  const { t } = useTranslation('waybills');
  const { t: to } = useTranslation('orders');
  const { message } = App.useApp();
  const [pageNo, setPageNo] = useState(0);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<WaybillLinkResult | null>(null);
  const parcels = useWaybillParcels(waybill.id, pageNo, PAGE_SIZE);
  const link = useLinkParcels();
  const unlink = useUnlinkParcels();

  const submit = async () => {
    const numbers = numbersOf(text);
    if (numbers.length === 0) return setError(t('parcels.numbersRequired'));
    setError(null);
    try {
      setResult(await link.mutateAsync({ id: waybill.id, numbers: numbers.slice(0, WAYBILL_LINK_MAX) }));
      setText('');
    } catch {
      // the client showed why
    }
  };

  return (
    <Flex vertical gap={12}>
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item label={t('parcels.numbers')} validateStatus={error ? 'error' : undefined} help={error}>
          <Input.TextArea
            rows={3}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('parcels.numbersPlaceholder')}
            data-testid="waybill-link-numbers"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={link.isPending} data-testid="waybill-link-submit">
          {t('parcels.link')}
        </Button>
      </Form>
      {result ? (
        <Alert
          data-testid="waybill-link-result"
          type={result.notFound.length || result.elsewhere.length ? 'warning' : 'success'}
          showIcon
          message={t('parcels.linked', { linked: result.linked, already: result.already })}
          description={
            <>
              {result.notFound.length ? (
                <div>{t('parcels.notFound', { numbers: result.notFound.join(', ') })}</div>
              ) : null}
              {result.elsewhere.length ? (
                <div>
                  {t('parcels.elsewhere', {
                    numbers: result.elsewhere.map((e) => `${e.number} (${e.awbNo})`).join(', '),
                  })}
                </div>
              ) : null}
            </>
          }
        />
      ) : null}
      <Table<WaybillParcel>
        size="small"
        rowKey="orderId"
        loading={parcels.isFetching}
        dataSource={parcels.data?.rows ?? []}
        scroll={{ x: 640 }}
        onRow={(r) => ({ 'data-testid': `waybill-parcel-${r.orderId}` }) as React.HTMLAttributes<HTMLElement>}
        pagination={{
          current: pageNo + 1,
          pageSize: PAGE_SIZE,
          total: parcels.data?.total ?? 0,
          showSizeChanger: false,
          onChange: (p) => setPageNo(p - 1),
        }}
        columns={[
          { key: 'orderNo', dataIndex: 'orderNo', title: t('parcels.orderNo'), width: 170 },
          { key: 'trackingNo', dataIndex: 'trackingNo', title: t('parcels.trackingNo'), width: 170 },
          {
            key: 'orderStatus',
            title: t('parcels.orderStatus'),
            width: 110,
            render: (_, r) => to(`status.${r.orderStatus}`),
          },
          {
            key: 'linkedAt',
            title: t('parcels.linkedAt'),
            width: 150,
            render: (_, r) => formatDateTime(r.linkedAt),
          },
          {
            key: 'actions',
            width: 90,
            fixed: 'right',
            render: (_, r) => (
              <Popconfirm
                title={t('parcels.unlinkConfirm')}
                onConfirm={async () => {
                  await unlink.mutateAsync({ id: waybill.id, orderIds: [r.orderId] });
                  void message.success(t('messages.unlinked'));
                }}
              >
                <Button type="link" size="small" danger data-testid={`waybill-unlink-${r.orderId}`}>
                  {t('parcels.unlink')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Flex>
  );
}
