import { useEffect, useRef, useState, type ReactNode } from 'react';
import { App, Form, Modal, type FormInstance, type FormProps, type ModalProps } from 'antd';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage';
import { testIdProps } from '../components/testId';
import { isApiError } from '../http';
import { placeRefusal, type RefusalField } from './placeRefusal';
import { parseWithSchema, type FieldOf } from './zodRules';

type Values = Record<string, unknown>;

export interface FormModalProps<S extends z.ZodType, R> {
  open: boolean;
  title: ReactNode;
  /** The form's name: its inputs are `#<name>_<field>`. */
  name: string;
  /** Pass one from `Form.useForm()` to watch or set values from outside; the modal makes its own otherwise. */
  form?: FormInstance;
  /** The contract schema the values are parsed with on submit (cross-field rules included). */
  schema: S;
  /** The form's fields: where the schema's issues and the server's field errors may land. */
  fields: readonly string[];
  /** The field a path of the input belongs to, when `toInput` reshapes the values (nests, renames); default: its first segment. */
  fieldOf?: FieldOf;
  /** Put into the form each time it opens, after a reset (and again when `resetKey` changes while open). */
  initialValues?: object;
  /** Resets the form while open when it changes (the record edited, a default loaded late). */
  resetKey?: unknown;
  /** Turns the form's values into what the schema reads: ids, values held outside the form. */
  toInput?: (values: Values) => Values;
  /**
   * A check the schema cannot make on its own (a postcode read the import's way, bands that must rise), run on the
   * parsed input before it is sent: the field it concerns and the words, or null when it passes.
   */
  check?: (input: z.output<S>) => { field: string; message: string } | null;
  /**
   * Sends the parsed input. A rejection is shown: on its fields, on the field of its error key, or as a notice.
   * `typed` is what the schema read (after `toInput`), for a call that sends the text as typed (a decimal's places).
   */
  onSubmit: (input: z.output<S>, typed: Values) => Promise<R>;
  /** Said once saved. */
  successMessage?: string | ((result: R) => string);
  /** After a save, before the modal closes. */
  onSaved?: (result: R) => void;
  /**
   * Nothing of the modal stays in the page while it is closed: for content that loads on opening, or that repeats
   * another dialog's test ids. Otherwise it is rendered from the start, closed, so its form is there to reset.
   */
  destroyOnClose?: boolean;
  /** After a save the form resets and the modal stays open: it adds rows to a list it shows (a table below). */
  stayOpen?: boolean;
  /** Refusals that concern one field, by error key: their words go under that field. */
  errorFields?: Readonly<Record<string, RefusalField>>;
  onClose: () => void;
  width?: ModalProps['width'];
  okText?: ReactNode;
  /** The save button's test id. */
  saveTestId?: string;
  testId?: string;
  layout?: FormProps['layout'];
  /** Label placement beside the fields (a column width, wrapping) for a horizontal form. */
  labelCol?: FormProps['labelCol'];
  labelWrap?: boolean;
  /** Anything else the modal needs (a footer, a class): passed through. */
  modalProps?: Omit<ModalProps, 'open' | 'title' | 'onOk' | 'onCancel' | 'confirmLoading' | 'children'>;
  children: ReactNode;
}

/**
 * One form in a modal, the same way everywhere: opens reset (with its initial values), checks each field with the
 * contract's rules as typed and the whole schema on save, sends the parsed input while the save button spins, then
 * says so and closes; what the server refuses lands on its field (field errors, or the field of a known error key),
 * anything else in a notice, and the modal stays open.
 */
export function FormModal<S extends z.ZodType, R>(props: FormModalProps<S, R>) {
  const { open, form: given, schema, fields, initialValues, resetKey, toInput, onSubmit } = props;
  const { successMessage, onSaved, errorFields, fieldOf, onClose } = props;
  const { t: tc } = useTranslation();
  const lang = useLanguage();
  const { message, notification } = App.useApp();
  const [own] = Form.useForm();
  const form = given ?? own;
  const [pending, setPending] = useState(false);
  // Read at reset time only: a caller's object literal is new at every render and must not reset the form.
  const initial = useRef(initialValues);
  initial.current = initialValues;

  const reset = () => {
    form.resetFields();
    if (initial.current) form.setFieldsValue(initial.current);
  };
  /** After a save that stays open: the fields back to their initial values in place (the focus stays put). */
  const clearForNext = () => {
    const cleared = Object.fromEntries(fields.map((name) => [name, undefined]));
    form.setFieldsValue({ ...cleared, ...initial.current });
  };
  useEffect(() => {
    if (open) reset();
  }, [open, resetKey, form]);

  const showRefusal = (e: unknown) => {
    if (placeRefusal(form, e, fields, errorFields, fieldOf)) return;
    notification.error({ title: isApiError(e) ? e.message : tc('http.serviceAbnormal'), duration: 5 });
  };

  const submit = async () => {
    let values: Values;
    try {
      values = (await form.validateFields()) as Values;
    } catch {
      return; // antd shows each field's error
    }
    setPending(true);
    try {
      const typed = toInput ? toInput(values) : values;
      const input = parseWithSchema(form, schema, typed, lang, fields, fieldOf);
      if (input === null) return;
      const problem = props.check?.(input);
      if (problem) {
        form.setFields([{ name: problem.field, errors: [problem.message] }]);
        return;
      }
      const result = await onSubmit(input, typed);
      const said = typeof successMessage === 'function' ? successMessage(result) : successMessage;
      if (said) void message.success(said);
      onSaved?.(result);
      if (props.stayOpen) clearForNext();
      else onClose();
    } catch (e) {
      showRefusal(e);
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal
      width={props.width}
      okText={props.okText ?? tc('actions.save')}
      cancelText={tc('actions.cancel')}
      forceRender={!props.destroyOnClose}
      destroyOnHidden={props.destroyOnClose}
      data-testid={props.testId}
      {...props.modalProps}
      okButtonProps={{ ...(props.saveTestId ? testIdProps(props.saveTestId) : {}), ...props.modalProps?.okButtonProps }}
      title={props.title}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={pending}
    >
      <Form
        form={form}
        name={props.name}
        layout={props.layout ?? 'vertical'}
        labelCol={props.labelCol}
        labelWrap={props.labelWrap}
        autoComplete="off"
      >
        {props.children}
      </Form>
    </Modal>
  );
}
