import { useEffect, type ReactNode } from 'react';
import { App, Button, Form, Spin } from 'antd';
import type { FormRule } from 'antd';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { parseWithSchema } from '../../../shared/forms/zodRules';
import { isApiError } from '../../../shared/http';
import { useProductConfig, useProductMutation } from '../hooks/useProducts';
import { placeRefusal } from '../../../shared/forms/placeRefusal';

interface Props<S extends z.ZodObject, T> {
  kind: string;
  productId: number;
  schema: S;
  load: (productId: number, signal: AbortSignal) => Promise<T>;
  save: (input: z.output<S>) => Promise<unknown>;
  /** The form's values from what the server answered. */
  toValues?: (answer: T) => Record<string, unknown>;
  readOnly: boolean;
  children: (rules: Record<string, FormRule[]>) => ReactNode;
}

/** One configuration of a product as a form: loaded, checked with the contract's rules, saved. */
export function ConfigForm<S extends z.ZodObject, T>({
  kind,
  productId,
  schema,
  load,
  save,
  toValues,
  readOnly,
  children,
}: Props<S, T>) {
  const { t } = useTranslation('products');
  const { t: tc } = useTranslation();
  const { message, notification } = App.useApp();
  const { rules, lang } = useZodRules(schema);
  const [form] = Form.useForm();
  const config = useProductConfig(kind, productId, load);
  const mutation = useProductMutation((input: z.output<S>) => save(input));
  const fields = Object.keys(schema.shape);

  useEffect(() => {
    if (config.data) form.setFieldsValue(toValues ? toValues(config.data) : (config.data as Record<string, unknown>));
  }, [config.data, form, toValues]);

  const submit = async () => {
    const values: Record<string, unknown> = await form.validateFields();
    const input = parseWithSchema(form, schema, { ...values, productId }, lang, fields);
    if (!input) return;
    try {
      await mutation.mutateAsync(input);
      void message.success(t('messages.saved'));
    } catch (e) {
      if (placeRefusal(form, e, fields)) return;
      notification.error({ title: isApiError(e) ? e.message : tc('http.serviceAbnormal'), duration: 5 });
    }
  };

  return (
    <Spin spinning={config.isLoading}>
      <Form form={form} name={`product-${kind}`} layout="vertical" disabled={readOnly} autoComplete="off">
        {children(rules as Record<string, FormRule[]>)}
        {readOnly ? null : (
          <Button
            type="primary"
            loading={mutation.isPending}
            onClick={() => void submit().catch(() => undefined)}
            data-testid={`product-${kind}-save`}
          >
            {tc('actions.save')}
          </Button>
        )}
      </Form>
    </Spin>
  );
}
