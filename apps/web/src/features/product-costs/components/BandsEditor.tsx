import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  App,
  AutoComplete,
  Button,
  Empty,
  Flex,
  Form,
  Input,
  Select,
  Table,
  type FormInstance,
  type TableColumnsType,
} from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  BAND_KINDS,
  BAND_KIND_FIELDS,
  BAND_KIND_WORDS,
  BAND_ORDER_WORDS,
  PricesInput,
  bandOrderProblem,
  type BandKind,
  type Language,
  type PriceBand,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useLanguage } from '../../../i18n';
import { issueMessage } from '../../../shared/forms/zodRules';
import { isApiError } from '../../../shared/http';
import { useCalcInfo, usePrices, useSavePrices } from '../hooks/useProductCosts';

type PriceField = 'firstWeight' | 'firstPrice' | 'stepWeight' | 'stepPrice' | 'unitPrice' | 'fixedPrice';
type Row = Partial<
  Record<PriceField | 'weightUpTo' | 'minCharge' | 'perPieceRate' | 'perPieceLimit', string | null>
> & {
  kind: BandKind;
};

const EDITABLE: (keyof Row)[] = [
  'weightUpTo',
  'kind',
  'firstWeight',
  'firstPrice',
  'stepWeight',
  'stepPrice',
  'unitPrice',
  'fixedPrice',
  'minCharge',
  'perPieceRate',
  'perPieceLimit',
];

const toRow = (b: PriceBand): Row => Object.fromEntries(EDITABLE.map((k) => [k, b[k as keyof PriceBand] ?? ''])) as Row;
const blank = (v: unknown) => (v === '' || v === undefined ? null : v);

/**
 * A zone's rate card, edited as a table: add and remove bands, a kind per band showing its price fields. Saved per
 * zone in one call (the server replaces the zone's bands in one transaction).
 */
export function BandsEditor({ costId, canEdit }: { costId: number; canEdit: boolean }) {
  const { t } = useTranslation('product-costs');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const { bands, isFetched } = usePrices(costId);
  const info = useCalcInfo(costId);
  const save = useSavePrices();
  const [zone, setZone] = useState<string>('');
  const [problem, setProblem] = useState<string | null>(null);
  const lang = useLanguage();

  const zones = useMemo(
    () => [...new Set([...(info.data?.zones ?? []).map((z) => z.areaBelongs), ...bands.map((b) => b.zone)])].sort(),
    [info.data, bands],
  );
  useEffect(() => {
    if (!zone && zones.length > 0) setZone(zones[0]!);
  }, [zone, zones]);
  useEffect(() => {
    form.setFieldsValue({ bands: bands.filter((b) => b.zone === zone).map(toRow) });
    setProblem(null);
  }, [zone, bands, isFetched, form]);

  const submit = async () => {
    setProblem(null);
    const rows = (form.getFieldValue('bands') as Row[] | undefined) ?? [];
    const input = {
      zone: zone.trim(),
      bands: rows.map((r) => {
        const kept = new Set<string>(BAND_KIND_FIELDS[r.kind]);
        return Object.fromEntries(
          EDITABLE.filter(
            (k) =>
              k === 'kind' ||
              k === 'weightUpTo' ||
              kept.has(k) ||
              k === 'minCharge' ||
              k === 'perPieceRate' ||
              k === 'perPieceLimit',
          ).map((k) => [k, k === 'kind' ? r.kind : blank(r[k])]),
        );
      }),
    };
    if (!input.zone) {
      setProblem(t('bands.chooseZone'));
      return;
    }
    const parsed = PricesInput.safeParse(input);
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues
          .filter((i) => i.path[0] === 'bands' && i.path.length >= 3)
          .map((i) => ({ name: ['bands', Number(i.path[1]), String(i.path[2])], errors: [issueMessage(i, lang)] })),
      );
      return;
    }
    const order = bandOrderProblem(parsed.data.bands);
    if (order) {
      const words = BAND_ORDER_WORDS[order.kind][lang].replace('{row}', String(order.row + 1));
      form.setFields([{ name: ['bands', order.row, 'weightUpTo'], errors: [words] }]);
      return;
    }
    try {
      await save.mutateAsync({ costId, input: parsed.data });
      void message.success(t('messages.pricesSaved'));
    } catch (e) {
      if (isApiError(e) && e.fieldErrors.length > 0) {
        form.setFields(
          e.fieldErrors.map((fe) => {
            const [, row, field] = fe.field.split('.');
            return { name: ['bands', Number(row), String(field)], errors: [fe.message] };
          }),
        );
      } else setProblem(isApiError(e) ? e.message : tc('http.serviceAbnormal'));
    }
  };

  return (
    <div data-testid="bands-editor">
      <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }}>
        <span>{t('bands.zone')}</span>
        <AutoComplete
          value={zone}
          onChange={(v: string) => setZone(v.slice(0, 32))}
          options={zones.map((z) => ({ value: z }))}
          placeholder={t('bands.zonePlaceholder')}
          style={{ width: 180 }}
          data-testid="bands-zone"
        />
      </Flex>
      {problem ? (
        <Alert type="error" showIcon title={problem} style={{ marginBottom: 12 }} data-testid="bands-problem" />
      ) : null}
      <Form form={form} name="bands-form" component={false}>
        <Form.List name="bands">
          {(rows, { add, remove }) => (
            <>
              <Table
                size="small"
                rowKey="key"
                pagination={false}
                dataSource={rows}
                scroll={{ x: 'max-content' }}
                locale={{ emptyText: <Empty description={t('bands.empty')} /> }}
                columns={bandColumns({ t, lang, canEdit, remove, form })}
              />
              {canEdit ? (
                <Flex gap={8} wrap style={{ marginTop: 12 }}>
                  <Button
                    icon={<PlusOutlined />}
                    onClick={() => add({ weightUpTo: '', kind: 'FIRST_ADDITIONAL' })}
                    data-testid="bands-add"
                  >
                    {t('actions.addBand')}
                  </Button>
                  <Button
                    type="primary"
                    loading={save.isPending}
                    onClick={() => void submit()}
                    data-testid="bands-save"
                  >
                    {t('bands.save')}
                  </Button>
                </Flex>
              ) : null}
            </>
          )}
        </Form.List>
      </Form>
    </div>
  );
}

