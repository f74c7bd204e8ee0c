import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Typography,
  type InputRef,
} from 'antd';
import { CheckOutlined, PrinterOutlined, ScanOutlined } from '@ant-design/icons';
import Decimal from 'decimal.js';
import { QuoteBox, SCAN_TYPES, validationMessage, type OrderDetail, type WeightOutcome } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatWeight } from '../../../shared/format';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { isApiError, isCanceled } from '../../../shared/http';
import { BOX_FIELDS, type BoxValues } from '../../quote';
import { ordersApi, type ScanType } from '../api/ordersApi';
import { useConfirmWeight, usePrintLabels } from '../hooks/useOrders';
import { LabelStatusTag, OrderStatusTag } from '../components/StatusTags';
import { beep } from '../scan/beep';
import { toBoxes } from '../wizard/draft';

const PRECISION = { length: 2, width: 2, height: 2, weight: 3 } as const;

/** Elements a user types into: focus there is left alone. */
const isTypingTarget = (el: Element | null) =>
  !!el &&
  (el instanceof HTMLInputElement ||
    el instanceof HTMLTextAreaElement ||
    el instanceof HTMLSelectElement ||
    (el as HTMLElement).isContentEditable);

/** An antd modal or drawer is showing: the scan field does not take the focus from it. */
const dialogOpen = () =>
  [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap')].some((el) => el.style.display !== 'none') ||
  !!document.querySelector('.ant-drawer-open');

function Difference({ outcome }: { outcome: WeightOutcome }) {
  const { t } = useTranslation('orders');
  const diff = new Decimal(outcome.difference || '0');
  const amount = formatAmount(diff.abs().toString());
  const text = diff.isZero()
    ? t('scan.noDifference')
    : diff.isPositive()
      ? t('scan.charged', { amount })
      : t('scan.refunded', { amount });
  return (
    <Alert
      type={diff.isZero() ? 'success' : diff.isPositive() ? 'warning' : 'info'}
      showIcon
      data-testid="scan-outcome"
      title={text}
      description={t('scan.totals', {
        previous: formatAmount(outcome.previousTotal),
        total: formatAmount(outcome.total),
      })}
    />
  );
}

/**
 * Scan and label, for a USB barcode scanner (it types, then presses Enter): find the order by the chosen number,
 * weigh and measure its boxes, confirm the weight (the difference is charged or refunded), print the label. The
 * scan field takes the focus back after every action and whenever it loses it to nothing a user types into, unless
 * a dialog is open; each outcome sounds (success or error).
 */
export function ScanLabelPage() {
  const { t } = useTranslation('orders');
  const { t: tc } = useTranslation();
  const [type, setType] = useState<ScanType>('ORDER_NO');
  const [scanNo, setScanNo] = useState('');
  const [scanning, setScanning] = useState(false);
  const [order, setOrder] = useState<OrderDetail | null>(null);
  const [outcome, setOutcome] = useState<WeightOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<InputRef>(null);
  const [form] = Form.useForm<{ boxes: BoxValues[] }>();
  const confirmWeight = useConfirmWeight();
  const print = usePrintLabels();
  const { rules: zodRules, lang } = useZodRules(QuoteBox);
  const rules = useMemo(
    () =>
      Object.fromEntries(
        BOX_FIELDS.map((f) => [f, [{ required: true, message: validationMessage('required', lang) }, ...zodRules[f]]]),
      ),
    [zodRules, lang],
  );

  const focusScan = () => {
    if (!dialogOpen()) input.current?.focus();
  };
  const refocus = () => setTimeout(focusScan, 0);
  useEffect(() => focusScan(), []);
  // A scanned order's boxes fill the form once the form is on screen (it renders with the order), before it is painted.
  const scannedBoxes = useRef<BoxValues[] | null>(null);
  useLayoutEffect(() => {
    if (!order || !scannedBoxes.current) return;
    form.setFieldsValue({ boxes: scannedBoxes.current });
    scannedBoxes.current = null;
  }, [order, form]);

  const fail = (e: unknown, fallback: string) => {
    setError(isApiError(e) && e.message ? e.message : fallback);
    beep('error');
  };

  const scan = async () => {
    const no = scanNo.trim();
    setScanNo('');
    if (!no) {
      setError(t('scan.empty'));
      beep('error');
      refocus();
      return;
    }
    setScanning(true);
    try {
      const found = await ordersApi.scan(type, no);
      scannedBoxes.current = found.boxes.map((b) => ({
        length: b.length,
        width: b.width,
        height: b.height,
        weight: b.weight,
      }));
      setOrder(found);
      setOutcome(null);
      setError(null);
      beep('success');
    } catch (e) {
      if (!isCanceled(e)) fail(e, t('scan.notFound', { no }));
    } finally {
      setScanning(false);
      refocus();
    }
  };

  const confirm = async () => {
    if (!order) return;
    try {
      const values = await form.validateFields();
      const result = await confirmWeight.mutateAsync({ id: order.id, boxes: toBoxes(values.boxes) });
      setOutcome(result);
      const { status, total: feeTotal, weight, chargeableWeight } = result;
      setOrder({ ...order, status, feeTotal, weight, chargeableWeight });
      setError(null);
      beep('success');
    } catch (e) {
      // A form refusal shows under its fields; a server refusal above them.
      if (isApiError(e)) fail(e, tc('http.serviceAbnormal'));
      else beep('error');
    } finally {
      refocus();
    }
  };

  const printLabel = () => {
    if (!order) return;
    print.mutate([order.id], {
      onSuccess: () => beep('success'),
      onError: (e) => fail(e, tc('http.serviceAbnormal')),
      onSettled: refocus,
    });
  };

  return (
    <Flex vertical gap={16} data-testid="scan-page">
      <Card className="ph-page-card" style={{ marginBottom: 0 }}>
        <Flex gap={8} wrap align="center">
          <Select<ScanType>
            value={type}
            onChange={(v) => {
              setType(v);
              refocus();
            }}
            options={SCAN_TYPES.map((s) => ({ value: s, label: t(`scan.types.${s}`) }))}
            style={{ width: 170 }}
            aria-label={t('scan.type')}
            data-testid="scan-type"
          />
          <Input
            ref={input}
            value={scanNo}
            onChange={(e) => setScanNo(e.target.value)}
            onPressEnter={() => void scan()}
            onBlur={() =>
              setTimeout(() => {
                if (!isTypingTarget(document.activeElement)) focusScan();
              }, 0)
            }
            prefix={<ScanOutlined />}
            placeholder={t('scan.placeholder')}
            maxLength={100}
            autoComplete="off"
            size="large"
            style={{ flex: '1 1 320px', maxWidth: 520 }}
            data-testid="scan-input"
          />
          <Button type="primary" size="large" loading={scanning} onClick={() => void scan()} data-testid="scan-submit">
            {t('scan.find')}
          </Button>
        </Flex>
        {error ? (
          <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} data-testid="scan-error" />
        ) : null}
      </Card>
      {order ? (
        <Card className="ph-page-card" data-testid="scan-order" style={{ marginTop: 0 }}>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2, lg: 4 }}
            title={
              <Typography.Text strong data-testid="scan-order-no">
                {order.orderNo}
              </Typography.Text>
            }
            items={[
              { key: 'status', label: t('fields.status'), children: <OrderStatusTag status={order.status} /> },
              {
                key: 'label',
                label: t('fields.labelStatus'),
                children: <LabelStatusTag status={order.labelStatus} error={order.labelError} />,
              },
              { key: 'ref', label: t('fields.referenceNo'), children: order.referenceNo },
              { key: 'inside', label: t('columns.insideNumber'), children: order.insideNumber },
              { key: 'tracking', label: t('columns.trackingNo'), children: order.trackingNo ?? '-' },
              { key: 'customer', label: t('columns.customer'), children: order.customerName },
              { key: 'product', label: t('columns.product'), children: `${order.productCode} ${order.productName}` },
              { key: 'to', label: t('columns.receiver'), children: `${order.receiverName} · ${order.countryCode}` },
              { key: 'weight', label: t('columns.weight'), children: formatWeight(order.weight) },
              { key: 'fee', label: t('columns.fee'), children: `${formatAmount(order.feeTotal)} ${order.currency}` },
            ]}
          />
          <Typography.Title level={5}>{t('scan.measured')}</Typography.Title>
          <Form form={form} name="scan-boxes" autoComplete="off">
            <Form.List name="boxes">
              {(fields) =>
                fields.map((field, index) => (
                  <Row key={field.key} gutter={8} align="top" data-testid={`scan-box-${index}`}>
                    <Col flex="none" style={{ paddingTop: 4, minWidth: 28 }}>
                      <Typography.Text type="secondary">#{index + 1}</Typography.Text>
                    </Col>
                    {BOX_FIELDS.map((f) => (
                      <Col key={f} xs={12} md={5}>
                        <Form.Item name={[field.name, f]} rules={rules[f]} validateFirst style={{ marginBottom: 8 }}>
                          <InputNumber<string>
                            stringMode
                            min="0"
                            precision={PRECISION[f]}
                            prefix={t(`scan.short.${f}`)}
                            suffix={f === 'weight' ? 'kg' : 'cm'}
                            inputMode="decimal"
                            aria-label={`${t(`scan.short.${f}`)} #${index + 1}`}
                            style={{ width: '100%' }}
                            data-testid={`scan-box-${index}-${f}`}
                          />
                        </Form.Item>
                      </Col>
                    ))}
                  </Row>
                ))
              }
            </Form.List>
          </Form>
          {outcome ? <Difference outcome={outcome} /> : null}
          <Flex gap={8} style={{ marginTop: 12 }}>
            <Button
              type="primary"
              icon={<CheckOutlined />}
              loading={confirmWeight.isPending}
              onClick={() => void confirm()}
              data-testid="scan-confirm-weight"
            >
              {t('scan.confirmWeight')}
            </Button>
            <Button icon={<PrinterOutlined />} loading={print.isPending} onClick={printLabel} data-testid="scan-print">
              {t('actions.printLabel')}
            </Button>
          </Flex>
        </Card>
      ) : null}
    </Flex>
  );
}
