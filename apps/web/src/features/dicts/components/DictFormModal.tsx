import { Form, Input } from 'antd';
import { DICT_NAME_MAX, DictInput, type Dict } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
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
  const { rules } = useZodRules(DictInput);
  const save = useSaveDict();

  return (
    <FormModal
      title={dict ? t('form.editTitle') : t('form.createTitle')}
      open={open}
      width={520}
      name="dict-form"
      schema={DictInput}
      fields={FIELDS}
      initialValues={dict ? { name: dict.name, description: dict.description } : undefined}
      resetKey={dict}
      onSubmit={(input) => save.mutateAsync(dict ? { ...input, id: dict.id } : input)}
      successMessage={dict ? t('messages.updated') : t('messages.created')}
      onSaved={onSaved}
      errorFields={{ DICT_NAME_TAKEN: 'name' }}
      onClose={onClose}
      saveTestId="dict-save"
      testId="dict-modal"
    >
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
    </FormModal>
  );
}
