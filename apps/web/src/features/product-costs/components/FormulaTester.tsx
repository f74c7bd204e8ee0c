import { useState } from 'react';
import { Alert, Button, Card, Col, Input, Row, Typography } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import {
  FORMULA_SAMPLES,
  FORMULA_VARIABLES,
  FORMULA_VARIABLE_WORDS,
  type FormulaConstantInput,
  type FormulaTestResult,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { isApiError } from '../../../shared/http';
import { productCostsApi } from '../api/productCostsApi';

export interface FormulaUnderTest {
  formula: string;
  constants: FormulaConstantInput[];
  costId?: number;
  surchargeId?: number;
  calReferenceStatus: boolean;
  calSortNumber: number;
}

interface Props {
  /** Read when the test runs: the formula and constants as the form holds them now. */
  current: () => FormulaUnderTest;
  /** Codes of the cost's earlier surcharges, readable when calReferenceStatus is on. */
  earlierCodes: string[];
}

/**
 * The formula test of the surcharge screen: sample values for every variable (the base ones start from the server's
 * defaults), and the result with what the formula read, or the exact reason it cannot run.
 */
export function FormulaTester({ current, earlierCodes }: Props) {
  const { t } = useTranslation('product-costs');
  const { t: tc } = useTranslation();
  const lang = useLanguage();
  const [samples, setSamples] = useState<Record<string, string>>({ ...FORMULA_SAMPLES });
  const [result, setResult] = useState<FormulaTestResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const names: { name: string; label: string }[] = [
    ...FORMULA_VARIABLES.map((name) => ({ name, label: FORMULA_VARIABLE_WORDS[name][lang] })),
    ...earlierCodes.map((code) => ({ name: code, label: code })),
  ];

  const run = async () => {
    const f = current();
    setBusy(true);
    setFailure(null);
    try {
      const variables = Object.fromEntries(
        Object.entries(samples).filter(([name, v]) => v.trim() !== '' && names.some((n) => n.name === name)),
      );
      setResult(
        await productCostsApi.testFormula({
          formula: f.formula,
          productSurchargeFormulaConstants: f.constants,
          variables,
          calReferenceStatus: f.calReferenceStatus,
          calSortNumber: f.calSortNumber,
          ...(f.costId ? { costId: f.costId } : {}),
          ...(f.surchargeId ? { surchargeId: f.surchargeId } : {}),
        }),
      );
    } catch (e) {
      setResult(null);
      const first = isApiError(e) ? e.fieldErrors[0] : undefined;
      setFailure(first ? `${first.field}: ${first.message}` : isApiError(e) ? e.message : tc('http.serviceAbnormal'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card size="small" title={t('tester.title')} data-testid="formula-tester">
      <Typography.Text type="secondary">{t('tester.samples')}</Typography.Text>
      <Row gutter={[8, 8]} style={{ marginTop: 8 }}>
        {names.map(({ name, label }) => (
          <Col xs={12} sm={8} md={6} key={name}>
            <Input
              size="small"
              prefix={
                <Typography.Text type="secondary" title={label}>
                  {name}
                </Typography.Text>
              }
              value={samples[name] ?? ''}
              maxLength={40}
              inputMode="decimal"
              aria-label={label}
              onChange={(e) => setSamples((s) => ({ ...s, [name]: e.target.value }))}
              data-testid={`tester-var-${name}`}
            />
          </Col>
        ))}
      </Row>
      <Button
        icon={<ExperimentOutlined />}
        loading={busy}
        onClick={() => void run()}
        style={{ marginTop: 12 }}
        data-testid="tester-run"
      >
        {t('tester.run')}
      </Button>
      {result?.ok ? (
        <Alert
          type="success"
          showIcon
          style={{ marginTop: 12 }}
          title={t('tester.result', { value: result.value })}
          description={t('tester.inputs', {
            inputs: Object.entries(result.inputs ?? {})
              .map(([k, v]) => `${k} = ${v}`)
              .join(', '),
          })}
          data-testid="tester-result"
        />
      ) : null}
      {result && !result.ok ? (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          title={t('tester.failed', { reason: result.error?.message ?? '' })}
          data-testid="tester-error"
        />
      ) : null}
      {failure ? (
        <Alert type="error" showIcon style={{ marginTop: 12 }} title={failure} data-testid="tester-error" />
      ) : null}
    </Card>
  );
}
