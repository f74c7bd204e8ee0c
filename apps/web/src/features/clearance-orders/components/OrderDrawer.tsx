import { useEffect, useMemo, useState } from 'react';
import {
  App,
  Alert,
  Button,
  Drawer,
  Form,
  Input,
  InputNumber,
  Modal,
  Select,
  Space,
  Steps,
  Table,
  Tag,
  Upload,
} from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CLEARANCE_PROGRESS_STEPS,
  clearanceProductsEndpoints,
  type AttachmentTplSample,
  type ClearanceAttachmentType,
  type ClearanceOrderDetail,
  type ClearanceOrderSave,
  type ClearanceOrderStatus,
} from '@parcelhub/contracts';
import { callRows } from '../../../shared/http/endpoint';
import { clearanceOrdersApi } from '../api/clearanceOrdersApi';

export const clearanceKeys = {
  all: ['clearance-orders'] as const,
  lists: () => [...clearanceKeys.all, 'list'] as const,
  bags: () => [...clearanceKeys.all, 'bags'] as const,
  detail: (id: number) => [...clearanceKeys.all, 'detail', id] as const,
};

interface BagField {
  bagNo: string;
  weightKg: number | null;
  parcels: string;
}
interface InfoForm {
  productId: number;
  portCode: string;
  awbNo: string;
  description?: string;
  bags: BagField[];
}

/** "number weight" lines into parcels; null when a line is not that. */
export function parseParcels(text: string): { parcelNo: string; weightKg: string }[] | null {
  const out: { parcelNo: string; weightKg: string }[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const m = /^(\S+)\s+(\d+(?:\.\d{1,3})?)$/.exec(line);
    if (!m) return null;
    out.push({ parcelNo: m[1]!, weightKg: m[2]! });
  }
  return out;
}

const STATUS_COLOR: Record<ClearanceOrderStatus, string> = {
  CREATED: 'default',
  SUBMITTED: 'processing',
  REJECTED: 'error',
  APPROVED: 'blue',
  COMPLETE: 'success',
  CANCELED: 'default',
};
export const statusTag = (status: ClearanceOrderStatus, name: string) => (
  <Tag color={STATUS_COLOR[status]} data-testid={`clearance-status-${status}`}>
    {name}
  </Tag>
);

interface Props {
  /** The order shown; 'new' for the wizard's first step; null closed. */
  orderId: number | 'new' | null;
  platform: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}

/**
 * The clearance order wizard (customer: order info with its premium list, attachments with templates and samples,
 * the check's results, payment) and the platform's review (approve, reject with a reason, complete, cancel).
 */
