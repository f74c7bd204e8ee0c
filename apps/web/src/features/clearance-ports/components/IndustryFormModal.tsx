import { Col, Form, Input, Row, Switch } from 'antd';
import {
  CLEARANCE_INDUSTRY_NAME_MAX,
  CLEARANCE_PORT_REMARK_MAX,
  ClearanceIndustrySave,
  type ClearanceIndustry,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { clearancePortsApi } from '../api/clearancePortsApi';
import { useInvalidateClearance } from '../hooks/useClearance';

const FIELDS = ['name', 'nameEn', 'nameKo', 'enabled', 'remark'] as const;

interface Props {
  open: boolean;
  industry: ClearanceIndustry | null;
  onClose: () => void;
}

/** Add or change a clearance industry: its name in the three languages. */
export function IndustryFormModal({ open, industry, onClose }: Props) {
  const { t } = useTranslation('clearance-ports');
  const { rules } = useZodRules(ClearanceIndustrySave);
  const invalidate = useInvalidateClearance();
  const initial = industry ? Object.fromEntries(FIELDS.map((f) => [f, industry[f]])) : { enabled: true };
  return (
    <FormModal
      title={industry ? t('industries.form.editTitle') : t('industries.form.createTitle')}
      open={open}
      width={560}
      name="clearance-industry-form"
      schema={ClearanceIndustrySave}
      fields={FIELDS}
      initialValues={initial}
      resetKey={industry}
      toInput={(values) => ({ ...values, ...(industry ? { id: industry.id } : {}) })}
      onSubmit={async (input) => {
        const saved = await clearancePortsApi.saveIndustry(input);
        await invalidate();
        return saved;
      }}
      successMessage={industry ? t('industries.messages.updated') : t('industries.messages.created')}
      errorFields={{ CLEARANCE_INDUSTRY_NAME_TAKEN: 'name' }}
      onClose={onClose}
      saveTestId="industry-save"
      testId="industry-modal"
    >
      <Row gutter={16}>
        <Col xs={24}>
          <Form.Item name="name" label={t('industries.form.name')} rules={rules.name}>
            <Input maxLength={CLEARANCE_INDUSTRY_NAME_MAX} data-testid="industry-form-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="nameEn" label={t('industries.form.nameEn')} rules={rules.nameEn}>
            <Input maxLength={CLEARANCE_INDUSTRY_NAME_MAX} data-testid="industry-form-nameEn" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="nameKo"
            label={t('industries.form.nameKo')}
            rules={rules.nameKo}
            extra={t('industries.form.namesHint')}
          >
            <Input maxLength={CLEARANCE_INDUSTRY_NAME_MAX} data-testid="industry-form-nameKo" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="enabled" label={t('industries.form.enabled')} valuePropName="checked">
            <Switch data-testid="industry-form-enabled" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="remark" label={t('industries.form.remark')} rules={rules.remark}>
            <Input.TextArea rows={2} maxLength={CLEARANCE_PORT_REMARK_MAX} />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
