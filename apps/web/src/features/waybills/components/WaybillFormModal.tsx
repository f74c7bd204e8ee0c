import { Col, DatePicker, Form, Input, InputNumber, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  WAYBILL_AWB_MAX,
  WAYBILL_FLIGHT_MAX,
  WAYBILL_REMARK_MAX,
  WaybillSave,
  type Waybill,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { useSaveWaybill } from '../hooks/useWaybills';
import { awbProblem } from './awbRule';

const FIELDS = [
  'awbNo',
  'origin',
  'destination',
  'flightNo',
  'departureDate',
  'arrivalDate',
  'pieces',
  'weight',
  'remark',
] as const;
const ERROR_FIELDS = {
  WAYBILL_AWB_FORMAT: 'awbNo',
  WAYBILL_AWB_CHECK_DIGIT: 'awbNo',
  WAYBILL_AWB_TAKEN: 'awbNo',
  WAYBILL_DATES_ORDER: 'arrivalDate',
};
const day = (v: string) => (v ? dayjs(v) : undefined);
const dateText = (v: unknown) => (v ? (v as Dayjs).format('YYYY-MM-DD') : '');

interface Props {
  open: boolean;
  /** null: add one. */
  waybill: Waybill | null;
  onClose: () => void;
}

/** Add or change a master air waybill; the AWB number's check digit is checked here as on the server. */
export function WaybillFormModal({ open, waybill, onClose }: Props) {
  const { t } = useTranslation('waybills');
  const { rules } = useZodRules(WaybillSave);
  const save = useSaveWaybill();
  const initial = waybill
    ? {
        ...Object.fromEntries(FIELDS.map((f) => [f, waybill[f]])),
        departureDate: day(waybill.departureDate),
        arrivalDate: day(waybill.arrivalDate),
      }
    : { pieces: 0, weight: '0' };
  const awbRule = {
    validator: (_: unknown, value: string | undefined) => {
      const problem = value ? awbProblem(value, t) : null;
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  };

  return (
    <FormModal
      title={waybill ? t('form.editTitle') : t('form.createTitle')}
      open={open}
      width={680}
      name="waybill-form"
      schema={WaybillSave}
      fields={FIELDS}
      initialValues={initial}
      resetKey={waybill}
      toInput={(v) => ({
        ...v,
        ...(waybill ? { id: waybill.id } : {}),
        departureDate: dateText(v.departureDate),
        arrivalDate: dateText(v.arrivalDate),
        weight: v.weight === null || v.weight === undefined || v.weight === '' ? '0' : String(v.weight),
        pieces: v.pieces ?? 0,
      })}
      check={(input) => {
        const problem = awbProblem(input.awbNo, t);
        return problem ? { field: 'awbNo', message: problem } : null;
      }}
      onSubmit={(input) => save.mutateAsync(input)}
      successMessage={waybill ? t('messages.updated') : t('messages.created')}
      errorFields={ERROR_FIELDS}
      onClose={onClose}
      saveTestId="waybill-save"
      testId="waybill-modal"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="awbNo"
            label={t('form.awbNo')}
            rules={[...(rules.awbNo ?? []), awbRule]}
            extra={t('form.awbNoHint')}
            validateDebounce={300}
          >
            <Input maxLength={WAYBILL_AWB_MAX} data-testid="waybill-form-awbNo" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="flightNo" label={t('form.flightNo')} rules={rules.flightNo}>
            <Input maxLength={WAYBILL_FLIGHT_MAX} data-testid="waybill-form-flightNo" />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name="origin" label={t('form.origin')} rules={rules.origin}>
            <Input maxLength={3} placeholder="PVG" data-testid="waybill-form-origin" />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name="destination" label={t('form.destination')} rules={rules.destination}>
            <Input maxLength={3} placeholder="LAX" data-testid="waybill-form-destination" />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name="departureDate" label={t('form.departureDate')}>
            <DatePicker style={{ width: '100%' }} data-testid="waybill-form-departureDate" />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name="arrivalDate" label={t('form.arrivalDate')}>
            <DatePicker style={{ width: '100%' }} data-testid="waybill-form-arrivalDate" />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name="pieces" label={t('form.pieces')}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid="waybill-form-pieces" />
          </Form.Item>
        </Col>
        <Col xs={12}>
          <Form.Item name="weight" label={t('form.weight')}>
            <InputNumber<string>
              min="0"
              step="0.001"
              stringMode
              style={{ width: '100%' }}
              data-testid="waybill-form-weight"
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="remark" label={t('form.remark')} rules={rules.remark}>
            <Input.TextArea rows={2} maxLength={WAYBILL_REMARK_MAX} data-testid="waybill-form-remark" />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
