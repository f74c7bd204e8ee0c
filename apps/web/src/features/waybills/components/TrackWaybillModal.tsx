import { Alert, DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  WAYBILL_DESCRIPTION_MAX,
  WAYBILL_EVENT_TYPES,
  WAYBILL_LOCATION_MAX,
  WaybillTrackInput,
  type Waybill,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { useTrackWaybill } from '../hooks/useWaybills';

const FIELDS = ['type', 'eventTime', 'location', 'description'] as const;
const ERROR_FIELDS = { WAYBILL_EVENT_IN_FUTURE: 'eventTime' };

/** Adds an event (departed, arrived…) to a waybill: every linked parcel's tracking gets it. */
export function TrackWaybillModal({ waybill, onClose }: { waybill: Waybill | null; onClose: () => void }) {
  const { t } = useTranslation('waybills');
  const track = useTrackWaybill();

  return (
    <FormModal
      open={waybill !== null}
      title={t('track.title', { awbNo: waybill?.awbNo ?? '' })}
      name="waybill-track"
      schema={WaybillTrackInput}
      fields={FIELDS}
      initialValues={{ eventTime: dayjs(), location: '', description: '' }}
      resetKey={waybill}
      toInput={(v) => ({ ...v, eventTime: (v.eventTime as Dayjs | undefined)?.toISOString() })}
      onSubmit={(input) => track.mutateAsync({ id: waybill!.id, input })}
      successMessage={t('track.saved')}
      errorFields={ERROR_FIELDS}
      onClose={onClose}
      saveTestId="waybill-track-save"
      testId="waybill-track-modal"
    >
      <Alert type="info" showIcon message={t('track.hint')} style={{ marginBottom: 16 }} />
      <Form.Item name="type" label={t('track.type')} rules={[{ required: true, message: t('track.typeRequired') }]}>
        <Select
          data-testid="waybill-track-type"
          options={WAYBILL_EVENT_TYPES.map((type) => ({ value: type, label: t(`status.${type}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="eventTime"
        label={t('track.eventTime')}
        rules={[{ required: true, message: t('track.timeRequired') }]}
      >
        <DatePicker showTime style={{ width: '100%' }} data-testid="waybill-track-time" />
      </Form.Item>
      <Form.Item name="location" label={t('track.location')}>
        <Input maxLength={WAYBILL_LOCATION_MAX} data-testid="waybill-track-location" />
      </Form.Item>
      <Form.Item name="description" label={t('track.description')}>
        <Input maxLength={WAYBILL_DESCRIPTION_MAX} data-testid="waybill-track-description" />
      </Form.Item>
    </FormModal>
  );
}
