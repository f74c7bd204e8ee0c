import { useState } from 'react';
import { Button, Card, Flex, Input, Table, Tag, Typography } from 'antd';
import type { TrackRuleTestResult } from '@parcelhub/contracts';
import { TRACK_RULE_TEST_MAX } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { trackRulesApi } from '../api/trackRulesApi';

/** Pasted lines as raw events: `code<TAB or |>description`; blank lines skipped. */
export function parsePasted(text: string): { code: string; description: string }[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .slice(0, TRACK_RULE_TEST_MAX)
    .map((line) => {
      const at = line.search(/\t|\|/);
      return at < 0
        ? { code: line.trim(), description: '' }
        : { code: line.slice(0, at).trim(), description: line.slice(at + 1).trim() };
    });
}

const BY_COLOR = { RULE: 'blue', STANDARD: 'green', NONE: 'orange' } as const;

/** The rule test: paste raw events, see what each maps to and the rule that made it. */
export function RuleTestPanel({ groupId }: { groupId: number }) {
  const { t } = useTranslation('track-rules');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<TrackRuleTestResult[] | null>(null);
  const by = { RULE: t('test.byRule'), STANDARD: t('test.byStandard'), NONE: t('test.byNone') };

  const run = async () => {
    const events = parsePasted(text);
    if (events.length === 0) return;
    setBusy(true);
    try {
      setResults((await trackRulesApi.test({ groupId, events })).rows);
    } catch {
      // the client showed why
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card size="small" title={t('test.title')} data-testid="track-rule-test">
      <Flex vertical gap={8}>
        <Typography.Text type="secondary">{t('test.hint')}</Typography.Text>
        <Input.TextArea
          rows={4}
          value={text}
          placeholder={t('test.placeholder')}
          onChange={(e) => setText(e.target.value)}
          data-testid="track-rule-test-input"
        />
        <Flex justify="flex-end">
          <Button type="primary" loading={busy} onClick={() => void run()} data-testid="track-rule-test-run">
            {t('test.run')}
          </Button>
        </Flex>
        {results ? (
          <Table<TrackRuleTestResult & { key: number }>
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={results.map((r, key) => ({ ...r, key }))}
            onRow={(_, i) => ({ 'data-testid': `track-rule-test-row-${i}` }) as React.HTMLAttributes<HTMLElement>}
            columns={[
              { key: 'code', dataIndex: 'code', title: t('columns.code'), width: 120 },
              { key: 'description', dataIndex: 'description', title: t('columns.description'), width: 220 },
              {
                key: 'mapping',
                title: t('columns.mapping'),
                width: 200,
                render: (_, r) => <Tag color={r.status ? 'green' : 'orange'}>{r.statusName}</Tag>,
              },
              {
                key: 'rule',
                title: t('columns.rule'),
                width: 240,
                render: (_, r) => (
                  <Flex gap={4} wrap>
                    <Tag color={BY_COLOR[r.by]}>{by[r.by]}</Tag>
                    {r.rule ? (
                      <Typography.Text>
                        #{r.rule.priority} {t(`kinds.${r.rule.matchKind}`)}: {r.rule.matchText}
                      </Typography.Text>
                    ) : null}
                  </Flex>
                ),
              },
            ]}
          />
        ) : null}
      </Flex>
    </Card>
  );
}
