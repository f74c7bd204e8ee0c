import { Form, Input, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { SORT_TYPE_WORDS, SORT_TYPES, SortTaskAdd, splitNumbers, type SortTask } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useDropdown } from '../../../shared/dropdowns';
import { FormModal } from '../../../shared/forms/FormModal';
import { useLanguage } from '../../../i18n';
import { sortTaskKeys, sortTasksApi } from '../api/sortTasksApi';

const FIELDS = ['warehouseId', 'sortType', 'insideNumbers'] as const;
const ERROR_FIELDS = {
  SORT_TASK_TOO_MANY: 'insideNumbers',
  SORT_TASK_NUMBER_TOO_LONG: 'insideNumbers',
  SORT_TASK_NO_NUMBERS: 'insideNumbers',
  WAREHOUSE_NOT_FOUND: 'warehouseId',
};

/** A new task: the warehouse, the sort type, and the parcels' numbers pasted in a text area. */
export function NewSortTaskModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (task: SortTask) => void;
}) {
  const { t } = useTranslation('sort-tasks');
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const text = Form.useWatch('insideNumbers', form) as string | undefined;
  const count = text ? splitNumbers([text]).length : 0;
  const warehouses = useDropdown('warehouseOptions');
  const first = warehouses.options[0]?.value;

  return (
    <FormModal
      title={t('form.title')}
      open={open}
      width="min(640px, 100vw)"
      name="sort-task-form"
      form={form}
      schema={SortTaskAdd}
      fields={FIELDS}
      initialValues={{ sortType: 'DISTRIBUTION_CENTER', warehouseId: first }}
      resetKey={`${open}-${first ?? ''}`}
      toInput={(v) => ({ ...v, insideNumbers: typeof v.insideNumbers === 'string' ? [v.insideNumbers] : [] })}
      onSubmit={(input) => sortTasksApi.add(input)}
      successMessage={(task) => t('messages.created', { taskNo: task.taskNo })}
      onSaved={(task) => {
        void queryClient.invalidateQueries({ queryKey: sortTaskKeys.all });
        onCreated(task);
      }}
      errorFields={ERROR_FIELDS}
      onClose={onClose}
      okText={t('form.save')}
      saveTestId="sort-task-save"
      testId="sort-task-modal"
    >
      <Form.Item name="warehouseId" label={t('form.warehouse')} rules={[{ required: true }]}>
        <Select data-testid="sort-task-form-warehouse" loading={warehouses.isLoading} options={warehouses.options} />
      </Form.Item>
      <Form.Item name="sortType" label={t('form.sortType')} rules={[{ required: true }]}>
        <Select
          data-testid="sort-task-form-sortType"
          options={SORT_TYPES.map((s) => ({ value: s, label: SORT_TYPE_WORDS[s][lang] }))}
        />
      </Form.Item>
      <Form.Item
        name="insideNumbers"
        label={t('form.numbers')}
        extra={`${t('form.numbersHint')} ${count > 0 ? t('form.count', { count }) : ''}`}
        rules={[{ required: true }]}
      >
        <Input.TextArea rows={8} data-testid="sort-task-form-numbers" style={{ fontFamily: 'monospace' }} />
      </Form.Item>
    </FormModal>
  );
}
