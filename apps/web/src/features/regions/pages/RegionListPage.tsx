import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import type { Region } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../shared/access';
import { ListPage } from '../../../shared/list';
import { regionsApi } from '../api/regionsApi';
import { RegionFormModal } from '../components/RegionFormModal';
import { useRegionColumns } from '../components/regionColumns';
import { toRegionQuery, useRegionFilters, type RegionFilters } from '../components/regionFilters';
import { regionKeys } from '../hooks/queryKeys';
import { REGION_PERMISSIONS } from '../permissions';

const INITIAL_FILTERS: RegionFilters = {};

/** The countries (component key system/region/index): every field the platform may edit, one form. */
export function RegionListPage() {
  const { t } = useTranslation('regions');
  const { t: tc } = useTranslation();
  const canEdit = useAccess().can(REGION_PERMISSIONS.edit);
  const [editing, setEditing] = useState<Region | null>(null);
  const columns = useRegionColumns();
  const filters = useRegionFilters();

  return (
    <ListPage<Region, RegionFilters>
      testId="region"
      title={t('regionTitle')}
      filterFormName="region-filters"
      filters={filters}
      initialFilters={INITIAL_FILTERS}
      queryKey={regionKeys.countries()}
      load={(req, signal) => regionsApi.list(toRegionQuery(req), signal)}
      columns={columns}
      rowKey={(r) => r.regionCode}
      rowTestId={(r) => `region-row-${r.regionCode}`}
      pageSize={50}
      rowActions={
        canEdit
          ? {
              width: 56,
              render: (r) => (
                <Tooltip title={tc('actions.edit')}>
                  <Button
                    type="link"
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={tc('actions.edit')}
                    onClick={() => setEditing(r)}
                    data-testid={`region-edit-${r.regionCode}`}
                  />
                </Tooltip>
              ),
            }
          : undefined
      }
    >
      {() => <RegionFormModal region={editing} onClose={() => setEditing(null)} />}
    </ListPage>
  );
}
