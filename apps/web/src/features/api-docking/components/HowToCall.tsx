import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const EXAMPLE = `curl -X POST "$BASE/api/quote/calc" \\
  -H "X-API-Key: ph_test_..." \\
  -H "Content-Type: application/json" \\
  -d '{"countryCode":"US","postcode":"10001","boxes":[{"length":40,"width":30,"height":20,"weight":3}]}'

curl -X POST "$BASE/api/order/place" \\
  -H "X-API-Key: ph_test_..." \\
  -H "Idempotency-Key: my-order-4711" \\
  -H "Content-Type: application/json" \\
  -d @order.json`;

/** A short "how to call": the header, the calls that take a key, idempotency, the rate. */
export function HowToCall() {
  const { t } = useTranslation('api-docking');
  return (
    <Typography>
      <Typography.Title level={5}>{t('howTo.title')}</Typography.Title>
      <Typography.Paragraph>{t('howTo.header')}</Typography.Paragraph>
      <Typography.Paragraph>{t('howTo.calls')}</Typography.Paragraph>
      <Typography.Paragraph>{t('howTo.idempotency')}</Typography.Paragraph>
      <Typography.Paragraph>{t('howTo.rate')}</Typography.Paragraph>
      <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>{EXAMPLE}</pre>
    </Typography>
  );
}
