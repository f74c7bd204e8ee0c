import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../shared/access';
import { useSessionContext } from '../../../shared/session';
import { QuoteCalculator } from '../components/QuoteCalculator';
import { useQuoteCalc } from '../hooks/useQuote';
import { useQuoteCountries } from '../hooks/useQuoteOptions';
import { QUOTE_PERMISSIONS } from '../permissions';

/**
 * The rate calculator inside the app: every product the user may ship with, priced for this shipment. The platform
 * also sees each quote's cost and margin, and may quote as one of its customers.
 */
export function QuotePage() {
  const { t } = useTranslation('quote');
  const { currentUser } = useSessionContext();
  const access = useAccess();
  const countries = useQuoteCountries();
  const calc = useQuoteCalc();
  // Without user:list the customers dropdown would be refused: the platform then quotes its own prices only.
  const withCustomer = currentUser.privilegeType === 'PLATFORM' && access.can(QUOTE_PERMISSIONS.customers);

  return (
    <Card className="ph-page-card" data-testid="quote-page">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {t('title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('subtitle')}</Typography.Paragraph>
      <QuoteCalculator
        countries={countries.options}
        countriesLoading={countries.isLoading}
        withCustomer={withCustomer}
        calc={(input) => calc.mutateAsync(input)}
        pending={calc.isPending}
      />
    </Card>
  );
}
