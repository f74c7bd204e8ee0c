import { Col, Form, Input, Row, Switch } from 'antd';
import { DockingProviderInput, type DockingProvider } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { useSaveProvider } from '../hooks/useProductCosts';

const FIELDS = ['code', 'name', 'interfaceName', 'syncLabel', 'enabled', 'remark'] as const;

interface Props {
  open: boolean;
  /** null: create. */
  provider: DockingProvider | null;
  onClose: () => void;
}

export function ProviderFormModal({ open, provider, onClose }: Props) {
  const { t } = useTranslation('product-costs');
  const { rules } = useZodRules(DockingProviderInput);
  const save = useSaveProvider();

  return (
    <FormModal
      title={provider ? t('docking.editTitle') : t('docking.createTitle')}
      open={open}
      width={640}
      name="provider-form"
      schema={DockingProviderInput}
      fields={FIELDS}
      initialValues={provider ?? { syncLabel: true, enabled: true }}
      resetKey={provider}
      toInput={(values) => ({ ...values, ...(provider ? { id: provider.id } : {}) })}
      onSubmit={(input) => save.mutateAsync(input)}
      successMessage={t('docking.saved')}
      errorFields={{ DOCKING_PROVIDER_CODE_TAKEN: 'code' }}
      onClose={onClose}
      saveTestId="provider-save"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="code" label={t('docking.code')} rules={rules.code} extra={t('docking.codeHint')}>
            <Input maxLength={32} data-testid="provider-form-code" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('docking.name')} rules={rules.name}>
            <Input maxLength={100} data-testid="provider-form-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="interfaceName"
            label={t('docking.interfaceName')}
            rules={rules.interfaceName}
            extra={t('docking.interfaceHint')}
          >
            <Input maxLength={64} data-testid="provider-form-interfaceName" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="syncLabel" label={t('docking.syncLabel')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="enabled" label={t('docking.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remark" label={t('docking.remark')} rules={rules.remark}>
            <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
