import { useEffect } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { DICT_NAME_MAX, DictInput, type Dict } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { applyFieldErrors } from '../../../shared/forms/applyFieldErrors';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { parseWithSchema } from '../../../shared/forms/zodRules';
import { isApiError, isCanceled } from '../../../shared/http';
import { useSaveDict } from '../hooks/useDicts';

const FIELDS = ['name', 'description'] as const;

interface Props {
  open: boolean;
  /** null: create. */
  dict: Dict | null;
  onClose: () => void;
  onSaved?: (dict: Dict) => void;
}

/** Create or edit a dictionary; a built-in one keeps its name (the product reads it by name). */
export function DictFormModal({ open, dict, onClose, onSaved }: Props) {
  const { t } = useTranslation('dicts');
  const { t: tc } = useTranslation();
  const { rules, lang } = useZodRules(DictInput);
  const { message, notification } = App.useApp();
  const [form] = Form.useForm();
  const save = useSaveDict();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (dict) form.setFieldsValue({ name: dict.name, description: dict.description });
  }, [open, dict, form]);

  const submit = async () => {
    const values: Record<string, unknown> = await form.validateFields();
    const input = parseWithSchema(form, DictInput, values, lang, FIELDS);
    if (!input) return;
    try {
      const saved = await save.mutateAsync(dict ? { ...input, id: dict.id } : input);
      void message.success(dict ? t('messages.updated') : t('messages.created'));
      onSaved?.(saved);
      onClose();
    } catch (e) {
      if (isCanceled(e) || applyFieldErrors(form, e, FIELDS)) return;
      if (isApiError(e) && e.errorKey === 'DICT_NAME_TAKEN') {
        form.setFields([{ name: 'name', errors: [e.message] }]);
        return;
      }
      notification.error({ title: isApiError(e) ? e.message : tc('http.serviceAbnormal'), duration: 5 });
    }
  };

  return (
    <Modal
      title={dict ? t('form.editTitle') : t('form.createTitle')}
      open={open}
      width={520}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={save.isPending}
      okText={tc('actions.save')}
      cancelText={tc('actions.cancel')}
      okButtonProps={testIdProps('dict-save')}
      forceRender
      data-testid="dict-modal"
    >
      <Form form={form} name="dict-form" layout="vertical" autoComplete="off">
        <Form.Item
          name="name"
          label={t('form.name')}
          rules={rules.name}
          extra={dict?.builtIn ? t('builtInHint') : t('form.nameHint')}
        >
          <Input maxLength={DICT_NAME_MAX} disabled={!!dict?.builtIn} data-testid="dict-form-name" />
        </Form.Item>
        <Form.Item name="description" label={t('form.description')} rules={rules.description}>
          <Input maxLength={200} data-testid="dict-form-description" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
