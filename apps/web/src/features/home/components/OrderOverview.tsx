import type { ReactNode } from 'react';
import { Card, Col, Row, Skeleton, Typography } from 'antd';
import {
  CalendarOutlined,
  CarOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  FileTextOutlined,
  ScanOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { HOME_BUCKETS, type HomeBucket } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSessionContext } from '../../../shared/session';
import { useHomeCounts } from '../hooks/useHomeCounts';

const ORDER_LIST_KEY = 'order/list/index';
const ORDER_LIST_PATH = '/order/list';

const ICONS: Record<HomeBucket, ReactNode> = {
  today: <CalendarOutlined />,
  toInvoice: <FileTextOutlined />,
  inTransit: <CarOutlined />,
  unscanned: <ScanOutlined />,
  delayed: <ClockCircleOutlined />,
  abnormal: <WarningOutlined />,
  labelFailed: <CloseCircleOutlined />,
};

/** Buckets that ask for attention: their count shows in the warning or error colour when not zero. */
const TONE: Partial<Record<HomeBucket, string>> = {
  delayed: 'var(--ant-color-warning)',
  abnormal: 'var(--ant-color-error)',
  labelFailed: 'var(--ant-color-error)',
};

/** Where the order list lives in this user's menu. */
function useOrderListPath(): string {
  const { routes } = useSessionContext();
  return routes.find((r) => r.componentKey === ORDER_LIST_KEY)?.path ?? ORDER_LIST_PATH;
}

/**
 * The order overview of the home (spec 000 §1): today's orders, those to be invoiced, and the parcels in transit,
 * unscanned, delayed, abnormal and with a failed label; each count opens the order list holding those orders.
 */
export function OrderOverview() {
  const { t } = useTranslation('home');
  const counts = useHomeCounts();
  const listPath = useOrderListPath();
  const data = counts.data;
  return (
    <Card title={t('overview.title')} style={{ height: '100%' }} data-testid="home-overview">
      {!data ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Row gutter={[12, 12]}>
          {HOME_BUCKETS.map((b) => {
            const n = data[b];
            const tone = n > 0 ? TONE[b] : undefined;
            return (
              <Col key={b} xs={12} sm={8} xl={6}>
                <Link
                  to={`${listPath}?bucket=${b}`}
                  data-testid={`home-count-${b}`}
                  aria-label={`${t(`overview.${b}`)}: ${n}`}
                  style={{ display: 'block', color: 'inherit' }}
                >
                  <Card size="small" hoverable styles={{ body: { padding: '10px 12px' } }}>
                    <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: 13 }}>
                      {ICONS[b]} {t(`overview.${b}`)}
                    </Typography.Text>
                    <div
                      data-testid={`home-count-${b}-value`}
                      style={{ fontSize: 22, fontWeight: 600, lineHeight: '30px', color: tone }}
                    >
                      {n.toLocaleString('en-US')}
                    </div>
                  </Card>
                </Link>
              </Col>
            );
          })}
        </Row>
      )}
    </Card>
  );
}
