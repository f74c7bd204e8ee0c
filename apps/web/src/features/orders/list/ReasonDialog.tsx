import type { ReactNode } from 'react';
import { Flex, Form, Input } from 'antd';
import type { z } from 'zod';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';

type ReasonSchema = z.ZodObject<{ reason: z.ZodType<string, string | undefined> }>;

export interface ReasonDialogProps<S extends ReasonSchema, R> {
  open: boolean;
  title: ReactNode;
  /** The form's name (its input is `#<name>_reason`). */
  name: string;
  /** The call's contract body: says whether a reason is required and how long it may be. */
  schema: S;
  /** What the step does, above the reason (an Alert); with `reasonHidden` it is all the dialog says. */
  notice: ReactNode;
  placeholder: string;
  reasonTestId: string;
  /** Nothing to ask (the step is not allowed, its details still load): the notice only, the button off. */
  reasonHidden?: boolean;
  okText: ReactNode;
  danger?: boolean;
  saveTestId: string;
  testId: string;
  width?: number;
  onSubmit: (reason: string) => Promise<R>;
  successMessage?: string | ((result: R) => string);
  onSaved?: (result: R) => void;
  onClose: () => void;
}

/** One order step that asks for a reason (cancel, batch cancel, refuse, release): a notice, then the reason. */
export function ReasonDialog<S extends ReasonSchema, R>(props: ReasonDialogProps<S, R>) {
  const { rules } = useZodRules(props.schema);
  return (
    <FormModal
      open={props.open}
      title={props.title}
      name={props.name}
      schema={props.schema}
      fields={['reason']}
      onSubmit={(input: z.output<S>) => props.onSubmit(input.reason)}
      successMessage={props.successMessage}
      onSaved={props.onSaved}
      onClose={props.onClose}
      okText={props.okText}
      saveTestId={props.saveTestId}
      testId={props.testId}
      width={props.width}
      destroyOnClose
      modalProps={{ okButtonProps: { danger: props.danger, disabled: props.reasonHidden } }}
    >
      <Flex vertical gap={12}>
        {props.notice}
        {props.reasonHidden ? null : (
          <Form.Item name="reason" rules={rules.reason} style={{ marginBottom: 0 }}>
            <Input.TextArea
              maxLength={200}
              showCount
              autoSize={{ minRows: 2, maxRows: 4 }}
              placeholder={props.placeholder}
              data-testid={props.reasonTestId}
            />
          </Form.Item>
        )}
      </Flex>
    </FormModal>
  );
}
