import { Button, Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRules } from '../../../shared/forms/useRules';

interface Props {
  label: string;
  /** `register` gives `register-code` and `register-send-code`. */
  testIdPrefix: string;
  sending: boolean;
  countdown: { running: boolean; seconds: number };
  onSend: () => void;
}

/** The SMS code input with its "send code" button and resend countdown (form field `code`). */
export function SmsCodeField({ label, testIdPrefix, sending, countdown, onSend }: Props) {
  const { t } = useTranslation('auth');
  const rules = useRules();
  return (
    <Form.Item label={label} required>
      <Flex gap={8}>
        <Form.Item name="code" noStyle rules={[rules.required(), rules.smsCode()]}>
          <Input
            placeholder={t('register.codePlaceholder')}
            maxLength={6}
            inputMode="numeric"
            data-testid={`${testIdPrefix}-code`}
          />
        </Form.Item>
        <Button
          onClick={onSend}
          loading={sending}
          disabled={countdown.running}
          style={{ minWidth: 128 }}
          data-testid={`${testIdPrefix}-send-code`}
        >
          {countdown.running ? t('register.resend', { seconds: countdown.seconds }) : t('register.sendCode')}
        </Button>
      </Flex>
    </Form.Item>
  );
}
