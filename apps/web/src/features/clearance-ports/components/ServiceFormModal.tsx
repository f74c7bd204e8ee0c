import { Button, Col, Form, Input, Row, Select, Space, Switch } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CLEARANCE_PARAMETER_KEY_MAX,
  CLEARANCE_PARAMETER_VALUE_MAX,
  CLEARANCE_PARAMETERS_MAX,
  CLEARANCE_SERVICE_DESCRIBE_MAX,
  CLEARANCE_SERVICE_NAME_MAX,
  CLEARANCE_UPLOAD_METHOD_TYPES,
  CLEARANCE_UPLOAD_METHOD_WORDS,
  ClearanceServiceSave,
  type ClearanceService,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { useLanguage } from '../../../i18n';
import { useSaveService } from '../hooks/useClearance';

const FIELDS = ['name', 'nameEn', 'nameKo', 'parameters', 'describe', 'repeat', 'uploadMethodTypes'] as const;

interface Props {
  open: boolean;
  industryId: number;
  /** null: add one. */
  service: ClearanceService | null;
  onClose: () => void;
}

/** Add or change a service of an industry: names, the key/value parameters, description, repeat, upload methods. */
export function ServiceFormModal({ open, industryId, service, onClose }: Props) {
  const { t } = useTranslation('clearance-ports');
  const lang = useLanguage();
  const { rules } = useZodRules(ClearanceServiceSave);
  const save = useSaveService();
  const initial = service
    ? Object.fromEntries(FIELDS.map((f) => [f, service[f]]))
    : { repeat: false, parameters: [], uploadMethodTypes: [] };
  return (
    <FormModal
      title={service ? t('services.form.editTitle') : t('services.form.createTitle')}
      open={open}
      width={680}
      name="clearance-service-form"
      schema={ClearanceServiceSave}
      fields={FIELDS}
      initialValues={initial}
      resetKey={service ?? industryId}
      destroyOnClose
      toInput={(values) => ({
        ...values,
        parameters: ((values.parameters as { key?: string; value?: string }[] | undefined) ?? []).map((p) => ({
          key: p?.key ?? '',
          value: p?.value ?? '',
        })),
        industryId,
        ...(service ? { id: service.id } : {}),
      })}
      onSubmit={(input) => save.mutateAsync(input)}
      successMessage={service ? t('services.messages.updated') : t('services.messages.created')}
      errorFields={{ CLEARANCE_SERVICE_NAME_TAKEN: 'name' }}
      onClose={onClose}
      saveTestId="service-save"
      testId="service-modal"
    >
      <Row gutter={16}>
        <Col xs={24}>
          <Form.Item name="name" label={t('services.form.name')} rules={rules.name}>
            <Input maxLength={CLEARANCE_SERVICE_NAME_MAX} data-testid="service-form-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="nameEn" label={t('services.form.nameEn')} rules={rules.nameEn}>
            <Input maxLength={CLEARANCE_SERVICE_NAME_MAX} data-testid="service-form-nameEn" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="nameKo" label={t('services.form.nameKo')} rules={rules.nameKo}>
            <Input maxLength={CLEARANCE_SERVICE_NAME_MAX} data-testid="service-form-nameKo" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item label={t('services.form.parameters')} required={false}>
            <Form.List name="parameters">
              {(items, { add, remove }) => (
                <>
                  {items.map((item, i) => (
                    <Space key={item.key} align="baseline" style={{ display: 'flex', flexWrap: 'wrap' }}>
                      <Form.Item name={[item.name, 'key']} rules={[{ required: true, whitespace: true, message: ' ' }]}>
                        <Input
                          placeholder={t('services.form.key')}
                          maxLength={CLEARANCE_PARAMETER_KEY_MAX}
                          style={{ width: 160 }}
                          data-testid={`service-param-key-${i}`}
                        />
                      </Form.Item>
                      <Form.Item name={[item.name, 'value']}>
                        <Input
                          placeholder={t('services.form.value')}
                          maxLength={CLEARANCE_PARAMETER_VALUE_MAX}
                          style={{ width: 220 }}
                          data-testid={`service-param-value-${i}`}
                        />
                      </Form.Item>
                      <Button
                        type="text"
                        icon={<DeleteOutlined />}
                        aria-label={t('services.form.key')}
                        onClick={() => remove(item.name)}
                      />
                    </Space>
                  ))}
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    disabled={items.length >= CLEARANCE_PARAMETERS_MAX}
                    onClick={() => add({ key: '', value: '' })}
                    data-testid="service-param-add"
                  >
                    {t('services.form.addParameter')}
                  </Button>
                </>
              )}
            </Form.List>
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="uploadMethodTypes" label={t('services.form.uploadMethodTypes')}>
            <Select
              mode="multiple"
              allowClear
              data-testid="service-form-upload"
              options={CLEARANCE_UPLOAD_METHOD_TYPES.map((v) => ({
                value: v,
                label: CLEARANCE_UPLOAD_METHOD_WORDS[v][lang],
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="repeat"
            label={t('services.form.repeat')}
            valuePropName="checked"
            extra={t('services.form.repeatHint')}
          >
            <Switch data-testid="service-form-repeat" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="describe" label={t('services.form.describe')} rules={rules.describe}>
            <Input.TextArea rows={3} maxLength={CLEARANCE_SERVICE_DESCRIBE_MAX} data-testid="service-form-describe" />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