export function OrderDrawer({ orderId, platform, onClose, onCreated }: Props) {
  const { t } = useTranslation('clearance-orders');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<InfoForm>();
  const [step, setStep] = useState(0);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const id = typeof orderId === 'number' ? orderId : null;

  const detail = useQuery({
    queryKey: clearanceKeys.detail(id ?? 0),
    queryFn: ({ signal }) => clearanceOrdersApi.detail(id!, signal),
    enabled: id !== null,
    refetchInterval: (q) => (q.state.data?.orderInfo.checkStatus === 'RUNNING' ? 1000 : false),
  });
  const premium = useQuery({
    queryKey: [...clearanceKeys.all, 'premium'],
    queryFn: ({ signal }) => callRows(clearanceProductsEndpoints.premiumMine, {}, { signal }),
    enabled: !platform && orderId !== null,
  });
  const order = detail.data;
  const watchedProduct = Form.useWatch('productId', form) as number | undefined;
  const productId = order?.orderInfo.productId ?? watchedProduct;
  const templates = useQuery({
    queryKey: [...clearanceKeys.all, 'tpl', productId ?? 0],
    queryFn: ({ signal }) => clearanceOrdersApi.tplAndSample(productId!, signal),
    enabled: !!productId,
  });

  useEffect(() => {
    if (orderId === 'new') {
      setStep(0);
      form.resetFields();
    }
  }, [orderId, form]);
  useEffect(() => {
    if (!order) return;
    const s = order.orderInfo;
    form.setFieldsValue({
      productId: s.productId,
      portCode: s.portCode,
      awbNo: s.awbNo,
      description: s.description,
      bags: order.bags.map((b) => ({
        bagNo: b.bagNo,
        weightKg: Number(b.weightKg),
        parcels: b.parcels.map((p) => `${p.parcelNo} ${p.weightKg}`).join('\n'),
      })),
    });
  }, [order, form]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: clearanceKeys.all });
  const act = useMutation({
    mutationFn: async (fn: () => Promise<unknown>) => fn(),
    onSuccess: () => void refresh(),
  });
  const run = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await act.mutateAsync(fn);
      void message.success(done);
    } catch {
      // the client showed the message
    }
  };

  const save = async () => {
    const v = await form.validateFields();
    const bags = [];
    for (const b of v.bags ?? []) {
      const parcels = parseParcels(b.parcels ?? '');
      if (!parcels) {
        void message.error(t('form.badParcels'));
        return;
      }
      bags.push({ bagNo: b.bagNo, weightKg: String(b.weightKg ?? ''), parcels });
    }
    const product = premium.data?.rows.find((p) => p.productId === v.productId);
    const body: ClearanceOrderSave = {
      ...(id ? { id } : {}),
      productId: v.productId,
      productCode: product?.productCode ?? order?.orderInfo.productCode ?? '',
      portCode: v.portCode,
      awbNo: v.awbNo,
      description: v.description ?? '',
      bags,
    };
    try {
      const row = await clearanceOrdersApi.save(body);
      void message.success(t('messages.saved'));
      void refresh();
      if (!id) onCreated(row.id);
      setStep(1);
    } catch (err) {
      void message.error((err as Error).message);
    }
  };

  const productOptions = useMemo(() => {
    const rows = (premium.data?.rows ?? []).map((p) => ({
      value: p.productId,
      label: `${p.productName} (${p.productCode})`,
    }));
    const own = order?.orderInfo;
    if (own && !rows.some((r) => r.value === own.productId))
      rows.push({ value: own.productId, label: own.productCode || String(own.productId) });
    return rows;
  }, [premium.data, order]);

  const editable = !platform && (!order || ['CREATED', 'REJECTED'].includes(order.orderInfo.status));
  const ports = useMemo(() => {
    const p = premium.data?.rows.find((r) => r.productId === productId);
    return p?.clearancePortCodes ?? [];
  }, [premium.data, productId]);

  const title = order ? t('detailTitle', { no: order.orderInfo.orderNo }) : t('actions.create');
  return (
    <Drawer
      open={orderId !== null}
      onClose={onClose}
      title={title}
      width="min(1000px, 100vw)"
      destroyOnHidden
      data-testid="clearance-drawer"
      extra={order && <Space wrap>{statusTag(order.orderInfo.status, order.orderInfo.statusName)}</Space>}
    >
      {order && (
        <Steps
          size="small"
          style={{ marginBottom: 16 }}
          current={order.progress.length - 1}
          items={CLEARANCE_PROGRESS_STEPS.map((s) => ({ title: t(`progress.${s}`) }))}
          responsive
        />
      )}
      {platform && order && (
        <Review
          order={order}
          onMove={run}
          rejecting={rejecting}
          setRejecting={setRejecting}
          reason={reason}
          setReason={setReason}
        />
      )}
      <Steps
        type="navigation"
        size="small"
        current={step}
        onChange={(s) => (id || s === 0 ? setStep(s) : undefined)}
        items={[
          { title: t('steps.info') },
          { title: t('steps.attachments'), disabled: !id },
          { title: t('steps.check'), disabled: !id },
          { title: t('steps.pay'), disabled: !id },
        ]}
        data-testid="clearance-steps"
      />
      <div style={{ marginTop: 16 }}>
        {step === 0 && (
          <>
            {!platform && (
              <Table
                size="small"
                title={() => t('premium.title')}
                rowKey="productId"
                pagination={false}
                scroll={{ x: 600 }}
                dataSource={premium.data?.rows ?? []}
                locale={{ emptyText: t('premium.empty') }}
                data-testid="clearance-premium"
                columns={[
                  { key: 'p', title: t('columns.product'), render: (_, r) => `${r.productName} (${r.productCode})` },
                  { key: 'b', title: t('premium.bill'), dataIndex: 'billPrice', align: 'right' },
                  { key: 'g', title: t('premium.bag'), dataIndex: 'bagPrice', align: 'right' },
                  { key: 'k', title: t('premium.kg'), dataIndex: 'kgPrice', align: 'right' },
                  { key: 'c', title: t('premium.parcel'), dataIndex: 'parcelPrice', align: 'right' },
                  {
                    key: 'm',
                    title: t('premium.min'),
                    render: (_, r) => `${r.minPrice} ${r.currencyNo}`,
                    align: 'right',
                  },
                ]}
              />
            )}
            <Form form={form} layout="vertical" disabled={!editable} style={{ marginTop: 16 }} name="clearance-info">
              <Space wrap align="start">
                <Form.Item
                  name="productId"
                  label={t('form.product')}
                  rules={[{ required: true, message: t('form.required') }]}
                >
                  <Select style={{ width: 260 }} data-testid="clearance-product" options={productOptions} />
                </Form.Item>
                <Form.Item
                  name="portCode"
                  label={t('form.port')}
                  rules={[{ required: true, message: t('form.required') }]}
                >
                  <Select
                    style={{ width: 140 }}
                    data-testid="clearance-port"
                    options={ports.map((c) => ({ value: c, label: c }))}
                  />
                </Form.Item>
                <Form.Item
                  name="awbNo"
                  label={t('form.awbNo')}
                  extra={t('form.awbHint')}
                  rules={[{ required: true, message: t('form.required') }]}
                >
                  <Input style={{ width: 220 }} maxLength={20} data-testid="clearance-awb" />
                </Form.Item>
              </Space>
              <Form.List name="bags" initialValue={[{ bagNo: '', weightKg: null, parcels: '' }]}>
                {(fields, { add, remove }) => (
                  <>
                    {fields.map((f, i) => (
                      <Space key={f.key} wrap align="start" data-testid={`clearance-bag-${i}`}>
                        <Form.Item
                          name={[f.name, 'bagNo']}
                          label={t('form.bagNo')}
                          rules={[{ required: true, message: t('form.required') }]}
                        >
                          <Input style={{ width: 160 }} maxLength={64} />
                        </Form.Item>
                        <Form.Item
                          name={[f.name, 'weightKg']}
                          label={t('form.bagWeight')}
                          rules={[{ required: true, message: t('form.required') }]}
                        >
                          <InputNumber style={{ width: 120 }} min={0.001} max={100000} step={0.1} />
                        </Form.Item>
                        <Form.Item name={[f.name, 'parcels']} label={t('form.parcels')}>
                          <Input.TextArea style={{ width: 260 }} rows={3} placeholder={t('form.parcelsHint')} />
                        </Form.Item>
                        {editable && fields.length > 1 && (
                          <Button type="link" danger onClick={() => remove(f.name)} style={{ marginTop: 30 }}>
                            {t('actions.removeBag')}
                          </Button>
                        )}
                      </Space>
                    ))}
                    {editable && (
                      <Button
                        icon={<PlusOutlined />}
                        onClick={() => add({ bagNo: '', weightKg: null, parcels: '' })}
                        data-testid="clearance-add-bag"
                      >
                        {t('actions.addBag')}
                      </Button>
                    )}
                  </>
                )}
              </Form.List>
              <Form.Item name="description" label={t('form.description')} style={{ marginTop: 16 }}>
                <Input.TextArea rows={2} maxLength={500} />
              </Form.Item>
            </Form>
            {editable && (
              <Button type="primary" onClick={() => void save()} data-testid="clearance-save">
                {t('actions.save')}
              </Button>
            )}
          </>
        )}
        {step === 1 && order && (
          <Attachments
            order={order}
            templates={templates.data?.rows ?? []}
            editable={editable}
            onUploaded={() => void refresh()}
          />
        )}
        {step === 2 && order && (
          <CheckResults
            order={order}
            platform={platform}
            onSubmit={() => run(() => clearanceOrdersApi.submit(order.orderInfo.id), t('messages.submitted'))}
          />
        )}
        {step === 3 && order && (
          <PayStep
            order={order}
            platform={platform}
            onPay={() => run(() => clearanceOrdersApi.pay(order.orderInfo.id), t('messages.paid'))}
          />
        )}
      </div>
    </Drawer>
  );
}

