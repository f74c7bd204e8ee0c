import { Col, Form, Input, Row, Switch } from 'antd';
import {
  CLEARANCE_PORT_ADDRESS_MAX,
  CLEARANCE_PORT_NAME_MAX,
  CLEARANCE_PORT_POSTCODE_MAX,
  CLEARANCE_PORT_REMARK_MAX,
  CLEARANCE_PORT_TEXT_MAX,
  ClearancePortSave,
  type ClearancePort,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { clearancePortsApi } from '../api/clearancePortsApi';
import { useInvalidateClearance } from '../hooks/useClearance';

const FIELDS = [
  'code',
  'nameZh',
  'nameEn',
  'country',
  'countryCode',
  'province',
  'district',
  'clearanceCity',
  'address',
  'postcode',
  'attribute',
  'alliance',
  'enabled',
  'remark',
] as const;

const TEXT_MAX = {
  nameEn: CLEARANCE_PORT_NAME_MAX,
  country: CLEARANCE_PORT_TEXT_MAX,
  province: CLEARANCE_PORT_TEXT_MAX,
  district: CLEARANCE_PORT_TEXT_MAX,
  clearanceCity: CLEARANCE_PORT_TEXT_MAX,
  postcode: CLEARANCE_PORT_POSTCODE_MAX,
  attribute: CLEARANCE_PORT_TEXT_MAX,
  alliance: CLEARANCE_PORT_TEXT_MAX,
} as const;

interface Props {
  open: boolean;
  /** null: add one. */
  port: ClearancePort | null;
  onClose: () => void;
}

/** Add or change a clearance port: every field of spec 000 §3. */
export function PortFormModal({ open, port, onClose }: Props) {
  const { t } = useTranslation('clearance-ports');
  const { rules } = useZodRules(ClearancePortSave);
  const invalidate = useInvalidateClearance();
  const initial = port ? Object.fromEntries(FIELDS.map((f) => [f, port[f]])) : { enabled: true };
  const text = (f: keyof typeof TEXT_MAX) => (
    <Col xs={24} md={12} key={f}>
      <Form.Item name={f} label={t(`ports.columns.${f}` as 'ports.columns.code')} rules={rules[f]}>
        <Input maxLength={TEXT_MAX[f]} data-testid={`port-form-${f}`} />
      </Form.Item>
    </Col>
  );

  return (
    <FormModal
      title={port ? t('ports.form.editTitle') : t('ports.form.createTitle')}
      open={open}
      width={720}
      name="clearance-port-form"
      schema={ClearancePortSave}
      fields={FIELDS}
      initialValues={initial}
      resetKey={port}
      toInput={(values) => ({ ...values, ...(port ? { id: port.id } : {}) })}
      onSubmit={async (input) => {
        const saved = await clearancePortsApi.savePort(input);
        await invalidate();
        return saved;
      }}
      successMessage={port ? t('ports.messages.updated') : t('ports.messages.created')}
      errorFields={{ CLEARANCE_PORT_CODE_TAKEN: 'code' }}
      onClose={onClose}
      saveTestId="port-save"
      testId="port-modal"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="code" label={t('ports.columns.code')} rules={rules.code} extra={t('ports.form.codeHint')}>
            <Input maxLength={3} data-testid="port-form-code" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="nameZh" label={t('ports.columns.nameZh')} rules={rules.nameZh}>
            <Input maxLength={CLEARANCE_PORT_NAME_MAX} data-testid="port-form-nameZh" />
          </Form.Item>
        </Col>
        {text('nameEn')}
        {text('country')}
        <Col xs={24} md={12}>
          <Form.Item
            name="countryCode"
            label={t('ports.columns.countryCode')}
            rules={rules.countryCode}
            extra={t('ports.form.countryCodeHint')}
          >
            <Input maxLength={10} data-testid="port-form-countryCode" />
          </Form.Item>
        </Col>
        {text('province')}
        {text('district')}
        {text('clearanceCity')}
        <Col xs={24}>
          <Form.Item name="address" label={t('ports.columns.address')} rules={rules.address}>
            <Input maxLength={CLEARANCE_PORT_ADDRESS_MAX} data-testid="port-form-address" />
          </Form.Item>
        </Col>
        {text('postcode')}
        {text('attribute')}
        {text('alliance')}
        <Col xs={24} md={12}>
          <Form.Item name="enabled" label={t('ports.columns.enabled')} valuePropName="checked">
            <Switch data-testid="port-form-enabled" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="remark" label={t('ports.columns.remark')} rules={rules.remark}>
            <Input.TextArea rows={2} maxLength={CLEARANCE_PORT_REMARK_MAX} data-testid="port-form-remark" />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
