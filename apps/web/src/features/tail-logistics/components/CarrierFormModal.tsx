import { Col, Form, Input, Row, Switch } from 'antd';
import {
  TAIL_CODE_MAX,
  TAIL_CONTACT_MAX,
  TAIL_NAME_MAX,
  TAIL_PHONE_MAX,
  TAIL_REMARK_MAX,
  TAIL_URL_MAX,
  TailLogisticsSave,
  type TailLogistics,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { useSaveCarrier } from '../hooks/useTailLogistics';

const FIELDS = ['code', 'name', 'contact', 'phone', 'website', 'trackingUrl', 'enabled', 'remark'] as const;

interface Props {
  open: boolean;
  /** null: add one. */
  carrier: TailLogistics | null;
  onClose: () => void;
  onSaved?: (carrier: TailLogistics) => void;
}

/** Add or change a last-mile carrier. */
export function CarrierFormModal({ open, carrier, onClose, onSaved }: Props) {
  const { t } = useTranslation('tail-logistics');
  const { rules } = useZodRules(TailLogisticsSave);
  const save = useSaveCarrier();
  const initial = carrier ? Object.fromEntries(FIELDS.map((f) => [f, carrier[f]])) : { enabled: true, trackingUrl: '' };

  return (
    <FormModal
      title={carrier ? t('form.editTitle') : t('form.createTitle')}
      open={open}
      width={640}
      name="tail-carrier-form"
      schema={TailLogisticsSave}
      fields={FIELDS}
      initialValues={initial}
      resetKey={carrier}
      toInput={(values) => (carrier ? { ...values, id: carrier.id } : values)}
      onSubmit={(input) => save.mutateAsync(input)}
      successMessage={carrier ? t('messages.updated') : t('messages.created')}
      onSaved={onSaved}
      errorFields={{ TAIL_LOGISTICS_CODE_TAKEN: 'code' }}
      onClose={onClose}
      saveTestId="tail-carrier-save"
      testId="tail-carrier-modal"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="code" label={t('form.code')} rules={rules.code} extra={t('form.codeHint')}>
            <Input maxLength={TAIL_CODE_MAX} data-testid="tail-carrier-form-code" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('form.name')} rules={rules.name}>
            <Input maxLength={TAIL_NAME_MAX} data-testid="tail-carrier-form-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="contact" label={t('form.contact')} rules={rules.contact}>
            <Input maxLength={TAIL_CONTACT_MAX} data-testid="tail-carrier-form-contact" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label={t('form.phone')} rules={rules.phone}>
            <Input maxLength={TAIL_PHONE_MAX} data-testid="tail-carrier-form-phone" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="website" label={t('form.website')} rules={rules.website}>
            <Input maxLength={TAIL_URL_MAX} placeholder="https://" data-testid="tail-carrier-form-website" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            name="trackingUrl"
            label={t('form.trackingUrl')}
            rules={rules.trackingUrl}
            extra={t('form.trackingUrlHint', { placeholder: '{trackingNo}' })}
          >
            <Input maxLength={TAIL_URL_MAX} data-testid="tail-carrier-form-trackingUrl" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="remark" label={t('form.remark')} rules={rules.remark}>
            <Input.TextArea rows={2} maxLength={TAIL_REMARK_MAX} data-testid="tail-carrier-form-remark" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="enabled" label={t('form.enabled')} valuePropName="checked">
            <Switch data-testid="tail-carrier-form-enabled" />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
