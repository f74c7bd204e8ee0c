import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useNarrowScreen } from '../../../app/layout/responsive';
import { LanguageButtons } from '../../../shared/components/LanguageButtons';
import verifyExample from '../docs/verify-example.txt?raw';
import { EXAMPLE_PAYLOAD } from '../docs/examplePayload';

const { Title, Paragraph } = Typography;
const codeStyle = { whiteSpace: 'pre', overflowX: 'auto', fontSize: 12, margin: 0 } as const;

/**
 * /APIDockingInfo/webhookDoc: the public page for integrators (no sign-in): events, payload, headers, the signature
 * check in Node (the very text a server spec runs against a real signed message), retries.
 */
export function WebhookDocPage() {
  const { t } = useTranslation('webhooks');
  const narrow = useNarrowScreen();
  return (
    <Flex
      justify="center"
      style={{ minHeight: '100vh', padding: narrow ? '8px 4px' : '24px 12px', background: '#f0f2f5' }}
    >
      <Card
        style={{ width: 960, maxWidth: '100%', alignSelf: 'flex-start' }}
        styles={{ body: { padding: narrow ? 12 : 24 } }}
        data-testid="webhook-doc"
      >
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Title level={3} style={{ margin: 0 }}>
            {t('doc.title')}
          </Title>
          <LanguageButtons />
        </Flex>
        <Paragraph style={{ marginTop: 12 }}>{t('doc.intro')}</Paragraph>
        <Title level={4}>{t('doc.eventsTitle')}</Title>
        <Paragraph>
          <code>{t('doc.eventTracking')}</code>
        </Paragraph>
        <Title level={4}>{t('doc.headersTitle')}</Title>
        <ul>
          <li>{t('doc.headerId')}</li>
          <li>{t('doc.headerTimestamp')}</li>
          <li>{t('doc.headerSignature')}</li>
        </ul>
        <Title level={4}>{t('doc.payloadTitle')}</Title>
        <Paragraph>{t('doc.payloadText')}</Paragraph>
        <pre style={codeStyle} data-testid="webhook-doc-payload">
          {JSON.stringify(EXAMPLE_PAYLOAD, null, 2)}
        </pre>
        <Title level={4}>{t('doc.verifyTitle')}</Title>
        <pre style={codeStyle} data-testid="webhook-doc-example">
          {verifyExample}
        </pre>
        <Paragraph style={{ marginTop: 8 }}>{t('doc.verifyLibrary')}</Paragraph>
        <Title level={4}>{t('doc.retriesTitle')}</Title>
        <Paragraph>{t('doc.retriesText')}</Paragraph>
        <Paragraph type="secondary">{t('doc.addressesText')}</Paragraph>
        <Paragraph>
          <Link to="/login">Parcelhub</Link>
        </Paragraph>
      </Card>
    </Flex>
  );
}
