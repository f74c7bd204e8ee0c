import { Col, Form, Input, Row } from 'antd';
import { z } from 'zod';
import { newPasswordPlain, SubAccountCreateInput, type SubAccount } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { encryptPassword } from '../../../shared/crypto/encryptPassword';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { useAddSubAccount, useUpdateSubAccount } from '../hooks/useSubAccounts';

const FIELDS = ['username', 'nickName', 'phone', 'email', 'password'] as const;
const Passwords = z.object({ required: newPasswordPlain, optional: newPasswordPlain.optional() });
/** What the form holds: the contract's fields with the password still plain (it is encrypted on the way out). */
const SubAccountForm = SubAccountCreateInput.pick({ username: true, nickName: true, phone: true, email: true }).extend({
  password: newPasswordPlain,
});
/** An edit keeps the username and may leave the password. */
const SubAccountEditForm = SubAccountForm.extend({
  username: z.string().optional(),
  password: newPasswordPlain.optional(),
});

interface Props {
  open: boolean;
  /** null: create. */
  sub: SubAccount | null;
  onClose: () => void;
}

/** Create a sub-account (with its password) or edit one (a new password is optional and signs it out). */
export function SubAccountFormModal({ open, sub, onClose }: Props) {
  const { t } = useTranslation('account');
  const { rules } = useZodRules(SubAccountCreateInput);
  const { rules: pw } = useZodRules(Passwords);
  const add = useAddSubAccount();
  const update = useUpdateSubAccount();

  const submit = async (v: z.output<typeof SubAccountEditForm>) => {
    const contact = { nickName: v.nickName ?? '', phone: v.phone ?? '', email: v.email ?? '' };
    const password = v.password ? await encryptPassword(v.password) : undefined;
    if (sub) await update.mutateAsync({ id: sub.id, ...contact, ...(password ? { password } : {}) });
    else await add.mutateAsync({ username: v.username ?? '', ...contact, password: password ?? '' });
    return v.username ?? '';
  };

  return (
    <FormModal
      title={sub ? t('sub.editTitle') : t('sub.createTitle')}
      open={open}
      width={640}
      name="sub-form"
      schema={sub ? SubAccountEditForm : SubAccountForm}
      fields={FIELDS}
      initialValues={
        sub ? { username: sub.username, nickName: sub.nickName, phone: sub.phone, email: sub.email } : undefined
      }
      resetKey={sub}
      onSubmit={submit}
      successMessage={(username) => (sub ? t('sub.updated') : t('sub.created', { username }))}
      onClose={onClose}
      saveTestId="sub-save"
      testId="sub-modal"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="username" label={t('sub.username')} rules={sub ? [] : rules.username}>
            <Input maxLength={20} disabled={!!sub} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="nickName" label={t('sub.nickName')} rules={rules.nickName}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label={t('sub.phone')} rules={rules.phone}>
            <Input maxLength={11} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label={t('sub.email')} rules={rules.email}>
            <Input maxLength={254} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="password"
            label={sub ? t('sub.newPassword') : t('sub.password')}
            extra={sub ? t('sub.newPasswordHelp') : undefined}
            rules={sub ? pw.optional : pw.required}
          >
            <Input.Password maxLength={16} autoComplete="new-password" data-testid="sub-password" />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
