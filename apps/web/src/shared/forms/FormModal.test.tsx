import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { DictUpdate } from '@parcelhub/contracts';
import { ApiError } from '../http';
import { renderPage } from '../testing/render';
import { useZodRules } from './useZodRules';
import { FormModal, type FormModalProps } from './FormModal';

type Saved = { id: number };
type Props = Partial<FormModalProps<typeof DictUpdate, Saved>>;

/** A dictionary form as a feature would write it: the contract's rules on the fields, the id added on submit. */
function DictForm(props: Props) {
  const { rules } = useZodRules(DictUpdate);
  return (
    <FormModal<typeof DictUpdate, Saved>
      open
      title="Dictionary"
      name="dict-test"
      schema={DictUpdate}
      fields={['name', 'description']}
      initialValues={{ name: 'carriers', description: 'who carries' }}
      toInput={(values) => ({ ...values, id: 5 })}
      onSubmit={async () => ({ id: 5 })}
      onClose={() => undefined}
      saveTestId="dict-test-save"
      {...props}
    >
      <Form.Item name="name" label="Name" rules={rules.name}>
        <Input />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={rules.description}>
        <Input />
      </Form.Item>
    </FormModal>
  );
}

/** Closes and opens the modal as a page would. */
function Reopening() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button data-testid="toggle" onClick={() => setOpen((o) => !o)}>
        toggle
      </Button>
      <DictForm open={open} onClose={() => setOpen(false)} />
    </>
  );
}

const fieldHelp = (field: string) => document.getElementById(`dict-test_${field}_help`)?.textContent ?? '';
const input = (field: string) => document.getElementById(`dict-test_${field}`) as HTMLInputElement;
const type = (field: string, value: string) => fireEvent.change(input(field), { target: { value } });
const save = () => fireEvent.click(screen.getByTestId('dict-test-save'));

/** The server's VALIDATION_FAILED answer with one field's words. */
const fieldRefusal = (field: string, message: string) =>
  new ApiError({
    kind: 'http',
    status: 400,
    message: 'Validation failed',
    errorKey: 'VALIDATION_FAILED',
    fieldErrors: [{ field, message }],
  });

async function open(props: Props = {}) {
  await renderPage(<DictForm {...props} />);
  await screen.findByTestId('dict-test-save');
}

describe('FormModal', () => {
  it('opens with its initial values, sends the parsed input, says so and closes', async () => {
    const onSubmit = vi.fn(async () => ({ id: 5 }));
    const onSaved = vi.fn();
    const onClose = vi.fn();
    await open({ onSubmit, onSaved, onClose, successMessage: (r) => `Saved #${r.id}` });
    await waitFor(() => expect(input('name').value).toBe('carriers'));
    type('description', '  trimmed  ');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    // The parsed input, then the values as typed (for a call that sends the text as typed).
    expect(onSubmit).toHaveBeenCalledWith(
      { id: 5, name: 'carriers', description: 'trimmed' },
      { id: 5, name: 'carriers', description: '  trimmed  ' },
    );
    expect(onSaved).toHaveBeenCalledWith({ id: 5 });
    expect(await screen.findByText('Saved #5')).toBeInTheDocument();
  });

  it('blocks the submit on a validation error, worded from the contract', async () => {
    const onSubmit = vi.fn(async () => ({ id: 5 }));
    await open({ onSubmit });
    type('name', '');
    save();
    await waitFor(() => expect(fieldHelp('name')).toBe('This field cannot be empty'));
    type('name', 'x'.repeat(300));
    save();
    await waitFor(() => expect(fieldHelp('name')).toMatch(/^At most \d+ characters$/));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("puts the server's field error on its field and stays open", async () => {
    const onClose = vi.fn();
    const onSubmit = vi.fn(async (): Promise<Saved> => {
      throw fieldRefusal('description', 'The server refuses this description');
    });
    await open({ onSubmit, onClose });
    save();
    await waitFor(() => expect(fieldHelp('description')).toBe('The server refuses this description'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('puts a known refusal on the field it concerns, and anything else in a notice', async () => {
    const refusal = (errorKey: string, message: string) =>
      new ApiError({ kind: 'http', status: 409, message, errorKey });
    const onSubmit = vi.fn<() => Promise<Saved>>().mockRejectedValueOnce(refusal('DICT_NAME_TAKEN', 'Name taken'));
    await open({ onSubmit, errorFields: { DICT_NAME_TAKEN: 'name' } });
    save();
    await waitFor(() => expect(fieldHelp('name')).toBe('Name taken'));
    onSubmit.mockRejectedValueOnce(refusal('SOMETHING_ELSE', 'The server is busy'));
    type('name', 'other');
    save();
    expect(await screen.findByText('The server is busy')).toBeInTheDocument();
    // The old field error leaves through antd's exit motion, so it may outlive the notice's arrival by a tick.
    await waitFor(() => expect(fieldHelp('name')).toBe(''));
  });

  it('spins the save button while the save is under way', async () => {
    let finish: (saved: Saved) => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<Saved>((resolve) => (finish = resolve)));
    await open({ onSubmit });
    save();
    await waitFor(() => expect(screen.getByTestId('dict-test-save')).toHaveClass('ant-btn-loading'));
    await act(async () => finish({ id: 5 }));
    await waitFor(() => expect(screen.getByTestId('dict-test-save')).not.toHaveClass('ant-btn-loading'));
  });

  it('opens reset: what was typed before closing is gone', async () => {
    await renderPage(<Reopening />);
    await screen.findByTestId('dict-test-save');
    await waitFor(() => expect(input('name').value).toBe('carriers'));
    type('name', 'typed then abandoned');
    fireEvent.click(screen.getByTestId('toggle'));
    fireEvent.click(screen.getByTestId('toggle'));
    await waitFor(() => expect(input('name').value).toBe('carriers'));
  });

  it('runs the check the schema cannot make on its field, and sends nothing', async () => {
    const onSubmit = vi.fn(async () => ({ id: 5 }));
    const check = (input: { name: string }) =>
      input.name === 'carriers' ? { field: 'name', message: 'Not this one' } : null;
    await open({ onSubmit, check });
    save();
    await waitFor(() => expect(fieldHelp('name')).toBe('Not this one'));
    expect(onSubmit).not.toHaveBeenCalled();
    type('name', 'other');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('puts issues and field errors of a reshaped input on the field fieldOf names', async () => {
    const onSubmit = vi.fn(async (): Promise<Saved> => {
      throw fieldRefusal('nested.text', 'Refused inside');
    });
    await open({ onSubmit, fieldOf: (path) => (path[0] === 'nested' ? 'description' : String(path[0])) });
    save();
    await waitFor(() => expect(fieldHelp('description')).toBe('Refused inside'));
  });

  it('stays open after a save when asked, its fields back to their initial values', async () => {
    const onClose = vi.fn();
    const onSubmit = vi.fn(async () => ({ id: 5 }));
    await open({ onSubmit, onClose, stayOpen: true });
    const field = input('description');
    type('description', 'first row');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(field.value).toBe('who carries'));
    expect(input('description')).toBe(field); // cleared in place, not mounted again
    expect(onClose).not.toHaveBeenCalled();
  });

  it('leaves nothing in the page while closed with destroyOnClose', async () => {
    await renderPage(<DictForm open={false} destroyOnClose />);
    await act(async () => undefined);
    expect(screen.queryByTestId('dict-test-save')).toBeNull();
    await renderPage(<DictForm open={false} />);
    expect(document.getElementById('dict-test_name')).not.toBeNull();
  });
});
