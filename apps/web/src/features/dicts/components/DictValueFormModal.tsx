import { useEffect } from 'react';
import { App, Col, Form, Input, InputNumber, Modal, Row, Switch, Typography } from 'antd';
import {
  DICT_LABEL_MAX,
  DICT_SORT_MAX,
  DICT_VALUE_MAX,
  DictDetailInput,
  DictDetailUpdate,
  type DictDetail,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { applyFieldErrors } from '../../../shared/forms/applyFieldErrors';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { parseWithSchema } from '../../../shared/forms/zodRules';
import { isApiError, isCanceled } from '../../../shared/http';
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
  const { t: tc } = useTranslation();
  const { rules, lang } = useZodRules(DictDetailInput);
  const { message, notification } = App.useApp();
  const [form] = Form.useForm();
  const save = useSaveDictValue();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      detail
        ? {
            value: detail.value,
            labelZh: detail.labelZh,
            labelEn: detail.labelEn,
            labelKo: detail.labelKo,
            sort: detail.sort,
            enabled: detail.enabled,
          }
        : { sort: nextSort, enabled: true },
    );
  }, [open, detail, nextSort, form]);

  const submit = async () => {
    const values: Record<string, unknown> = await form.validateFields();
    const input = detail
      ? parseWithSchema(form, DictDetailUpdate, { ...values, id: detail.id }, lang, FIELDS)
      : parseWithSchema(form, DictDetailInput, { ...values, dictId }, lang, FIELDS);
    if (!input) return;
    try {
      await save.mutateAsync(input);
      void message.success(detail ? t('messages.updated') : t('messages.created'));
      onClose();
    } catch (e) {
      if (isCanceled(e) || applyFieldErrors(form, e, FIELDS)) return;
      if (isApiError(e) && e.errorKey === 'DICT_VALUE_TAKEN') {
        form.setFields([{ name: 'value', errors: [e.message] }]);
        return;
      }
      notification.error({ title: isApiError(e) ? e.message : tc('http.serviceAbnormal'), duration: 5 });
    }
  };

  return (
    <Modal
      title={detail ? t('form.editValueTitle') : t('form.createValueTitle')}
      open={open}
      width={640}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={save.isPending}
      okText={tc('actions.save')}
      cancelText={tc('actions.cancel')}
      okButtonProps={testIdProps('dict-value-save')}
      forceRender
      data-testid="dict-value-modal"
    >
      <Form form={form} name="dict-value-form" layout="vertical" autoComplete="off">
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
      </Form>
    </Modal>
  );
}
