import { useState } from 'react';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { StationTab } from '../components/StationTab';
import { BagsTab } from '../components/BagsTab';

/** The bagging workstation (menu warehouse/bagging/index): the station and the bags list, two tabs. */
export function BaggingPage() {
  const { t } = useTranslation('bagging');
  const [tab, setTab] = useState('station');
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      destroyOnHidden
      items={[
        {
          key: 'station',
          label: <span data-testid="bagging-tab-station">{t('tabs.station')}</span>,
          children: <StationTab />,
        },
        { key: 'bags', label: <span data-testid="bagging-tab-bags">{t('tabs.bags')}</span>, children: <BagsTab /> },
      ]}
    />
  );
}
