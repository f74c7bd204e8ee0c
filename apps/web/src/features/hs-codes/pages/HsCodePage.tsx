import { useEffect, useState } from 'react';
import { App, Button, Card, Empty, Input, Radio, Space, Spin, Tag, Typography } from 'antd';
import { CheckOutlined, DownloadOutlined, ExportOutlined, SearchOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { HS_MATCH_MAX_NAMES, type HsMatchRow } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { ApiError } from '../../../shared/http/ApiError';
import { ImportDialog } from '../../../shared/import/ImportDialog';
import { TASK_KEYS } from '../../tasks';
import { hsCodesApi } from '../api/hsCodesApi';

const SIX = /^\d{6}$/;

/** The names of the text box: one a line, trailing blank lines dropped (a blank line inside is the server's to name). */
export function namesOf(text: string): string[] {
  const lines = text.split(/\r?\n/);
  while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
  return lines;
}

/**
 * The HS match page (menu key clearance/hs-code/index, platform and customers): paste goods names or upload a goods
 * list, see up to five candidates per name, pick one (or type another code) and confirm it, export the matched list.
 */
export function HsCodePage() {
  const { t } = useTranslation('hs-codes');
  const { t: tc } = useTranslation();
  const lang = useLanguage();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [rows, setRows] = useState<HsMatchRow[] | null>(null);
  const [picked, setPicked] = useState<Record<number, string>>({});
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [importing, setImporting] = useState(false);
  const [uploadTask, setUploadTask] = useState<number | null>(null);

  const show = (next: HsMatchRow[]) => {
    setRows(next);
    setPicked(Object.fromEntries(next.map((r, i) => [i, r.candidates[0]?.hsCode ?? ''])));
    setTyped({});
  };

  const match = useMutation({
    mutationFn: (goodsNames: string[]) => hsCodesApi.match({ goodsNames }),
    onSuccess: (answer) => {
      setError(null);
      show(answer.rows);
    },
    onError: (err) => {
      const field = err instanceof ApiError ? err.fieldErrors[0] : undefined;
      setError(field?.message ?? (err instanceof Error ? err.message : String(err)));
    },
  });

  // An uploaded list: its task is followed until it ends, then its rows are shown.
  const uploaded = useQuery({
    queryKey: ['hs-codes', 'upload', uploadTask, lang],
    queryFn: ({ signal }) => hsCodesApi.uploaded(uploadTask!, signal),
    enabled: uploadTask !== null,
    refetchInterval: (q) => (q.state.data?.taskStatus === 'BEINGPROCESSD' || !q.state.data ? 1000 : false),
  });
  useEffect(() => {
    const answer = uploaded.data;
    if (!answer || answer.taskStatus === 'BEINGPROCESSD') return;
    setUploadTask(null);
    if (answer.taskStatus === 'PROCESSDFAIL') void message.error(t('uploadFailed'));
    else {
      show(answer.rows);
      setText(answer.rows.map((r) => r.goodsName).join('\n'));
      if (answer.skipped > 0) void message.warning(t('skipped', { count: answer.skipped }));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uploaded.data]);

  const confirm = useMutation({
    mutationFn: ({ goodsName, hsCode }: { index: number; goodsName: string; hsCode: string }) =>
      hsCodesApi.confirm(goodsName, hsCode),
    onSuccess: (saved, { index }) => {
      void message.success(t('confirmed', { code: saved.hsCode }));
      setRows((current) =>
        current
          ? current.map((r, i) =>
              i !== index
                ? r
                : {
                    ...r,
                    candidates: [
                      { hsCode: saved.hsCode, description: saved.description, score: 1, confirmed: true },
                      ...r.candidates
                        .filter((c) => c.hsCode !== saved.hsCode)
                        .map((c) => ({ ...c, confirmed: false })),
                    ].slice(0, 5),
                  },
            )
          : current,
      );
      setPicked((p) => ({ ...p, [index]: saved.hsCode }));
      setTyped((p) => ({ ...p, [index]: '' }));
    },
  });

  const exportList = useMutation({
    mutationFn: () =>
      hsCodesApi.exportList({
        rows: (rows ?? []).map((r, i) => {
          const code = typed[i]?.trim() || picked[i];
          return { goodsName: r.goodsName, ...(code && SIX.test(code) ? { hsCode: code } : {}) };
        }),
      }),
    onSuccess: () => {
      void message.success(tc('list.exportSubmitted'));
      void queryClient.invalidateQueries({ queryKey: TASK_KEYS.all });
    },
  });

  const runMatch = () => {
    const names = namesOf(text);
    if (names.length === 0) {
      setError(t('namesRequired'));
      return;
    }
    match.mutate(names);
  };

  const codeFor = (i: number) => typed[i]?.trim() || picked[i] || '';

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="hs-code-page">
      <Card title={t('title')}>
        <Typography.Paragraph type="secondary">{t('intro', { max: HS_MATCH_MAX_NAMES })}</Typography.Paragraph>
        <Input.TextArea
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoSize={{ minRows: 5, maxRows: 14 }}
          placeholder={t('placeholder')}
          aria-label={t('namesLabel')}
          status={error ? 'error' : undefined}
          data-testid="hs-names"
        />
        {error ? (
          <Typography.Text type="danger" data-testid="hs-names-error">
            {error}
          </Typography.Text>
        ) : null}
        <Space wrap style={{ marginTop: 12 }}>
          <Button
            type="primary"
            icon={<SearchOutlined />}
            loading={match.isPending}
            onClick={runMatch}
            data-testid="hs-match"
          >
            {t('match')}
          </Button>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="hs-upload">
            {t('upload')}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void hsCodesApi.template().catch(() => undefined)}
            data-testid="hs-template"
          >
            {tc('import.template')}
          </Button>
          <Button
            icon={<ExportOutlined />}
            disabled={!rows || rows.length === 0}
            loading={exportList.isPending}
            onClick={() => exportList.mutate()}
            data-testid="hs-export"
          >
            {t('export')}
          </Button>
        </Space>
      </Card>

      {uploadTask !== null ? (
        <Card data-testid="hs-upload-running">
          <Space>
            <Spin size="small" />
            {t('uploadRunning')}
          </Space>
        </Card>
      ) : null}

      {rows && rows.length === 0 ? <Empty description={t('noRows')} /> : null}
      {(rows ?? []).map((row, i) => (
        <Card
          key={`${i}-${row.goodsName}`}
          size="small"
          title={
            <Typography.Text ellipsis={{ tooltip: row.goodsName }}>
              {i + 1}. {row.goodsName}
            </Typography.Text>
          }
          data-testid={`hs-row-${i}`}
        >
          {row.candidates.length === 0 ? (
            <Typography.Text type="secondary">{t('noCandidate')}</Typography.Text>
          ) : (
            <Radio.Group
              value={picked[i]}
              onChange={(e) => {
                setPicked((p) => ({ ...p, [i]: e.target.value as string }));
                setTyped((p) => ({ ...p, [i]: '' }));
              }}
              style={{ width: '100%' }}
            >
              <Space orientation="vertical" style={{ width: '100%' }}>
                {row.candidates.map((c) => (
                  <Radio key={c.hsCode} value={c.hsCode} data-testid={`hs-cand-${i}-${c.hsCode}`}>
                    <Space size={4} wrap>
                      <Tag color={c.confirmed ? 'green' : 'blue'} style={{ fontFamily: 'monospace' }}>
                        {c.hsCode}
                      </Tag>
                      {c.confirmed ? <Tag color="green">{t('confirmedTag')}</Tag> : null}
                      <Tag>{Math.round(c.score * 100)}%</Tag>
                      <Typography.Text style={{ wordBreak: 'break-word' }}>{c.description}</Typography.Text>
                    </Space>
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          )}
          <Space wrap style={{ marginTop: 8 }}>
            <Input
              value={typed[i] ?? ''}
              onChange={(e) => setTyped((p) => ({ ...p, [i]: e.target.value.replace(/\D/g, '').slice(0, 6) }))}
              placeholder={t('otherCode')}
              aria-label={t('otherCode')}
              style={{ width: 150 }}
              inputMode="numeric"
              data-testid={`hs-other-${i}`}
            />
            <Button
              icon={<CheckOutlined />}
              disabled={!SIX.test(codeFor(i))}
              loading={confirm.isPending && confirm.variables?.index === i}
              onClick={() => confirm.mutate({ index: i, goodsName: row.goodsName, hsCode: codeFor(i) })}
              data-testid={`hs-confirm-${i}`}
            >
              {t('confirm')}
            </Button>
          </Space>
        </Card>
      ))}

      <ImportDialog
        open={importing}
        title={t('uploadTitle')}
        testId="hs"
        onClose={() => setImporting(false)}
        onTemplate={hsCodesApi.template}
        onSubmit={async (file) => {
          const { taskId } = await hsCodesApi.upload(file);
          setUploadTask(taskId);
          void queryClient.invalidateQueries({ queryKey: TASK_KEYS.all });
        }}
      />
    </Space>
  );
}
