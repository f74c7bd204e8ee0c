import { Col, Form, Input, Row, Select, Switch } from 'antd';
import { DockModelInput, PRE_RECORDED_TYPES, type DockModel } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { useSaveDockModel } from '../hooks/useProductCosts';

const FIELDS = [
  'name',
  'serviceCode',
  'usePreRecordedType',
  'attribute',
  'attributeZh',
  'attributeEn',
  'attributeKo',
  'logistics',
  'logisticsNames',
  'enabled',
] as const;

interface Props {
  open: boolean;
  providerId: number;
  /** null: create. */
  model: DockModel | null;
  onClose: () => void;
}

export function DockModelFormModal({ open, providerId, model, onClose }: Props) {
  const { t } = useTranslation('product-costs');
  const { rules } = useZodRules(DockModelInput);
  const save = useSaveDockModel();

  const text = (name: (typeof FIELDS)[number], max: number) => (
    <Form.Item name={name} label={t(`model.${name as 'name'}`)} rules={rules[name]}>
      <Input maxLength={max} data-testid={`model-form-${name}`} />
    </Form.Item>
  );

  return (
    <FormModal
      title={model ? t('model.editTitle') : t('model.createTitle')}
      open={open}
      width={720}
      name="model-form"
      schema={DockModelInput}
      fields={FIELDS}
      initialValues={model ?? { usePreRecordedType: 'NONE', enabled: true, logisticsNames: [] }}
      resetKey={model}
      toInput={(values) => ({ ...values, providerId, ...(model ? { id: model.id } : {}) })}
      onSubmit={(input) => save.mutateAsync(input)}
      successMessage={t('model.saved')}
      errorFields={{ DOCK_MODEL_CODE_TAKEN: 'serviceCode' }}
      onClose={onClose}
      saveTestId="model-save"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          {text('name', 100)}
        </Col>
        <Col xs={24} md={12}>
          {text('serviceCode', 64)}
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="usePreRecordedType" label={t('model.usePreRecordedType')}>
            <Select options={PRE_RECORDED_TYPES.map((p) => ({ value: p, label: t(`model.preRecorded.${p}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          {text('attribute', 32)}
        </Col>
        <Col xs={24} md={8}>
          {text('attributeZh', 100)}
        </Col>
        <Col xs={24} md={8}>
          {text('attributeEn', 100)}
        </Col>
        <Col xs={24} md={8}>
          {text('attributeKo', 100)}
        </Col>
        <Col xs={24} md={12}>
          {text('logistics', 64)}
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="logisticsNames" label={t('model.logisticsNames')}>
            <Select mode="tags" open={false} tokenSeparators={[',']} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="enabled" label={t('model.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
