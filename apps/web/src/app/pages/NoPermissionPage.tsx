import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';

export function NoPermissionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div style={{ paddingTop: 80 }} data-testid="page-401">
      <Result
        status="403"
        title={t('pages.noPermissionTitle')}
        subTitle={t('pages.noPermissionDesc')}
        extra={[
          <Button key="back" onClick={() => void navigate(-1)}>
            {t('actions.back')}
          </Button>,
          <Link key="home" to="/">
            <Button type="primary">{t('pages.backHome')}</Button>
          </Link>,
        ]}
      />
    </div>
  );
}
