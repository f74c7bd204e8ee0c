import { Form, Input, Switch } from 'antd';
import {
  DeliveryServiceSave,
  TAIL_CODE_MAX,
  TAIL_NAME_MAX,
  TAIL_REMARK_MAX,
  type DeliveryService,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { useSaveService } from '../hooks/useTailLogistics';

const FIELDS = ['code', 'name', 'enabled', 'remark'] as const;

interface Props {
  open: boolean;
  carrierId: number;
  /** null: add one. */
  service: DeliveryService | null;
  onClose: () => void;
}

/** Add or change one delivery service of a carrier. */
export function ServiceFormModal({ open, carrierId, service, onClose }: Props) {
  const { t } = useTranslation('tail-logistics');
  const { rules } = useZodRules(DeliveryServiceSave);
  const save = useSaveService();
  const initial = service
    ? { code: service.code, name: service.name, enabled: service.enabled, remark: service.remark }
    : { enabled: true };

  return (
    <FormModal
      title={service ? t('serviceForm.editTitle') : t('serviceForm.createTitle')}
      open={open}
      width={520}
      name="tail-service-form"
      schema={DeliveryServiceSave}
      fields={FIELDS}
      initialValues={initial}
      resetKey={service}
      toInput={(values) => ({ ...values, tailLogisticsId: carrierId, ...(service ? { id: service.id } : {}) })}
      onSubmit={(input) => save.mutateAsync(input)}
      successMessage={service ? t('messages.updated') : t('messages.created')}
      errorFields={{ TAIL_SERVICE_CODE_TAKEN: 'code' }}
      onClose={onClose}
      saveTestId="tail-service-save"
      testId="tail-service-modal"
    >
      <Form.Item name="code" label={t('serviceForm.code')} rules={rules.code} extra={t('form.codeHint')}>
        <Input maxLength={TAIL_CODE_MAX} data-testid="tail-service-form-code" />
      </Form.Item>
      <Form.Item name="name" label={t('serviceForm.name')} rules={rules.name}>
        <Input maxLength={TAIL_NAME_MAX} data-testid="tail-service-form-name" />
      </Form.Item>
      <Form.Item name="remark" label={t('form.remark')} rules={rules.remark}>
        <Input.TextArea rows={2} maxLength={TAIL_REMARK_MAX} data-testid="tail-service-form-remark" />
      </Form.Item>
      <Form.Item name="enabled" label={t('form.enabled')} valuePropName="checked">
        <Switch data-testid="tail-service-form-enabled" />
      </Form.Item>
    </FormModal>
  );
}
