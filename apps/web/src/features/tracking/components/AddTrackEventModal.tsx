import { DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  AddTrackInfoInput,
  MANUAL_DESCRIPTION_MAX,
  TRACKING_STATUSES,
  TRACKING_STATUS_WORDS,
  TRACKING_SUB_STATUSES,
  TRACKING_SUB_STATUS_WORDS,
  isTrackingStatus,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { FormModal } from '../../../shared/forms/FormModal';
import { useAddTrackEvent } from '../hooks/useTracking';

const FIELDS = ['status', 'subStatus', 'eventTime', 'location', 'description'] as const;
/** Refusals about one field: their words go under it. */
const ERROR_FIELDS = {
  TRACKING_STATUS_UNKNOWN: 'status',
  TRACKING_SUB_STATUS_MISMATCH: 'subStatus',
  TRACKING_EVENT_IN_FUTURE: 'eventTime',
  TRACKING_EVENT_BEFORE_ORDER: 'eventTime',
};

/** The platform adds an event to a parcel by hand (the number is the order's). */
export function AddTrackEventModal(props: { trackingNo: string | null; onClose: () => void }) {
  const { trackingNo, onClose } = props;
  const { t } = useTranslation('tracking');
  const lang = useLanguage();
  const add = useAddTrackEvent();
  const [form] = Form.useForm();
  const status = Form.useWatch('status', form) as string | undefined;
  const subs = status && isTrackingStatus(status) ? TRACKING_SUB_STATUSES[status] : [];

  return (
    <FormModal
      open={trackingNo !== null}
      title={t('add.title')}
      name="track-event"
      form={form}
      schema={AddTrackInfoInput}
      fields={FIELDS}
      initialValues={{ eventTime: dayjs() }}
      resetKey={trackingNo}
      toInput={(v) => ({
        ...v,
        trackingNo,
        subStatus: v.subStatus ?? '',
        eventTime: (v.eventTime as Dayjs | undefined)?.toISOString(),
      })}
      onSubmit={(input) => add.mutateAsync(input)}
      successMessage={t('add.saved')}
      errorFields={ERROR_FIELDS}
      onClose={onClose}
      saveTestId="track-event-save"
      testId="track-event-modal"
    >
      <Form.Item
        name="status"
        label={t('fields.status')}
        rules={[{ required: true, message: t('add.statusRequired') }]}
      >
        <Select
          data-testid="track-event-status"
          options={TRACKING_STATUSES.map((s) => ({ value: s, label: TRACKING_STATUS_WORDS[s][lang] }))}
          onChange={() => form.setFieldValue('subStatus', undefined)}
        />
      </Form.Item>
      <Form.Item name="subStatus" label={t('fields.subStatus')}>
        <Select
          allowClear
          disabled={subs.length === 0}
          data-testid="track-event-sub-status"
          options={subs.map((s) => ({ value: s, label: TRACKING_SUB_STATUS_WORDS[s][lang] }))}
        />
      </Form.Item>
      <Form.Item
        name="eventTime"
        label={t('fields.eventTime')}
        rules={[{ required: true, message: t('add.timeRequired') }]}
      >
        <DatePicker showTime style={{ width: '100%' }} data-testid="track-event-time" />
      </Form.Item>
      <Form.Item name="location" label={t('fields.location')}>
        <Input maxLength={100} data-testid="track-event-location" />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('fields.description')}
        extra={t('add.descriptionHint', { max: MANUAL_DESCRIPTION_MAX })}
      >
        <Input maxLength={MANUAL_DESCRIPTION_MAX} showCount data-testid="track-event-description" />
      </Form.Item>
    </FormModal>
  );
}
