import { Button, Result, Typography } from 'antd';
import { RocketOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export interface PageProps {
  /** The menu component key that led here, shown for support. */
  componentKey?: string | null;
}

/** Stands in for any menu page that has no screen yet, and for the public pages still to be built. */
export function ComingSoonPage({ componentKey }: PageProps) {
  const { t } = useTranslation();
  return (
    <Result
      data-testid="coming-soon"
      icon={<RocketOutlined />}
      title={t('pages.comingSoonTitle')}
      subTitle={
        <>
          <div>{t('pages.comingSoonDesc')}</div>
          {componentKey ? (
            <Typography.Text type="secondary" code>
              {t('pages.comingSoonKey', { key: componentKey })}
            </Typography.Text>
          ) : null}
        </>
      }
      extra={
        <Link to="/">
          <Button type="primary">{t('pages.backHome')}</Button>
        </Link>
      }
    />
  );
}
