import { useState } from 'react';
import {
  App,
  Button,
  Col,
  Descriptions,
  Drawer,
  Empty,
  Form,
  Input,
  Modal,
  Popconfirm,
  Row,
  Select,
  Space,
  Table,
  Tabs,
  Tag,
} from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ClearanceQuoteSave, type ClearanceProduct, type ClearanceQuote } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { ImportDialog } from '../../../shared/import/ImportDialog';
import { clearanceKeys, clearanceProductsApi } from '../api/clearanceProductsApi';

const PRICE_FIELDS = ['billPrice', 'bagPrice', 'kgPrice', 'parcelPrice', 'minPrice'] as const;
const FIELDS = ['name', 'currencyNo', ...PRICE_FIELDS] as const;

interface Props {
  product: ClearanceProduct | null;
  onClose: () => void;
}

function PriceInputs({ withName }: { withName: boolean }) {
  const { t } = useTranslation('clearance-products');
  return (
    <Row gutter={12}>
      {withName ? (
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('quote.name')} required>
            <Input maxLength={100} data-testid="quote-form-name" />
          </Form.Item>
        </Col>
      ) : null}
      <Col xs={12} md={withName ? 12 : 8}>
        <Form.Item name="currencyNo" label={t('quote.currency')} required>
          <Input maxLength={3} data-testid="quote-form-currency" />
        </Form.Item>
      </Col>
      {PRICE_FIELDS.map((f) => (
        <Col xs={12} md={8} key={f}>
          <Form.Item name={f} label={t(`quote.${f}`)} required>
            <Input inputMode="decimal" maxLength={14} data-testid={`quote-form-${f}`} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}

/** A product's quotes: its cost quote, its sale quotes with their customers, and the spreadsheets of both. */
export function QuotesDrawer({ product, onClose }: Props) {
  const { t } = useTranslation('clearance-products');
  const { message } = App.useApp();
  const qc = useQueryClient();
  const id = product?.id ?? 0;
  const cost = useQuery({
    queryKey: [...clearanceKeys.quotes(id), 'cost'],
    queryFn: () => clearanceProductsApi.costQuote(id),
    enabled: !!product,
  });
  const sales = useQuery({
    queryKey: [...clearanceKeys.quotes(id), 'sale'],
    queryFn: () => clearanceProductsApi.saleQuotes(id),
    enabled: !!product,
  });
  const refresh = () => qc.invalidateQueries({ queryKey: clearanceKeys.quotes(id) });
  const save = useMutation({ mutationFn: clearanceProductsApi.saveQuote, onSuccess: refresh });
  const [editing, setEditing] = useState<{ kind: 'COST' | 'SALE'; quote: ClearanceQuote | null } | null>(null);
  const [assigning, setAssigning] = useState<ClearanceQuote | null>(null);
  const [importing, setImporting] = useState<'SALE' | 'COST' | null>(null);

  const priceCells = (q: ClearanceQuote) => (
    <Descriptions size="small" column={{ xs: 2, md: 3 }} bordered>
      <Descriptions.Item label={t('quote.currency')}>{q.currencyNo}</Descriptions.Item>
      {PRICE_FIELDS.map((f) => (
        <Descriptions.Item key={f} label={t(`quote.${f}`)}>
          {q[f]}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );

  const costTab = (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {cost.data ? priceCells(cost.data) : <Empty description={t('quote.noCost')} />}
      <Space wrap>
        <Button
          type="primary"
          onClick={() => setEditing({ kind: 'COST', quote: cost.data ?? null })}
          data-testid="quote-cost-edit"
        >
          {t('quote.editCost')}
        </Button>
        <Button onClick={() => setImporting('COST')} data-testid="quote-cost-import">
          {t('quote.import')}
        </Button>
      </Space>
    </Space>
  );

  const saleTab = (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Button type="primary" onClick={() => setEditing({ kind: 'SALE', quote: null })} data-testid="quote-sale-add">
          {t('quote.addSale')}
        </Button>
        <Button onClick={() => setImporting('SALE')} data-testid="quote-sale-import">
          {t('quote.import')}
        </Button>
      </Space>
      <Table<ClearanceQuote>
        size="small"
        rowKey="id"
        loading={sales.isLoading}
        dataSource={sales.data?.rows ?? []}
        pagination={false}
        scroll={{ x: 760 }}
        onRow={(r) => ({ 'data-testid': `quote-row-${r.name}` }) as never}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('quote.name'), width: 120, fixed: 'left' },
          { key: 'currencyNo', dataIndex: 'currencyNo', title: t('quote.currency'), width: 70 },
          ...PRICE_FIELDS.map((f) => ({
            key: f,
            dataIndex: f,
            title: t(`quote.${f}`),
            width: 90,
            align: 'right' as const,
          })),
          {
            key: 'assignCount',
            title: t('quote.customers'),
            width: 90,
            render: (_: unknown, r: ClearanceQuote) => <Tag>{r.assignCount}</Tag>,
          },
          {
            key: 'actions',
            title: t('columns.actions'),
            width: 190,
            render: (_: unknown, r: ClearanceQuote) => (
              <Space size={4}>
                <Button size="small" type="link" onClick={() => setEditing({ kind: 'SALE', quote: r })}>
                  {t('actions.edit')}
                </Button>
                <Button size="small" type="link" onClick={() => setAssigning(r)} data-testid={`quote-assign-${r.name}`}>
                  {t('quote.assign')}
                </Button>
                <Popconfirm
                  title={t('quote.deleteConfirm', { name: r.name })}
                  onConfirm={async () => {
                    await clearanceProductsApi.deleteQuote(id, r.id);
                    void refresh();
                  }}
                >
                  <Button size="small" type="link" danger>
                    {t('actions.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Space>
  );

  return (
    <Drawer
      open={!!product}
      onClose={onClose}
      title={product ? `${product.code} · ${t('quote.title')}` : ''}
      size="large"
      styles={{ wrapper: { maxWidth: '100vw' } }}
      data-testid="quotes-drawer"
      destroyOnHidden
    >
      <Tabs
        items={[
          { key: 'cost', label: <span data-testid="quote-tab-cost">{t('quote.costTab')}</span>, children: costTab },
          { key: 'sale', label: <span data-testid="quote-tab-sale">{t('quote.saleTab')}</span>, children: saleTab },
        ]}
      />
      {editing ? (
        <FormModal
          title={
            editing.kind === 'COST' ? t('quote.editCost') : editing.quote ? t('quote.editSale') : t('quote.addSale')
          }
          open
          width={560}
          name="quote-form"
          schema={ClearanceQuoteSave}
          fields={FIELDS}
          initialValues={editing.quote ?? { currencyNo: product?.currencyNo ?? 'CNY' }}
          resetKey={editing}
          toInput={(v) => ({
            ...v,
            name: v.name ?? '',
            productId: id,
            kind: editing.kind,
            ...(editing.kind === 'SALE' && editing.quote ? { id: editing.quote.id } : {}),
          })}
          onSubmit={(input) => save.mutateAsync(input)}
          successMessage={t('messages.saved')}
          errorFields={{ CLEARANCE_QUOTE_NAME_TAKEN: 'name' }}
          onClose={() => setEditing(null)}
          saveTestId="quote-save"
          testId="quote-modal"
        >
          <PriceInputs withName={editing.kind === 'SALE'} />
        </FormModal>
      ) : null}
      <AssignModal productId={id} quote={assigning} onClose={() => setAssigning(null)} onDone={refresh} />
      <ImportDialog
        open={importing !== null}
        title={importing === 'COST' ? t('quote.importCost') : t('quote.importSale')}
        onClose={() => setImporting(null)}
        onTemplate={() =>
          importing === 'COST' ? clearanceProductsApi.costTemplate() : clearanceProductsApi.saleTemplate()
        }
        onSubmit={async (file) => {
          await (importing === 'COST' ? clearanceProductsApi.importCost(file) : clearanceProductsApi.importSale(file));
          void message.info(t('quote.importQueued'));
        }}
        testId="quote"
      />
    </Drawer>
  );
}

/** Assign a sale quote to customers by user name, and see or take back those it has. */
function AssignModal({
  productId,
  quote,
  onClose,
  onDone,
}: {
  productId: number;
  quote: ClearanceQuote | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('clearance-products');
  const { message } = App.useApp();
  const [names, setNames] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const assigned = useQuery({
    queryKey: [...clearanceKeys.quotes(productId), 'users', quote?.id],
    queryFn: () => clearanceProductsApi.assignedUsers(productId, quote!.id),
    enabled: !!quote,
  });
  const submit = async () => {
    if (!quote || names.length === 0) return;
    setBusy(true);
    try {
      await clearanceProductsApi.allot({ productId, quotePriceId: quote.id, userNames: names });
      void message.success(t('messages.assigned'));
      setNames([]);
      void assigned.refetch();
      onDone();
    } catch (e) {
      void message.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={!!quote}
      title={quote ? t('quote.assignTitle', { name: quote.name }) : ''}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('quote.assign')}
      okButtonProps={{ loading: busy, 'data-testid': 'assign-submit' } as never}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Select
          mode="tags"
          value={names}
          onChange={setNames}
          placeholder={t('quote.userNamesHint')}
          style={{ width: '100%' }}
          tokenSeparators={[',', ' ']}
          open={false}
          data-testid="assign-names"
        />
        <Table
          size="small"
          rowKey="accountId"
          pagination={false}
          dataSource={assigned.data?.rows ?? []}
          columns={[
            { key: 'userName', dataIndex: 'userName', title: t('quote.userName') },
            { key: 'nickName', dataIndex: 'nickName', title: t('quote.nickName') },
            {
              key: 'x',
              width: 80,
              render: (_: unknown, r: { userName: string }) => (
                <Button
                  size="small"
                  type="link"
                  danger
                  onClick={async () => {
                    await clearanceProductsApi.unallot({ productId, quotePriceId: quote!.id, userNames: [r.userName] });
                    void assigned.refetch();
                    onDone();
                  }}
                >
                  {t('quote.unassign')}
                </Button>
              ),
            },
          ]}
        />
      </Space>
    </Modal>
  );
}
