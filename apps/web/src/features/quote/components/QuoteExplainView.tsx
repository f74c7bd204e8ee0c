import { useMemo, type ReactNode } from 'react';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNarrowScreen } from '../../../app/layout/responsive';
import { useLanguage } from '../../../i18n';
import { explainSections } from '../explain/explainLines';
import { readExplain } from '../explain/explainTypes';

interface Props {
  explain: unknown;
  title?: ReactNode;
  testId?: string;
}

/** How a quote was reached, section by section; shows whichever parts the caller may read. */
export function QuoteExplainView({ explain, title, testId }: Props) {
  const { t } = useTranslation('quote');
  const lang = useLanguage();
  // On a phone the section names go above their lines, leaving the lines the whole width.
  const narrow = useNarrowScreen();
  const sections = useMemo(() => {
    const e = readExplain(explain);
    return e ? explainSections(e, lang, t) : [];
  }, [explain, lang, t]);
  if (sections.length === 0) return null;
  return (
    <Descriptions
      size="small"
      title={title}
      column={1}
      bordered
      layout={narrow ? 'vertical' : 'horizontal'}
      data-testid={testId}
      styles={{ label: narrow ? {} : { width: 96, whiteSpace: 'nowrap', verticalAlign: 'top' } }}
      items={sections.map((s) => ({
        key: s.key,
        label: t(`explain.sections.${s.key}`),
        children: (
          <ul style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
            {s.lines.map((line) => (
              <li key={line.key} data-testid={testId ? `${testId}-${line.key}` : undefined}>
                {line.label ? (
                  <Typography.Text type="secondary" style={{ marginInlineEnd: 6 }}>
                    {line.label}
                  </Typography.Text>
                ) : null}
                <Typography.Text
                  type={line.danger ? 'danger' : line.muted ? 'secondary' : undefined}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {line.text}
                </Typography.Text>
              </li>
            ))}
          </ul>
        ),
      }))}
    />
  );
}
