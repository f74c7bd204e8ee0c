import { Form, Input } from 'antd';
import { useRules } from '../../../shared/forms/useRules';

interface Props {
  /** Registration allows 8-20 characters; a new password (reset, change) 8-16. */
  rule: 'registerPassword' | 'newPassword';
  labels: { password: string; confirm: string };
  placeholders: { password: string; confirm?: string };
  /** `register` gives `register-password` and `register-confirm`. */
  testIdPrefix: string;
}

/** A password and its confirmation (form fields `password` and `confirmPassword`). */
export function NewPasswordFields({ rule, labels, placeholders, testIdPrefix }: Props) {
  const rules = useRules();
  return (
    <>
      <Form.Item name="password" label={labels.password} rules={[rules.required(), rules[rule]()]}>
        <Input.Password
          placeholder={placeholders.password}
          autoComplete="new-password"
          data-testid={`${testIdPrefix}-password`}
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={labels.confirm}
        dependencies={['password']}
        rules={[rules.required(), rules.sameAs('password')]}
      >
        <Input.Password
          placeholder={placeholders.confirm}
          autoComplete="new-password"
          data-testid={`${testIdPrefix}-confirm`}
        />
      </Form.Item>
    </>
  );
}
