import { useEffect } from 'react';
import { App, Form, Input, Modal, Typography } from 'antd';
import { z } from 'zod';
import { newPasswordPlain, type UserRow } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { encryptPassword } from '../../../shared/crypto/encryptPassword';
import { applyFieldErrors } from '../../../shared/forms/applyFieldErrors';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { isApiError, isCanceled } from '../../../shared/http';
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
  const { message, notification } = App.useApp();
  const [form] = Form.useForm<{ password?: string }>();
  const reset = useResetPassword();

  useEffect(() => {
    if (user) form.resetFields();
  }, [user, form]);

  const submit = async () => {
    if (!user) return;
    const { password } = await form.validateFields();
    try {
      const answer = await reset.mutateAsync({
        id: user.id,
        password: password ? await encryptPassword(password) : undefined,
      });
      void message.success(t('users.resetDone'));
      if (answer.temporaryPassword) onTemporaryPassword(user.username, answer.temporaryPassword);
      onClose();
    } catch (e) {
      if (isCanceled(e) || applyFieldErrors(form, e, ['password'])) return;
      notification.error({ title: isApiError(e) ? e.message : tc('http.serviceAbnormal'), duration: 5 });
    }
  };

  return (
    <Modal
      title={user ? t('users.resetTitle', { username: user.username }) : ''}
      open={!!user}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={reset.isPending}
      okText={tc('actions.confirm')}
      cancelText={tc('actions.cancel')}
      okButtonProps={testIdProps('user-reset-save')}
      forceRender
    >
      <Typography.Paragraph type="secondary">{t('users.resetHelp')}</Typography.Paragraph>
      <Form form={form} name="reset-form" layout="vertical" autoComplete="off">
        <Form.Item name="password" label={t('users.newPassword')} rules={rules.password}>
          <Input.Password maxLength={16} autoComplete="new-password" data-testid="user-reset-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
