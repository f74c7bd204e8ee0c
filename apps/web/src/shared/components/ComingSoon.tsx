import { Button, Result, Typography } from 'antd';
import { RocketOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export interface PageProps {
  /** The menu component key that led here, shown for support. */
  componentKey?: string | null;
}

function ComingSoonResult({ componentKey, description }: PageProps & { description: string }) {
  const { t } = useTranslation();
  return (
    <Result
      data-testid="coming-soon"
      icon={<RocketOutlined />}
      title={t('pages.comingSoonTitle')}
      subTitle={
        <>
          <div>{description}</div>
          {componentKey ? (
            <Typography.Text type="secondary" code>
              {t('pages.comingSoonKey', { key: componentKey })}
            </Typography.Text>
          ) : null}
        </>
      }
      extra={
        <Link to="/" data-testid="coming-soon-home">
          <Button type="primary">{t('pages.backHome')}</Button>
        </Link>
      }
    />
  );
}

/** Stands in for any menu page that has no screen yet, inside the layout (the menu is beside it). */
export function ComingSoonPage({ componentKey }: PageProps) {
  const { t } = useTranslation();
  return <ComingSoonResult componentKey={componentKey} description={t('pages.comingSoonDesc')} />;
}

/** The public pages still to be built (/bigscreen, the webhook document): no menu around them, so no word of one. */
export function FullPageComingSoon({ componentKey }: PageProps) {
  const { t } = useTranslation();
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 16 }}>
      <ComingSoonResult componentKey={componentKey} description={t('pages.comingSoonFullDesc')} />
    </div>
  );
}
