import { Alert, Card, Col, Descriptions, Row, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateTime, maskValue } from '../../../shared/format';
import { useSessionContext } from '../../../shared/session';
import { useAccess, useRoleName } from '../../../shared/access';
import { useLanguage } from '../../../i18n';
import { BalanceCard, WALLET_PERMISSIONS } from '../../wallet';
import { OrderOverview } from '../components/OrderOverview';
import { QuickLinks } from '../components/QuickLinks';

/** The order list's permission: the overview's counts are the list's, by bucket. */
const UPGRADE_PAGE = {
  key: 'subscriberPermissionConfig/subscribableService',
  path: '/subscriberPermissionConfig/subscribableService',
};

const ORDER_LIST_PERMISSION = 'order:list';

function greetingKey(hour: number): 'morning' | 'afternoon' | 'evening' {
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

/**
 * The welcome page: the wallet's balance with the way to recharge and the order overview (the customer center
 * home, spec 000 §1), who is signed in with what rights and edition, and where to go next.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  const access = useAccess();
  const { currentUser, hasPage } = useSessionContext();
  // A wallet is a customer's: the platform and suppliers have none (the call would be refused).
  const showWallet = currentUser.privilegeType === 'USER' && access.can(WALLET_PERMISSIONS.wallet);
  const showOrders = access.can(ORDER_LIST_PERMISSION);
  const roleName = useRoleName();
  const { t: tc } = useTranslation();
  const lang = useLanguage();
  const { user } = currentUser;
  const name = user.nickName || user.username;
  const edition = currentUser.edition;
  const expiry = edition ? currentUser.subscribeOrderExpireMap[edition] : undefined;
  const canUpgrade = currentUser.privilegeType === 'USER' && !!edition && edition !== 'PROFESSIONAL';

  const items = [
    { key: 'username', label: t('username'), children: user.username },
    {
      key: 'type',
      label: t('accountType'),
      children:
        (currentUser.isSubLogin ? t('subAccount') : t('mainAccountType')) +
        (currentUser.isSubLogin && user.mainAccountName ? ` (${t('mainAccount')}: ${user.mainAccountName})` : ''),
    },
    {
      key: 'privilege',
      label: t('privilegeType'),
      children: <Tag color="blue">{tc(`privilege.${currentUser.privilegeType}`)}</Tag>,
    },
    {
      key: 'roles',
      label: t('roles'),
      children: (
        <Space size={4} wrap>
          {user.roles.length > 0 ? user.roles.map((r) => <Tag key={r.id}>{roleName(r.name)}</Tag>) : <span>-</span>}
        </Space>
      ),
    },
    {
      key: 'edition',
      label: t('edition'),
      children: edition ? (
        <Space size={4} wrap>
          <Tag color={edition === 'PROFESSIONAL' ? 'gold' : edition === 'STANDARD' ? 'green' : 'default'}>
            {tc(`edition.${edition}`)}
          </Tag>
          <Typography.Text type="secondary">
            {t('expiresAt')}: {expiry ? formatDateTime(expiry) : t('noExpiry')}
          </Typography.Text>
        </Space>
      ) : (
        '-'
      ),
    },
    { key: 'language', label: t('language'), children: tc(`languageNames.${lang}`) },
    { key: 'phone', label: t('phone'), children: user.phone ? maskValue(user.phone) : t('notSet') },
    { key: 'email', label: t('email'), children: user.email ? maskValue(user.email) : t('notSet') },
    { key: 'createdAt', label: t('registeredAt'), children: formatDateTime(user.createdAt) },
  ];

  return (
    <div data-testid="home-page">
      <Card className="ph-page-card">
        <Typography.Title level={3} style={{ marginTop: 0 }} data-testid="home-greeting">
          {t(`greeting.${greetingKey(new Date().getHours())}`, { name })}
        </Typography.Title>
        <Typography.Text type="secondary">{t('subtitle')}</Typography.Text>
        {canUpgrade ? (
          <Alert
            style={{ marginTop: 16 }}
            type="info"
            showIcon
            title={t('upgradeTip', { edition: tc(`edition.${edition}`) })}
            action={
              hasPage(UPGRADE_PAGE.key) ? (
                <Link to={UPGRADE_PAGE.path} data-testid="home-upgrade">
                  {t('upgrade')}
                </Link>
              ) : undefined
            }
          />
        ) : null}
      </Card>
      {showWallet || showOrders ? (
        <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
          {showWallet ? (
            <Col xs={24} xl={showOrders ? 9 : 24}>
              <BalanceCard canRecharge compact />
            </Col>
          ) : null}
          {showOrders ? (
            <Col xs={24} xl={showWallet ? 15 : 24}>
              <OrderOverview />
            </Col>
          ) : null}
        </Row>
      ) : null}
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} lg={14}>
          <Card title={t('account')} style={{ height: '100%' }}>
            <Descriptions column={{ xs: 1, md: 2 }} size="small" data-testid="home-account" items={items} />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <QuickLinks />
        </Col>
      </Row>
    </div>
  );
}
