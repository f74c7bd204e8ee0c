import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { AbnormalOrderList } from '../abnormal/AbnormalOrderList';
import { DeliveryWarningList } from '../abnormal/DeliveryWarningList';

/** The platform's problem orders: abnormal states (with their export) and delivery warnings, one tab each. */
export function AbnormalOrdersPage() {
  const { t } = useTranslation('orders');
  return (
    <Tabs
      destroyOnHidden
      data-testid="abnormal-tabs"
      items={[
        { key: 'abnormal', label: t('abnormal.tabs.abnormal'), children: <AbnormalOrderList /> },
        { key: 'warnings', label: t('abnormal.tabs.warnings'), children: <DeliveryWarningList /> },
      ]}
    />
  );
}
