import { useState, type ReactNode } from 'react';
import { App, Button, Form, Popconfirm, Space, Table, Tooltip, type FormInstance, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { FormModal } from '../../../shared/forms/FormModal';
import { productKeys } from '../hooks/queryKeys';
import { useProductMutation } from '../hooks/useProducts';
import type { FormRule } from 'antd';

interface Props<S extends z.ZodObject, R extends { id: number }> {
  kind: string;
  productId: number;
  readOnly: boolean;
  schema: S;
  title: string;
  addLabel: string;
  load: (productId: number, signal: AbortSignal) => Promise<{ rows: R[] }>;
  save: (input: z.output<S>) => Promise<unknown>;
  remove?: (row: R) => Promise<unknown>;
  columns: TableColumnsType<R>;
  defaults: Record<string, unknown>;
  toValues?: (row: R) => Record<string, unknown>;
  conflicts?: Record<string, string>;
  fields: (rules: Record<string, FormRule[]>, form: FormInstance) => ReactNode;
}

/** A product's list of rules (API validation, logistics, labels): a table, a form to add or edit one, delete. */
export function RuleTable<S extends z.ZodObject, R extends { id: number }>(p: Props<S, R>) {
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const { rules } = useZodRules(p.schema);
  const [form] = Form.useForm();
  const [editing, setEditing] = useState<R | null | undefined>(undefined);
  const list = useQuery({
    queryKey: productKeys.config(p.kind, p.productId),
    queryFn: ({ signal }) => p.load(p.productId, signal),
  });
  const save = useProductMutation((input: z.output<S>) => p.save(input));
  const remove = useProductMutation((row: R) => p.remove!(row));
  const fieldNames = Object.keys(p.schema.shape);

  const open = (row: R | null) => setEditing(row);

  const actions: TableColumnsType<R> = p.readOnly
    ? []
    : [
        {
          key: 'actions',
          title: tc('actions.actions'),
          width: 80,
          fixed: 'right',
          render: (_, row) => (
            <Space size={0}>
              <Tooltip title={tc('actions.edit')}>
                <Button
                  type="link"
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={tc('actions.edit')}
                  onClick={() => open(row)}
                  data-testid={`${p.kind}-edit-${row.id}`}
                />
              </Tooltip>
              {p.remove ? (
                <Popconfirm
                  title={tc('messages.deleteConfirm', { count: 1 })}
                  okText={tc('actions.confirm')}
                  cancelText={tc('actions.cancel')}
                  okButtonProps={testIdProps(`${p.kind}-delete-confirm-${row.id}`)}
                  onConfirm={() =>
                    void remove.mutateAsync(row).then(
                      () => message.success(tc('messages.deleteSuccess')),
                      () => undefined,
                    )
                  }
                >
                  <Button
                    type="link"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={tc('actions.delete')}
                    data-testid={`${p.kind}-delete-${row.id}`}
                  />
                </Popconfirm>
              ) : null}
            </Space>
          ),
        },
      ];

  return (
    <div data-testid={`${p.kind}-panel`}>
      {p.readOnly ? null : (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => open(null)}
          style={{ marginBottom: 12 }}
          data-testid={`${p.kind}-add`}
        >
          {p.addLabel}
        </Button>
      )}
      <Table<R>
        size="small"
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.rows ?? []}
        columns={[...p.columns, ...actions]}
        pagination={false}
        scroll={{ x: 560 }}
        onRow={(r) => ({ 'data-testid': `${p.kind}-row-${r.id}` }) as Record<never, never>}
      />
      <FormModal
        open={editing !== undefined}
        title={p.title}
        width={640}
        name={`${p.kind}-form`}
        form={form}
        schema={p.schema}
        fields={fieldNames}
        initialValues={editing ? (p.toValues?.(editing) ?? editing) : p.defaults}
        resetKey={editing}
        toInput={(values) => ({ ...values, productId: p.productId, ...(editing ? { id: editing.id } : {}) })}
        onSubmit={(input) => save.mutateAsync(input)}
        successMessage={tc('messages.saveSuccess')}
        errorFields={p.conflicts}
        onClose={() => setEditing(undefined)}
        saveTestId={`${p.kind}-save`}
      >
        {p.fields(rules as Record<string, FormRule[]>, form)}
      </FormModal>
    </div>
  );
}
