import { useState } from 'react';
import { Button, Col, Form, Input, InputNumber, Row, Space, Table, Typography } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { PremiumCalcResult, PremiumMarkupsInput } from '@parcelhub/contracts';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/http';
import { productsApi } from '../api/productsApi';

type Markups = z.input<typeof PremiumMarkupsInput>;

interface Props {
  /** A saved package, or the markups a form holds now. */
  packageId?: number;
  markups?: () => Markups | null;
}

/** Applies a package to sample costs: the lines a customer would pay, computed by the server as a quote would. */
export function CalcPreview({ packageId, markups }: Props) {
  const { t } = useTranslation('products');
  const [form] = Form.useForm();
  const [result, setResult] = useState<PremiumCalcResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    const values = (await form.validateFields()) as {
      freight?: string;
      surcharges?: { name?: string; amount?: string }[];
    };
    const m = markups?.();
    if (!packageId && !m) return;
    setBusy(true);
    setError(null);
    try {
      setResult(
        await productsApi.calc({
          ...(packageId ? { id: packageId } : { markups: m! }),
          freight: values.freight ?? '0',
          surcharges: (values.surcharges ?? [])
            .filter((s) => s?.name && s.amount !== undefined)
            .map((s) => ({ name: s.name!, amount: s.amount! })),
        }),
      );
    } catch (e) {
      setResult(null);
      setError(isApiError(e) ? (e.fieldErrors[0]?.message ?? e.message) : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid="premium-calc">
      <Form
        form={form}
        name="premium-calc"
        layout="vertical"
        initialValues={{ freight: '100', surcharges: [{ name: 'Fuel', amount: '10' }] }}
      >
        <Row gutter={12}>
          <Col xs={24} sm={8}>
            <Form.Item name="freight" label={t('packages.freight')} rules={[{ required: true }]}>
              <InputNumber
                stringMode
                min="0"
                step="0.01"
                style={{ width: '100%' }}
                data-testid="premium-calc-freight"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={16}>
            <Typography.Text>{t('packages.surcharges')}</Typography.Text>
            <Form.List name="surcharges">
              {(items, { add, remove }) => (
                <>
                  {items.map((item) => (
                    <Space key={item.key} align="baseline" wrap style={{ display: 'flex', marginTop: 4 }}>
                      <Form.Item name={[item.name, 'name']} style={{ marginBottom: 0 }}>
                        <Input maxLength={50} placeholder={t('packages.surchargeName')} style={{ width: 140 }} />
                      </Form.Item>
                      <Form.Item name={[item.name, 'amount']} style={{ marginBottom: 0 }}>
                        <InputNumber
                          stringMode
                          min="0"
                          step="0.01"
                          placeholder={t('packages.amount')}
                          style={{ width: 120 }}
                        />
                      </Form.Item>
                      <Button
                        type="text"
                        icon={<MinusCircleOutlined />}
                        aria-label={t('packages.remove')}
                        onClick={() => remove(item.name)}
                      />
                    </Space>
                  ))}
                  <Button
                    type="dashed"
                    size="small"
                    icon={<PlusOutlined />}
                    style={{ marginTop: 4 }}
                    onClick={() => add({})}
                  >
                    {t('packages.addSurcharge')}
                  </Button>
                </>
              )}
            </Form.List>
          </Col>
        </Row>
        <Button onClick={() => void run().catch(() => undefined)} loading={busy} data-testid="premium-calc-run">
          {t('packages.run')}
        </Button>
      </Form>
      {error ? (
        <Typography.Text type="danger" data-testid="premium-calc-error">
          {error}
        </Typography.Text>
      ) : null}
      {result ? (
        <Table
          size="small"
          style={{ marginTop: 12 }}
          pagination={false}
          rowKey="key"
          dataSource={result.lines.map((l, i) => ({ ...l, key: i }))}
          scroll={{ x: 360 }}
          columns={[
            {
              key: 'name',
              title: t('packages.surchargeName'),
              render: (_, l) => `${t(`packages.line.${l.type}`)}${l.type === 'SURCHARGE' ? `: ${l.name}` : ''}`,
            },
            { key: 'cost', title: t('packages.cost'), dataIndex: 'cost', align: 'right', width: 100 },
            { key: 'sale', title: t('packages.sale'), dataIndex: 'sale', align: 'right', width: 110 },
          ]}
          summary={() => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0}>{t('packages.total')}</Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {result.costTotal}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                <span data-testid="premium-calc-total">{result.saleTotal}</span>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      ) : null}
    </div>
  );
}
