import { Form, Input, Select } from 'antd';
import { TraceSystemSave, trackingEndpoints, type TraceSystemRow } from '@parcelhub/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { callRows } from '../../../shared/http/endpoint';

const FIELDS = ['name', 'url', 'customerIds', 'remark'] as const;

interface Props {
  open: boolean;
  /** null: add one. */
  system: TraceSystemRow | null;
  onClose: () => void;
  onSubmit: (input: TraceSystemSave) => Promise<{ id: number; secret: string | null }>;
  onSaved: (saved: { id: number; secret: string | null }) => void;
}

/** Add or change a trace business system: its name, receiver and the customers whose parcels it receives. */
export function SystemFormModal({ open, system, onClose, onSubmit, onSaved }: Props) {
  const { t } = useTranslation('webhooks');
  const { rules } = useZodRules(TraceSystemSave);
  const customers = useQuery({
    queryKey: ['dropdown', 'platformCustomerList'],
    queryFn: ({ signal }) => callRows(trackingEndpoints.platformCustomerList, {}, { signal }),
    enabled: open,
  });
  const initial = system
    ? { name: system.name, url: system.url, customerIds: system.customerIds, remark: system.remark }
    : { customerIds: [] };

  return (
    <FormModal
      title={system ? t('systems.editTitle') : t('systems.createTitle')}
      open={open}
      width={560}
      name="trace-system-form"
      schema={TraceSystemSave}
      fields={FIELDS}
      initialValues={initial}
      resetKey={system}
      toInput={(values) => (system ? { ...values, id: system.id } : values)}
      onSubmit={onSubmit}
      successMessage={t('systems.saved')}
      onSaved={onSaved}
      errorFields={{
        WEBHOOK_URL_PRIVATE: 'url',
        WEBHOOK_URL_UNRESOLVED: 'url',
        TRACE_SYSTEM_CUSTOMER_UNKNOWN: 'customerIds',
      }}
      onClose={onClose}
      saveTestId="trace-system-save"
      testId="trace-system-modal"
    >
      <Form.Item name="name" label={t('systems.name')} rules={rules.name}>
        <Input maxLength={64} data-testid="trace-system-name" />
      </Form.Item>
      <Form.Item name="url" label={t('systems.url')} rules={rules.url}>
        <Input maxLength={2000} placeholder="https://" data-testid="trace-system-url" />
      </Form.Item>
      <Form.Item name="customerIds" label={t('systems.customers')} rules={rules.customerIds}>
        <Select
          mode="multiple"
          showSearch
          optionFilterProp="label"
          loading={customers.isLoading}
          options={(customers.data?.rows ?? []).map((o) => ({ value: Number(o.value), label: o.label }))}
          data-testid="trace-system-customers"
        />
      </Form.Item>
      <Form.Item name="remark" label={t('systems.remark')} rules={rules.remark}>
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
    </FormModal>
  );
}
