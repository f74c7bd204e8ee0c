import { Col, Form, Input, InputNumber, Row, Switch } from 'antd';
import { BAY_NUMBER_MAX, BaySave, type Bay } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { useSaveBay } from '../hooks/useWarehouses';

const FIELDS = ['number', 'distance', 'maxWeight', 'maxSize', 'valid'] as const;

interface Props {
  open: boolean;
  warehouseId: number;
  /** null: add one. */
  bay: Bay | null;
  onClose: () => void;
}

/** Add or change one bay. */
export function BayFormModal({ open, warehouseId, bay, onClose }: Props) {
  const { t } = useTranslation('warehouses');
  const { rules } = useZodRules(BaySave);
  const save = useSaveBay();
  const initial = bay
    ? Object.fromEntries(FIELDS.map((f) => [f, bay[f]]))
    : { valid: true, maxWeight: '30', maxSize: 150 };
  return (
    <FormModal
      title={bay ? t('bays.editTitle', { number: bay.number }) : t('bays.addTitle')}
      open={open}
      width={520}
      name="bay-form"
      schema={BaySave}
      fields={FIELDS}
      initialValues={initial}
      resetKey={bay ?? open}
      toInput={(values) => ({ ...values, warehouseId, ...(bay ? { id: bay.id } : {}) })}
      onSubmit={(input) => save.mutateAsync(input)}
      successMessage={bay ? t('messages.updated') : t('messages.created')}
      errorFields={{ BAY_NUMBER_TAKEN: 'number' }}
      onClose={onClose}
      saveTestId="bay-save"
      testId="bay-modal"
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item name="number" label={t('bays.number')} rules={rules.number}>
            <InputNumber
              min={1}
              max={BAY_NUMBER_MAX}
              precision={0}
              style={{ width: '100%' }}
              data-testid="bay-form-number"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="distance" label={t('bays.distance')} rules={rules.distance}>
            <Input inputMode="decimal" suffix="m" data-testid="bay-form-distance" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="maxWeight" label={t('bays.maxWeight')} rules={rules.maxWeight}>
            <Input inputMode="decimal" suffix="kg" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="maxSize" label={t('bays.maxSize')} rules={rules.maxSize}>
            <InputNumber min={1} precision={0} style={{ width: '100%' }} suffix="cm" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="valid" label={t('bays.valid')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
