import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { App, Button, Card, Col, Input, Row, Select, Space, Tag, Typography, type InputRef } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BagClosed, ScanToBagResult, SortType, StationBay } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useDropdown } from '../../../shared/dropdowns';
import { isApiError } from '../../../shared/http/ApiError';
import { baggingApi } from '../api/baggingApi';
import { baggingKeys } from '../hooks/queryKeys';
import { playSound, soundOfError, type ScanSound } from '../hooks/sounds';
import { useSpeak, useSpeechSettings } from '../hooks/useSpeech';
import { SpeechSettingsButton } from './SpeechSettingsButton';

interface ScanLine {
  key: number;
  number: string;
  sound: ScanSound;
  bayNumber: number | null;
  text: string;
}

const RECENT = 12;
const BIG = { height: 64, fontSize: 20, minWidth: 150 } as const;

/**
 * The bagging station (menu warehouse/bagging/index): a scan field that keeps focus (Enter scans, the field clears),
 * the bay in very large type, spoken in the operator's language, a sound per outcome, the last scans, the bay board
 * and the bag's actions: close, print its label, free the bay, dispatch. Keys: F7-F10 for the actions, Escape back
 * to the scan field.
 */
export function StationTab() {
  const { t, i18n } = useTranslation('bagging');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const input = useRef<InputRef>(null);
  const seq = useRef(0);
  const [value, setValue] = useState('');
  const [warehouseId, setWarehouseId] = useState<number | null>(null);
  const [type, setType] = useState<SortType>('DISTRIBUTION_CENTER');
  const [last, setLast] = useState<ScanToBagResult | null>(null);
  const [failure, setFailure] = useState<{ sound: ScanSound; text: string } | null>(null);
  const [lines, setLines] = useState<ScanLine[]>([]);
  const [selectedBay, setSelectedBay] = useState<number | null>(null);
  const [closed, setClosed] = useState<BagClosed | null>(null);
  const [busy, setBusy] = useState(false);
  const [speech, setSpeech] = useSpeechSettings();
  const speak = useSpeak(speech, i18n.language);
  const lang = i18n.language;

  const warehouses = useDropdown('warehouseOptions');
  const sortTypes = useQuery({
    queryKey: baggingKeys.sortTypes(lang),
    queryFn: ({ signal }) => baggingApi.sortTypes(signal),
  });
  // The first warehouse by code until the operator picks one.
  useEffect(() => {
    const first = warehouses.options[0];
    if (warehouseId === null && first) setWarehouseId(Number(first.value));
  }, [warehouses.options, warehouseId]);
  const bays = useQuery({
    queryKey: baggingKeys.bays(warehouseId ?? 0),
    queryFn: ({ signal }) => baggingApi.bays(warehouseId!, signal),
    enabled: warehouseId !== null,
  });
  const bay: StationBay | undefined = bays.data?.rows.find((b) => b.number === selectedBay);

  const focus = useCallback(() => setTimeout(() => input.current?.focus(), 0), []);
  // A click anywhere but a control that needs the keyboard (the pickers, the speech popover) brings focus back.
  useEffect(() => {
    const onUp = (e: PointerEvent) => {
      const el = e.target as HTMLElement | null;
      if (el?.closest('[data-keep-focus], .ant-select, .ant-select-dropdown, .ant-popover, .ant-modal')) return;
      focus();
    };
    document.addEventListener('pointerup', onUp);
    return () => document.removeEventListener('pointerup', onUp);
  }, [focus]);
  useEffect(() => {
    focus();
  }, [focus]);

  const refreshBays = () => queryClient.invalidateQueries({ queryKey: ['bagging'] });
  const add = (line: Omit<ScanLine, 'key'>) =>
    setLines((l) => [{ ...line, key: ++seq.current }, ...l].slice(0, RECENT));

  async function scan() {
    const number = value.trim();
    setValue('');
    if (!number || warehouseId === null) return focus();
    try {
      const r = await baggingApi.scan(number, warehouseId, type);
      const sound: ScanSound = r.outcome === 'SORTED' ? 'SORTED' : 'REPEAT';
      setLast(r);
      setFailure(null);
      setSelectedBay(r.bayNumber);
      playSound(sound);
      speak(t('speech.say', { bay: r.bayNumber }));
      add({ number, sound, bayNumber: r.bayNumber, text: t(`outcome.${sound}`) });
      void refreshBays();
    } catch (e) {
      const sound = soundOfError(isApiError(e) ? e.errorKey : null);
      const text = e instanceof Error ? e.message : String(e);
      setFailure({ sound, text });
      setLast(null);
      playSound(sound);
      speak(t(`outcome.${sound}`));
      add({ number, sound, bayNumber: null, text });
    }
    focus();
  }

  async function act(run: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    try {
      await run();
      void refreshBays();
    } catch (e) {
      playSound('ERROR');
      void message.error(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
      focus();
    }
  }

  const closeBag = () =>
    act(async () => {
      if (!bay?.bagId || bay.bagStatus !== 'OPEN') throw new Error(t('actions.noOpenBag'));
      const c = await baggingApi.close(bay.bagId);
      setClosed(c);
      void message.success(t('actions.closed', { bagNo: c.bagNo, pieces: c.pieces, weight: c.weight }));
    });
  const labelBag = closed ?? (bay?.bagId && bay.bagNo ? { id: bay.bagId, bagNo: bay.bagNo } : null);
  const printLabel = () =>
    act(async () => {
      if (!labelBag) throw new Error(t('actions.noBag'));
      await baggingApi.printBagLabel(labelBag.id, labelBag.bagNo);
    });
  const freeBay = () =>
    act(async () => {
      if (!bay) throw new Error(t('actions.noBay'));
      await baggingApi.freeBay(bay.bayId);
      void message.success(t('actions.freed', { bay: bay.number }));
    });
  const dispatch = () =>
    act(async () => {
      const id = closed?.id ?? (bay?.bagStatus === 'CLOSED' ? bay.bagId : null);
      if (!id) throw new Error(t('actions.noClosedBag'));
      const d = await baggingApi.dispatch(id);
      setClosed(null);
      void message.success(t('actions.dispatched', { bagNo: d.bagNo, count: d.dispatched }));
    });
  const printParcel = () =>
    act(async () => {
      if (!last || warehouseId === null) throw new Error(t('actions.noScan'));
      await baggingApi.printParcelLabel(last.insideNumber, warehouseId);
    });

  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, () => void> = {
      F7: () => void closeBag(),
      F8: () => void printLabel(),
      F9: () => void freeBay(),
      F10: () => void dispatch(),
      Escape: () => void focus(),
    };
    const run = keys[e.key];
    if (run) {
      e.preventDefault();
      run();
    }
  };

  const tone = failure ? '#cf1322' : last ? (last.outcome === 'SORTED' ? '#389e0d' : '#1677ff') : '#8c8c8c';
  return (
    <div onKeyDown={onKey} data-testid="bagging-station">
      <Space wrap size="middle" style={{ marginBottom: 12 }}>
        <Select
          size="large"
          style={{ minWidth: 200 }}
          value={warehouseId ?? undefined}
          onChange={(v) => {
            setWarehouseId(Number(v));
            setSelectedBay(null);
            focus();
          }}
          options={warehouses.options}
          data-testid="bagging-warehouse"
          aria-label={t('station.warehouse')}
        />
        <Select
          size="large"
          style={{ minWidth: 200 }}
          value={type}
          onChange={(v) => {
            setType(v);
            focus();
          }}
          options={sortTypes.data?.rows.map((s) => ({ value: s.value as SortType, label: s.label }))}
          data-testid="bagging-type"
          aria-label={t('station.type')}
        />
        <SpeechSettingsButton settings={speech} onChange={setSpeech} />
      </Space>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={15}>
          <Input
            ref={input}
            size="large"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            onPressEnter={() => void scan()}
            placeholder={t('station.scanPlaceholder')}
            maxLength={64}
            autoComplete="off"
            style={{ height: 64, fontSize: 24 }}
            data-testid="bagging-scan"
            aria-label={t('station.scan')}
          />
          <Card style={{ marginTop: 12, borderColor: tone, borderWidth: 3 }} data-testid="bagging-result">
            <div style={{ display: 'flex', gap: 24, alignItems: 'center', flexWrap: 'wrap' }}>
              <div style={{ textAlign: 'center', minWidth: 180 }}>
                <Typography.Text type="secondary" style={{ fontSize: 18 }}>
                  {t('station.bay')}
                </Typography.Text>
                <div
                  data-testid="bagging-bay"
                  data-outcome={failure?.sound ?? last?.outcome ?? ''}
                  style={{ fontSize: 'clamp(96px, 18vw, 200px)', lineHeight: 1, fontWeight: 800, color: tone }}
                >
                  {failure ? '×' : (last?.bayNumber ?? '–')}
                </div>
              </div>
              <div style={{ flex: 1, minWidth: 200, fontSize: 18 }}>
                {failure && (
                  <Typography.Text type="danger" style={{ fontSize: 22 }} data-testid="bagging-error">
                    {failure.text}
                  </Typography.Text>
                )}
                {last && (
                  <Space direction="vertical" size={2}>
                    <Tag color={last.outcome === 'SORTED' ? 'green' : 'blue'} style={{ fontSize: 16, padding: 4 }}>
                      {t(`outcome.${last.outcome}`)}
                    </Tag>
                    <span>
                      {t('station.order')}: <b>{last.orderNo}</b>
                    </span>
                    <span>
                      {t('station.weight')}: <b>{last.weightKg} kg</b>
                    </span>
                    <span>
                      {t('station.rule')}: <b>{last.ruleCode ?? '–'}</b>
                    </span>
                    <span data-testid="bagging-bag">
                      {t('station.bag')}: <b>{last.bagNo}</b> ·{' '}
                      {t('station.bayLoad', { pieces: last.bayPieces, weight: last.bayWeight })}
                    </span>
                    {!last.printLabel && <Tag color="orange">{t('station.noLabel')}</Tag>}
                  </Space>
                )}
              </div>
            </div>
          </Card>
          <Space wrap size="middle" style={{ marginTop: 12 }}>
            <Button
              size="large"
              type="primary"
              style={BIG}
              onClick={() => void closeBag()}
              loading={busy}
              data-testid="bagging-close"
            >
              {t('actions.close')} (F7)
            </Button>
            <Button size="large" style={BIG} onClick={() => void printLabel()} data-testid="bagging-print">
              {t('actions.print')} (F8)
            </Button>
            <Button size="large" style={BIG} onClick={() => void freeBay()} data-testid="bagging-free">
              {t('actions.free')} (F9)
            </Button>
            <Button size="large" style={BIG} onClick={() => void dispatch()} data-testid="bagging-dispatch">
              {t('actions.dispatch')} (F10)
            </Button>
            <Button
              size="large"
              style={BIG}
              onClick={() => void printParcel()}
              disabled={!last?.printLabel}
              data-testid="bagging-print-parcel"
            >
              {t('actions.printParcel')}
            </Button>
          </Space>
          {closed && (
            <div style={{ marginTop: 8 }} data-testid="bagging-closed">
              <Tag color="purple" style={{ fontSize: 16, padding: 4 }}>
                {t('actions.closed', { bagNo: closed.bagNo, pieces: closed.pieces, weight: closed.weight })}
              </Tag>
            </div>
          )}
        </Col>
        <Col xs={24} lg={9}>
          <Card size="small" title={t('station.board')} styles={{ body: { padding: 8 } }}>
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(84px, 1fr))', gap: 6 }}>
              {bays.data?.rows.map((b) => (
                <button
                  type="button"
                  key={b.bayId}
                  onClick={() => setSelectedBay(b.number)}
                  data-testid={`bagging-bay-${b.number}`}
                  aria-pressed={b.number === selectedBay}
                  style={{
                    minHeight: 56,
                    borderRadius: 6,
                    cursor: 'pointer',
                    border: b.number === selectedBay ? '3px solid #1677ff' : '1px solid #d9d9d9',
                    background: !b.valid
                      ? '#f5f5f5'
                      : b.state === 'FULL'
                        ? '#fff1f0'
                        : b.pieces > 0
                          ? '#f6ffed'
                          : '#fff',
                    fontSize: 14,
                  }}
                >
                  <b style={{ fontSize: 20 }}>{b.number}</b>
                  <br />
                  {b.pieces} · {b.bagStatus ? t(`bagStatus.${b.bagStatus}`) : t(`bayState.${b.state}`)}
                </button>
              ))}
            </div>
          </Card>
          <Card size="small" title={t('station.recent')} style={{ marginTop: 12 }} data-testid="bagging-recent">
            {lines.length === 0 && <Typography.Text type="secondary">{t('station.none')}</Typography.Text>}
            {lines.map((l) => (
              <div key={l.key} style={{ display: 'flex', gap: 8, padding: '4px 0', borderBottom: '1px solid #f0f0f0' }}>
                <Tag color={l.sound === 'SORTED' ? 'green' : l.sound === 'REPEAT' ? 'blue' : 'red'}>
                  {l.bayNumber ?? '×'}
                </Tag>
                <span style={{ wordBreak: 'break-all' }}>{l.number}</span>
                <Typography.Text type="secondary" style={{ marginLeft: 'auto', textAlign: 'right' }}>
                  {l.text}
                </Typography.Text>
              </div>
            ))}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
