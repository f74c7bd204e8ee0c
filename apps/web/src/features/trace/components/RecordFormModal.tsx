import { Form, Input, Select } from 'antd';
import {
  DELIVERY_NUMBER_MAX,
  STATION_CODE_MAX,
  TRACE_DESCRIPTION_MAX,
  TRACE_LOCATION_MAX,
  TRACKING_STATUSES,
  TRACKING_STATUS_WORDS,
  TRACKING_SUB_STATUSES,
  TRACKING_SUB_STATUS_WORDS,
  TraceDbEdit,
  isTrackingStatus,
  type TraceDbRecord,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { useEditRecord } from '../hooks/useTrace';

const FIELDS = [
  'deliveryNumber',
  'status',
  'subStatus',
  'eventTime',
  'location',
  'description',
  'stationCode',
] as const;
/** Refusals about one field: their words go under it. */
const ERROR_FIELDS = {
  TRACE_STATUS_UNKNOWN: 'status',
  TRACE_SUB_STATUS_MISMATCH: 'subStatus',
  TRACE_EVENT_TIME_INVALID: 'eventTime',
  TRACE_EVENT_IN_FUTURE: 'eventTime',
  TRACE_STATION_UNKNOWN: 'stationCode',
  TRACE_STATION_DISABLED: 'stationCode',
  TRACE_RECORD_TAKEN: 'deliveryNumber',
} as const;

/** The record's time as the form writes it: UTC without a station (the server reads it that way). */
const utcText = (iso: string) => iso.slice(0, 19).replace('T', ' ');

/** Change a trace record; the server checks it as an import row and matches its number again. */
export function RecordFormModal({ record, onClose }: { record: TraceDbRecord | null; onClose: () => void }) {
  const { t } = useTranslation('trace');
  const lang = useLanguage();
  const { rules } = useZodRules(TraceDbEdit);
  const edit = useEditRecord();
  const [form] = Form.useForm();
  const status = Form.useWatch('status', form) as string | undefined;
  const subs = status && isTrackingStatus(status) ? TRACKING_SUB_STATUSES[status] : [];
  // A record of a station keeps its time as an ISO instant (the station's clock is the server's to read).
  const initial = record && {
    ...Object.fromEntries(FIELDS.map((f) => [f, record[f] ?? ''])),
    eventTime: record.stationCode ? record.eventTime : utcText(record.eventTime),
  };

  return (
    <FormModal
      open={record !== null}
      title={t('db.form.title')}
      name="trace-record-form"
      form={form}
      schema={TraceDbEdit}
      fields={FIELDS}
      initialValues={initial ?? {}}
      resetKey={record}
      toInput={(v) => ({ ...v, id: record?.id, subStatus: v.subStatus ?? '', stationCode: v.stationCode ?? '' })}
      onSubmit={(input) => edit.mutateAsync(input)}
      successMessage={t('db.messages.saved')}
      errorFields={ERROR_FIELDS}
      onClose={onClose}
      saveTestId="trace-record-save"
      testId="trace-record-modal"
    >
      <Form.Item name="deliveryNumber" label={t('db.form.deliveryNumber')} rules={rules.deliveryNumber}>
        <Input maxLength={DELIVERY_NUMBER_MAX} data-testid="trace-record-form-deliveryNumber" />
      </Form.Item>
      <Form.Item name="status" label={t('db.form.status')} rules={rules.status}>
        <Select
          data-testid="trace-record-form-status"
          options={TRACKING_STATUSES.map((s) => ({ value: s, label: TRACKING_STATUS_WORDS[s][lang] }))}
          onChange={() => form.setFieldValue('subStatus', '')}
        />
      </Form.Item>
      <Form.Item name="subStatus" label={t('db.form.subStatus')}>
        <Select
          allowClear
          disabled={subs.length === 0}
          data-testid="trace-record-form-subStatus"
          options={subs.map((s) => ({ value: s, label: TRACKING_SUB_STATUS_WORDS[s][lang] }))}
        />
      </Form.Item>
      <Form.Item
        name="eventTime"
        label={t('db.form.eventTime')}
        rules={rules.eventTime}
        extra={t('db.form.eventTimeHint')}
      >
        <Input maxLength={40} data-testid="trace-record-form-eventTime" />
      </Form.Item>
      <Form.Item name="location" label={t('db.form.location')} rules={rules.location}>
        <Input maxLength={TRACE_LOCATION_MAX} data-testid="trace-record-form-location" />
      </Form.Item>
      <Form.Item name="description" label={t('db.form.description')} rules={rules.description}>
        <Input maxLength={TRACE_DESCRIPTION_MAX} data-testid="trace-record-form-description" />
      </Form.Item>
      <Form.Item name="stationCode" label={t('db.form.stationCode')} rules={rules.stationCode}>
        <Input maxLength={STATION_CODE_MAX} data-testid="trace-record-form-stationCode" />
      </Form.Item>
    </FormModal>
  );
}
