import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNarrowScreen } from '../../../app/layout/responsive';
import { Link } from 'react-router-dom';
import { LanguageButtons } from '../../../shared/components/LanguageButtons';
import { QuoteCalculator } from '../components/QuoteCalculator';
import { usePublicQuoteCalc } from '../hooks/useQuote';
import { usePublicCountries } from '../hooks/usePublicCountries';

/**
 * /calculator: the platform's public prices for anyone, no sign-in and no menu. The server limits how often one
 * address may ask; its refusal is shown above the results.
 */
export function PublicCalculatorPage() {
  const { t } = useTranslation('quote');
  const { t: tc } = useTranslation();
  const countries = usePublicCountries();
  const calc = usePublicQuoteCalc();
  const narrow = useNarrowScreen();

  return (
    <Flex
      justify="center"
      style={{ minHeight: '100vh', padding: narrow ? '8px 4px' : '24px 12px', background: '#f0f2f5' }}
    >
      <Card
        style={{ width: 960, maxWidth: '100%', alignSelf: 'flex-start' }}
        styles={{ body: { padding: narrow ? 12 : 24 } }}
        data-testid="public-calculator"
      >
        <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
          <Flex align="center" gap={8}>
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t('publicTitle')}
            </Typography.Title>
          </Flex>
          <LanguageButtons />
        </Flex>
        <Typography.Paragraph type="secondary">
          {t('publicSubtitle', { app: tc('app.name') })} <Link to="/login">{t('signIn')}</Link>
        </Typography.Paragraph>
        <QuoteCalculator
          countries={countries.options}
          calc={(input) => calc.mutateAsync(input)}
          pending={calc.isPending}
        />
      </Card>
    </Flex>
  );
}
