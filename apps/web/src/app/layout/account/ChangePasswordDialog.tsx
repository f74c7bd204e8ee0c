import { useState } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { encryptPassword } from '../../../shared/crypto/encryptPassword';
import { useRules } from '../../../shared/forms/useRules';
import { logout } from '../../../shared/session';
import { testIdProps } from '../../../shared/components/testId';
import { authApi } from '../../../features/auth/api/authApi';
import { useNarrowScreen } from '../responsive';
import { useSubmitError } from '../../../features/auth/components/useSubmitError';

interface Values {
  oldPass: string;
  newPass: string;
  confirmPass: string;
}
const FIELDS = ['oldPass', 'newPass', 'confirmPass'] as const;
const ERROR_FIELDS = { OLD_PASSWORD_WRONG: 'oldPass', PASSWORD_SAME_AS_OLD: 'newPass' };

/** Spec §4: on success a notice, then after 1.5 s log out and reload; on failure only the loading state clears. */
export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const rules = useRules();
  const [form] = Form.useForm<Values>();
  const [loading, setLoading] = useState(false);
  const { message } = App.useApp();
  const narrow = useNarrowScreen();
  const queryClient = useQueryClient();
  const onError = useSubmitError(form, FIELDS, ERROR_FIELDS);

  const submit = async () => {
    const values = await form.validateFields();
    setLoading(true);
    try {
      const [oldPass, newPass] = await Promise.all([encryptPassword(values.oldPass), encryptPassword(values.newPass)]);
      await authApi.updatePass({ oldPass, newPass });
      void message.success(t('password.success'), 1.5);
      window.setTimeout(() => {
        void logout(queryClient).finally(() => window.location.reload());
      }, 1500);
    } catch (e) {
      setLoading(false);
      onError(e);
    }
  };

  return (
    <Modal
      title={t('password.title')}
      open={open}
      width={560}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={loading}
      okText={t('actions.confirm')}
      cancelText={t('actions.cancel')}
      destroyOnHidden
      okButtonProps={testIdProps('password-submit')}
    >
      {/* Labels get their own column wide enough for "Confirm password" and wrap beyond it; on a phone they sit above. */}
      <Form
        form={form}
        name="change-password"
        layout={narrow ? 'vertical' : 'horizontal'}
        labelCol={narrow ? undefined : { flex: '150px' }}
        labelWrap
        preserve={false}
      >
        <Form.Item name="oldPass" label={t('password.old')} rules={[rules.required()]}>
          <Input.Password placeholder={t('password.oldPlaceholder')} autoComplete="current-password" />
        </Form.Item>
        <Form.Item name="newPass" label={t('password.new')} rules={[rules.required(), rules.newPassword()]}>
          <Input.Password placeholder={t('password.newPlaceholder')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPass"
          label={t('password.confirm')}
          dependencies={['newPass']}
          rules={[rules.required(), rules.sameAs('newPass')]}
        >
          <Input.Password placeholder={t('password.confirmPlaceholder')} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