interface ColumnDeps {
  t: TFunction<'product-costs'>;
  lang: Language;
  canEdit: boolean;
  remove: (index: number) => void;
  form: FormInstance;
}

function bandColumns({ t, lang, canEdit, remove, form }: ColumnDeps): TableColumnsType<{ name: number; key: number }> {
  const cell = (field: keyof Row, width: number, placeholder?: string) => ({
    key: field,
    title: t(`bands.${field as 'weightUpTo'}`),
    width,
    render: (_: unknown, row: { name: number }) => (
      <Form.Item noStyle shouldUpdate>
        {() => {
          const kind = form.getFieldValue(['bands', row.name, 'kind']) as BandKind | undefined;
          const priced =
            field in { firstWeight: 1, firstPrice: 1, stepWeight: 1, stepPrice: 1, unitPrice: 1, fixedPrice: 1 };
          if (priced && (!kind || !(BAND_KIND_FIELDS[kind] as readonly string[]).includes(field))) return null;
          return (
            <Form.Item name={[row.name, field]} style={{ marginBottom: 0 }}>
              <Input
                disabled={!canEdit}
                placeholder={placeholder}
                inputMode="decimal"
                maxLength={20}
                data-testid={`band-${row.name}-${field}`}
              />
            </Form.Item>
          );
        }}
      </Form.Item>
    ),
  });
  return [
    cell('weightUpTo', 92, t('bands.open')),
    {
      key: 'kind',
      title: t('bands.kind'),
      width: 140,
      render: (_: unknown, row: { name: number }) => (
        <Form.Item name={[row.name, 'kind']} style={{ marginBottom: 0 }}>
          <Select
            disabled={!canEdit}
            options={BAND_KINDS.map((k) => ({ value: k, label: BAND_KIND_WORDS[k][lang] }))}
            data-testid={`band-${row.name}-kind`}
          />
        </Form.Item>
      ),
    },
    // Narrow enough for the whole row to fit the cost drawer (1080 px less its padding) at 1440 px; a phone scrolls
    // the table inside the drawer.
    cell('firstWeight', 80),
    cell('firstPrice', 80),
    cell('stepWeight', 80),
    cell('stepPrice', 80),
    cell('unitPrice', 80),
    cell('fixedPrice', 80),
    cell('minCharge', 80),
    cell('perPieceRate', 80),
    cell('perPieceLimit', 92),
    ...(canEdit
      ? [
          {
            key: 'remove',
            title: '',
            width: 48,
            fixed: 'right' as const,
            render: (_: unknown, row: { name: number }) => (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('actions.removeBand')}
                onClick={() => remove(row.name)}
                data-testid={`band-${row.name}-remove`}
              />
            ),
          },
        ]
      : []),
  ];
}
