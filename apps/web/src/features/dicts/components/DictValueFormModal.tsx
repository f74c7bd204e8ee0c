import { Col, Form, Input, InputNumber, Row, Switch, Typography } from 'antd';
import {
  DICT_LABEL_MAX,
  DICT_SORT_MAX,
  DICT_VALUE_MAX,
  DictDetailInput,
  DictDetailUpdate,
  type DictDetail,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { useSaveDictValue } from '../hooks/useDicts';

const FIELDS = ['value', 'labelZh', 'labelEn', 'labelKo', 'sort', 'enabled'] as const;

interface Props {
  open: boolean;
  dictId: number;
  /** null: create. */
  detail: DictDetail | null;
  /** Where a new value goes by default: after the last one. */
  nextSort: number;
  onClose: () => void;
}

/** Create or edit one value; a built-in value keeps its value (code compares it) but its labels may change. */
export function DictValueFormModal({ open, dictId, detail, nextSort, onClose }: Props) {
  const { t } = useTranslation('dicts');
  const { rules } = useZodRules(DictDetailInput);
  const save = useSaveDictValue();

  return (
    <FormModal
      title={detail ? t('form.editValueTitle') : t('form.createValueTitle')}
      open={open}
      width={640}
      name="dict-value-form"
      schema={detail ? DictDetailUpdate : DictDetailInput}
      fields={FIELDS}
      initialValues={
        detail
          ? {
              value: detail.value,
              labelZh: detail.labelZh,
              labelEn: detail.labelEn,
              labelKo: detail.labelKo,
              sort: detail.sort,
              enabled: detail.enabled,
            }
          : { sort: nextSort, enabled: true }
      }
      resetKey={detail ?? nextSort}
      toInput={(values) => (detail ? { ...values, id: detail.id } : { ...values, dictId })}
      onSubmit={(input) => save.mutateAsync(input)}
      successMessage={detail ? t('messages.updated') : t('messages.created')}
      errorFields={{ DICT_VALUE_TAKEN: 'value' }}
      onClose={onClose}
      saveTestId="dict-value-save"
      testId="dict-value-modal"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="value"
            label={t('form.value')}
            rules={rules.value}
            extra={detail?.builtIn ? t('builtInHint') : t('form.valueHint')}
          >
            <Input maxLength={DICT_VALUE_MAX} disabled={!!detail?.builtIn} data-testid="dict-value-form-value" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="sort" label={t('form.sort')} rules={rules.sort}>
            <InputNumber min={0} max={DICT_SORT_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="enabled" label={t('form.enabled')} valuePropName="checked">
            <Switch data-testid="dict-value-form-enabled" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="labelZh" label={t('form.labelZh')} rules={rules.labelZh}>
            <Input maxLength={DICT_LABEL_MAX} data-testid="dict-value-form-labelZh" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="labelEn" label={t('form.labelEn')} rules={rules.labelEn}>
            <Input maxLength={DICT_LABEL_MAX} data-testid="dict-value-form-labelEn" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="labelKo" label={t('form.labelKo')} rules={rules.labelKo}>
            <Input maxLength={DICT_LABEL_MAX} data-testid="dict-value-form-labelKo" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Typography.Text type="secondary">{t('form.labelFallback')}</Typography.Text>
        </Col>
      </Row>
    </FormModal>
  );
}
