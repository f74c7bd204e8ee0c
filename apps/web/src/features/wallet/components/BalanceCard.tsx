import { Button, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { WalletOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format';
import { useMyWallet } from '../hooks/useWallet';

/**
 * The caller's balances (available, deposit, credit limit) and the way to recharge. `compact`: for a narrow column
 * (the home page), the available balance on a line of its own.
 */
export function BalanceCard({ canRecharge, compact = false }: { canRecharge: boolean; compact?: boolean }) {
  const side = compact ? 12 : 8;
  const { t } = useTranslation('wallet');
  const wallet = useMyWallet();
  const w = wallet.data;
  const belowZero = !!w && w.available.startsWith('-');
  return (
    <Card
      className="ph-page-card"
      title={
        <span>
          <WalletOutlined /> {t('balance.title')}
        </span>
      }
      extra={
        canRecharge ? (
          <Link to="/finance/recharge" data-testid="wallet-recharge">
            <Button type="primary">{t('balance.recharge')}</Button>
          </Link>
        ) : null
      }
      data-testid="wallet-balance"
    >
      {!w ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Row gutter={[24, 12]}>
          <Col xs={24} sm={compact ? 24 : 8}>
            <Statistic
              title={t('balance.available')}
              value={formatAmount(w.available)}
              suffix={w.currency}
              styles={belowZero ? { content: { color: 'var(--ant-color-error)' } } : undefined}
              data-testid="wallet-available"
            />
            {belowZero ? <Typography.Text type="secondary">{t('balance.belowZero')}</Typography.Text> : null}
          </Col>
          <Col xs={12} sm={side}>
            <Statistic
              title={t('balance.deposit')}
              value={formatAmount(w.deposit)}
              suffix={w.currency}
              data-testid="wallet-deposit"
            />
          </Col>
          <Col xs={12} sm={side}>
            <Statistic
              title={t('balance.creditLimit')}
              value={formatAmount(w.creditLimit)}
              suffix={w.currency}
              data-testid="wallet-credit-limit"
            />
          </Col>
        </Row>
      )}
    </Card>
  );
}
