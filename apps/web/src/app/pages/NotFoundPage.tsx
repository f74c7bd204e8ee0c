import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div style={{ paddingTop: 80 }} data-testid="page-404">
      <Result
        status="404"
        title={t('pages.notFoundTitle')}
        subTitle={t('pages.notFoundDesc')}
        extra={
          <Link to="/">
            <Button type="primary">{t('pages.backHome')}</Button>
          </Link>
        }
      />
    </div>
  );
}