function Review({
  order,
  onMove,
  rejecting,
  setRejecting,
  reason,
  setReason,
}: {
  order: ClearanceOrderDetail;
  onMove: (fn: () => Promise<unknown>, done: string) => Promise<void>;
  rejecting: boolean;
  setRejecting: (v: boolean) => void;
  reason: string;
  setReason: (v: string) => void;
}) {
  const { t } = useTranslation('clearance-orders');
  const id = order.orderInfo.id;
  const label: Partial<Record<ClearanceOrderStatus, string>> = {
    APPROVED: t('actions.approve'),
    REJECTED: t('actions.reject'),
    COMPLETE: t('actions.complete'),
    CANCELED: t('actions.cancel'),
  };
  return (
    <Space wrap style={{ marginBottom: 16 }} data-testid="clearance-review">
      {order.moves.map((to) => (
        <Button
          key={to}
          danger={to === 'REJECTED' || to === 'CANCELED'}
          type={to === 'APPROVED' || to === 'COMPLETE' ? 'primary' : 'default'}
          data-testid={`clearance-move-${to}`}
          onClick={() =>
            to === 'REJECTED'
              ? setRejecting(true)
              : void onMove(() => clearanceOrdersApi.move(id, to), t('messages.moved'))
          }
        >
          {label[to] ?? to}
        </Button>
      ))}
      <Modal
        open={rejecting}
        title={t('reject.title')}
        onCancel={() => setRejecting(false)}
        okButtonProps={{ disabled: !reason.trim(), 'data-testid': 'clearance-reject-ok' } as never}
        onOk={() => {
          setRejecting(false);
          void onMove(() => clearanceOrdersApi.move(id, 'REJECTED', reason), t('messages.moved'));
        }}
      >
        <Input.TextArea
          rows={3}
          maxLength={500}
          placeholder={t('reject.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          data-testid="clearance-reject-reason"
        />
      </Modal>
    </Space>
  );
}

function Attachments({
  order,
  templates,
  editable,
  onUploaded,
}: {
  order: ClearanceOrderDetail;
  templates: AttachmentTplSample[];
  editable: boolean;
  onUploaded: () => void;
}) {
  const { t } = useTranslation('clearance-orders');
  const { message } = App.useApp();
  const upload = async (type: ClearanceAttachmentType, file: File) => {
    try {
      await clearanceOrdersApi.upload(order.orderInfo.id, type, file);
      void message.success(t('messages.uploaded'));
      onUploaded();
    } catch {
      // the client showed the message
    }
  };
  return (
    <>
      <Alert type="info" showIcon message={t('attachments.hint')} style={{ marginBottom: 12 }} />
      <Table
        size="small"
        rowKey="type"
        pagination={false}
        scroll={{ x: 640 }}
        dataSource={templates}
        data-testid="clearance-attachments"
        columns={[
          {
            key: 'type',
            title: t('attachments.type'),
            width: 170,
            render: (_, r) => (
              <span>
                {r.name} {r.required && <Tag color="red">{t('attachments.required')}</Tag>}
              </span>
            ),
          },
          {
            key: 'tpl',
            title: `${t('actions.template')} / ${t('actions.sample')}`,
            width: 140,
            render: (_, r) =>
              r.attachmentTpl ? (
                <Space size={4}>
                  <Button size="small" type="link" onClick={() => void clearanceOrdersApi.template(r.type, false)}>
                    {t('actions.template')}
                  </Button>
                  <Button size="small" type="link" onClick={() => void clearanceOrdersApi.template(r.type, true)}>
                    {t('actions.sample')}
                  </Button>
                </Space>
              ) : (
                '-'
              ),
          },
          {
            key: 'file',
            title: t('attachments.file'),
            render: (_, r) => {
              const files = order.attachments.filter((a) => a.type === r.type);
              if (files.length === 0) return <span style={{ color: '#999' }}>{t('attachments.none')}</span>;
              return (
                <Space direction="vertical" size={0}>
                  {files.map((f) => (
                    <a
                      key={f.id}
                      href={clearanceOrdersApi.attachmentUrl(f.id)}
                      target="_blank"
                      rel="noreferrer"
                      data-testid={`clearance-file-${r.type}`}
                    >
                      {f.fileName}
                    </a>
                  ))}
                </Space>
              );
            },
          },
          {
            key: 'up',
            title: '',
            width: 110,
            render: (_, r) =>
              editable && (
                <Upload
                  accept={r.accept}
                  showUploadList={false}
                  beforeUpload={(file) => {
                    void upload(r.type, file);
                    return false;
                  }}
                >
                  <Button size="small" icon={<UploadOutlined />} data-testid={`clearance-upload-${r.type}`}>
                    {t('actions.upload')}
                  </Button>
                </Upload>
              ),
          },
        ]}
      />
    </>
  );
}

function CheckResults({
  order,
  platform,
  onSubmit,
}: {
  order: ClearanceOrderDetail;
  platform: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation('clearance-orders');
  const s = order.orderInfo;
  const canSubmit = !platform && (s.status === 'CREATED' || s.status === 'REJECTED');
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <span data-testid="clearance-check-status" data-status={s.checkStatus}>
          {t('columns.checkStatus')}: <b>{s.checkStatusName}</b>
        </span>
        {canSubmit && (
          <Button type="primary" onClick={onSubmit} data-testid="clearance-submit">
            {t('actions.submit')}
          </Button>
        )}
      </Space>
      {s.checkStatus === 'RUNNING' && <Alert type="info" showIcon message={t('check.running')} />}
      {s.checkStatus === 'FAILED' && (
        <Alert type="error" showIcon message={s.rejectReason} description={t('check.failedHint')} />
      )}
      {s.checkStatus === 'PASSED' && <Alert type="success" showIcon message={t('check.passed')} />}
      {s.status === 'REJECTED' && s.checkStatus !== 'FAILED' && s.rejectReason && (
        <Alert type="error" showIcon message={s.rejectReason} />
      )}
      <Table
        size="small"
        style={{ marginTop: 12 }}
        rowKey={(r) => `${r.lineNo}-${r.code}-${r.field}`}
        pagination={false}
        scroll={{ x: 560 }}
        dataSource={order.findings}
        locale={{ emptyText: t('check.none') }}
        data-testid="clearance-findings"
        columns={[
          { key: 'l', title: t('check.line'), dataIndex: 'lineNo', width: 60 },
          {
            key: 's',
            title: t('check.severity'),
            width: 90,
            render: (_, r) => <Tag color={r.severity === 'ERROR' ? 'red' : 'gold'}>{t(`check.${r.severity}`)}</Tag>,
          },
          { key: 'f', title: t('check.field'), dataIndex: 'field', width: 120 },
          { key: 'm', title: t('check.reason'), dataIndex: 'message' },
        ]}
      />
    </>
  );
}

function PayStep({ order, platform, onPay }: { order: ClearanceOrderDetail; platform: boolean; onPay: () => void }) {
  const { t } = useTranslation('clearance-orders');
  const s = order.orderInfo;
  const paid = s.payStatus === 'PAY_SUCCESS';
  return (
    <Space direction="vertical">
      <span data-testid="clearance-price">
        {t('pay.price')}: <b>{order.price ? `${order.price} ${s.currency}` : t('pay.noPrice')}</b>
      </span>
      <span>
        {t('columns.payStatus')}:{' '}
        <b data-testid="clearance-pay-status" data-status={s.payStatus}>
          {s.payStatusName}
        </b>
      </span>
      {paid && <Alert type="success" showIcon message={t('pay.paid', { amount: s.fee, currency: s.currency })} />}
      {!platform && !paid && (
        <Button
          type="primary"
          disabled={s.status !== 'SUBMITTED' || s.checkStatus !== 'PASSED' || !order.price}
          onClick={onPay}
          data-testid="clearance-pay"
        >
          {t('actions.pay')}
        </Button>
      )}
    </Space>
  );
}
