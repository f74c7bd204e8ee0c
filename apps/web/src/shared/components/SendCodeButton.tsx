import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  seconds: number;
  loading: boolean;
  disabled?: boolean;
  onClick: () => void;
  testId?: string;
}

/** "Send code", then "Resend in N s" while the countdown runs. */
export function SendCodeButton({ seconds, loading, disabled, onClick, testId }: Props) {
  const { t } = useTranslation();
  return (
    <Button
      data-testid={testId}
      loading={loading}
      disabled={disabled || seconds > 0}
      onClick={onClick}
      style={{ minWidth: 120 }}
    >
      {seconds > 0 ? t('email.resend', { seconds }) : t('email.sendCode')}
    </Button>
  );
}
