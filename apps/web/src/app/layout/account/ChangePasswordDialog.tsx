import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { encryptPassword } from '../../../shared/crypto/encryptPassword';
import { FormModal } from '../../../shared/forms/FormModal';
import { useRules } from '../../../shared/forms/useRules';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { logout } from '../../../shared/session';
import { authApi } from '../../../features/auth/api/authApi';
import { useNarrowScreen } from '../responsive';
import { ChangePasswordForm } from './accountForms';

/** Spec §4: on success a notice, then after 1.5 s log out and reload; on failure the words land on the fields. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { rules } = useZodRules(ChangePasswordForm);
  const { sameAs } = useRules();
  const narrow = useNarrowScreen();
  const queryClient = useQueryClient();

  const submit = async (values: { oldPass: string; newPass: string }) => {
    const [oldPass, newPass] = await Promise.all([encryptPassword(values.oldPass), encryptPassword(values.newPass)]);
    await authApi.updatePass({ oldPass, newPass });
  };
  const logOutSoon = () => {
    window.setTimeout(() => {
      void logout(queryClient).finally(() => window.location.reload());
    }, 1500);
  };

  return (
    <FormModal
      title={t('password.title')}
      open={open}
      width={560}
      name="change-password"
      schema={ChangePasswordForm}
      fields={['oldPass', 'newPass', 'confirmPass']}
      errorFields={{ OLD_PASSWORD_WRONG: 'oldPass', PASSWORD_SAME_AS_OLD: 'newPass' }}
      onSubmit={submit}
      successMessage={t('password.success')}
      onSaved={logOutSoon}
      onClose={onClose}
      okText={t('actions.confirm')}
      saveTestId="password-submit"
      // Labels get their own column wide enough for "Confirm password" and wrap beyond it; on a phone they sit above.
      layout={narrow ? 'vertical' : 'horizontal'}
      labelCol={narrow ? undefined : { flex: '150px' }}
      labelWrap
    >
      <Form.Item name="oldPass" label={t('password.old')} rules={rules.oldPass}>
        <Input.Password placeholder={t('password.oldPlaceholder')} autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="newPass" label={t('password.new')} rules={rules.newPass}>
        <Input.Password placeholder={t('password.newPlaceholder')} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPass"
        label={t('password.confirm')}
        dependencies={['newPass']}
        rules={[...rules.confirmPass, sameAs('newPass')]}
      >
        <Input.Password placeholder={t('password.confirmPlaceholder')} autoComplete="new-password" />
      </Form.Item>
    </FormModal>
  );
}
