import { useMemo } from 'react';
import { Col, Form, Input, Row, Select, Switch } from 'antd';
import {
  STATION_ADDRESS_MAX,
  STATION_CITY_MAX,
  STATION_CODE_MAX,
  STATION_NAME_MAX,
  STATION_REMARK_MAX,
  TraceStationSave,
  type TraceStation,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { useSaveStation } from '../hooks/useTrace';

const FIELDS = ['code', 'name', 'countryCode', 'city', 'address', 'timezone', 'enabled', 'remark'] as const;
const ERROR_FIELDS = { TRACE_STATION_CODE_TAKEN: 'code', TRACE_TIMEZONE_UNKNOWN: 'timezone' } as const;

/** The runtime's IANA zones (every browser the app supports lists them). */
function timeZones(): string[] {
  const list = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return list.includes('UTC') ? list : ['UTC', ...list];
}

interface Props {
  open: boolean;
  /** null: add one. */
  station: TraceStation | null;
  onClose: () => void;
}

/** Add or change a trace station. */
export function StationFormModal({ open, station, onClose }: Props) {
  const { t } = useTranslation('trace');
  const { rules } = useZodRules(TraceStationSave);
  const save = useSaveStation();
  const zones = useMemo(() => timeZones().map((z) => ({ value: z, label: z })), []);
  const initial = station
    ? Object.fromEntries(FIELDS.map((f) => [f, station[f]]))
    : { enabled: true, timezone: 'Asia/Shanghai', countryCode: 'CN' };

  return (
    <FormModal
      title={station ? t('stations.form.editTitle') : t('stations.form.createTitle')}
      open={open}
      width={640}
      name="trace-station-form"
      schema={TraceStationSave}
      fields={FIELDS}
      initialValues={initial}
      resetKey={station}
      toInput={(values) => (station ? { ...values, id: station.id } : values)}
      onSubmit={(input) => save.mutateAsync(input)}
      successMessage={station ? t('stations.messages.updated') : t('stations.messages.created')}
      errorFields={ERROR_FIELDS}
      onClose={onClose}
      saveTestId="trace-station-save"
      testId="trace-station-modal"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="code" label={t('stations.form.code')} rules={rules.code} extra={t('stations.form.codeHint')}>
            <Input maxLength={STATION_CODE_MAX} data-testid="trace-station-form-code" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('stations.form.name')} rules={rules.name}>
            <Input maxLength={STATION_NAME_MAX} data-testid="trace-station-form-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="countryCode"
            label={t('stations.form.countryCode')}
            rules={rules.countryCode}
            normalize={(v: string | undefined) => v?.toUpperCase()}
          >
            <Input maxLength={2} data-testid="trace-station-form-countryCode" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="city" label={t('stations.form.city')} rules={rules.city}>
            <Input maxLength={STATION_CITY_MAX} data-testid="trace-station-form-city" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            name="timezone"
            label={t('stations.form.timezone')}
            rules={rules.timezone}
            extra={t('stations.form.timezoneHint')}
          >
            <Select showSearch options={zones} data-testid="trace-station-form-timezone" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="address" label={t('stations.form.address')} rules={rules.address}>
            <Input maxLength={STATION_ADDRESS_MAX} data-testid="trace-station-form-address" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="remark" label={t('stations.form.remark')} rules={rules.remark}>
            <Input.TextArea rows={2} maxLength={STATION_REMARK_MAX} data-testid="trace-station-form-remark" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="enabled" label={t('stations.form.enabled')} valuePropName="checked">
            <Switch data-testid="trace-station-form-enabled" />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
