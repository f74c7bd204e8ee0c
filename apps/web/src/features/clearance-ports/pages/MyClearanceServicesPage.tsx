import { Space, Tag, Typography } from 'antd';
import {
  CLEARANCE_UPLOAD_METHOD_WORDS,
  type ClearanceAssignment,
  type ClearanceUploadMethodType,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { ListPage, type ListColumn } from '../../../shared/list';
import { formatDateTime } from '../../../shared/format';
import { clearancePortsApi } from '../api/clearancePortsApi';
import { clearanceKeys } from '../hooks/queryKeys';

type Filters = Record<string, never>;
const INITIAL: Filters = {};

/** The customer's own clearance services (menu key clearance/service/index, read only): what the platform assigned. */
export function MyClearanceServicesPage() {
  const { t } = useTranslation('clearance-ports');
  const lang = useLanguage();
  const columns: ListColumn<ClearanceAssignment>[] = [
    { key: 'industryName', title: t('mine.industry'), width: 180, locked: true, ellipsis: true },
    { key: 'serviceName', title: t('services.columns.name'), width: 160, ellipsis: true },
    {
      key: 'parameters',
      title: t('services.columns.parameters'),
      width: 220,
      render: (r) =>
        r.parameters.length ? (
          <Space size={[0, 4]} wrap>
            {r.parameters.map((p) => (
              <Tag key={p.key}>{`${p.key}=${p.value}`}</Tag>
            ))}
          </Space>
        ) : (
          '-'
        ),
    },
    { key: 'repeat', title: t('services.columns.repeat'), width: 120, render: (r) => (r.repeat ? t('yes') : t('no')) },
    {
      key: 'uploadMethodTypes',
      title: t('services.columns.uploadMethods'),
      width: 200,
      render: (r) =>
        r.uploadMethodTypes
          .map((m) => CLEARANCE_UPLOAD_METHOD_WORDS[m as ClearanceUploadMethodType]?.[lang] ?? m)
          .join(', ') || '-',
    },
    { key: 'describe', title: t('services.form.describe'), width: 220, ellipsis: true },
    { key: 'createdAt', title: t('assignments.since'), width: 160, render: (r) => formatDateTime(r.createdAt) },
  ];
  return (
    <ListPage<ClearanceAssignment, Filters>
      testId="my-clearance-services"
      title={t('mine.title')}
      intro={
        <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
          {t('mine.intro')}
        </Typography.Paragraph>
      }
      filterFormName="my-clearance-filters"
      initialFilters={INITIAL}
      queryKey={clearanceKeys.mine()}
      load={({ pageNo, pageSize }, signal) => clearancePortsApi.assignments({ pageNo, pageSize }, signal)}
      columns={columns}
      rowKey={(r) => r.id}
      rowTestId={(r) => `my-service-row-${r.serviceId}`}
    />
  );
}
