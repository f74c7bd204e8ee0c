import { Form, Input, Typography } from 'antd';
import { z } from 'zod';
import { newPasswordPlain, type UserRow } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { encryptPassword } from '../../../shared/crypto/encryptPassword';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { useResetPassword } from '../hooks/useSystem';

const PlainPassword = z.object({ password: newPasswordPlain.optional() });

interface Props {
  user: UserRow | null;
  onClose: () => void;
  onTemporaryPassword: (username: string, password: string) => void;
}

/** The operator types a new password, or leaves it empty for a temporary one; the user's sessions end. */
export function ResetPasswordModal({ user, onClose, onTemporaryPassword }: Props) {
  const { t } = useTranslation('system');
  const { t: tc } = useTranslation();
  const { rules } = useZodRules(PlainPassword);
  const reset = useResetPassword();

  const submit = async ({ password }: z.output<typeof PlainPassword>) => {
    if (!user) return;
    const answer = await reset.mutateAsync({
      id: user.id,
      password: password ? await encryptPassword(password) : undefined,
    });
    if (answer.temporaryPassword) onTemporaryPassword(user.username, answer.temporaryPassword);
  };

  return (
    <FormModal
      title={user ? t('users.resetTitle', { username: user.username }) : ''}
      open={!!user}
      name="reset-form"
      schema={PlainPassword}
      fields={['password']}
      resetKey={user}
      onSubmit={submit}
      successMessage={t('users.resetDone')}
      onClose={onClose}
      okText={tc('actions.confirm')}
      saveTestId="user-reset-save"
    >
      <Typography.Paragraph type="secondary">{t('users.resetHelp')}</Typography.Paragraph>
      <Form.Item name="password" label={t('users.newPassword')} rules={rules.password}>
        <Input.Password maxLength={16} autoComplete="new-password" data-testid="user-reset-password" />
      </Form.Item>
    </FormModal>
  );
}
