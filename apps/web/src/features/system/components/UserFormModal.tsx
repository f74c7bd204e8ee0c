import { Col, Form, Input, Row, Select } from 'antd';
import { z } from 'zod';
import {
  newPasswordPlain,
  PRIVILEGE_TYPES,
  UserCreateInput,
  UserUpdateInput,
  type PrivilegeType,
  type UserRow,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { encryptPassword } from '../../../shared/crypto/encryptPassword';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { useCreateUser, useRoleOptions, useUpdateUser } from '../hooks/useSystem';

const FIELDS = ['username', 'nickName', 'phone', 'email', 'privilegeType', 'roleIds', 'password'] as const;
const PlainPassword = z.object({ password: newPasswordPlain.optional() });

/** What the form holds: the contract's fields, roles as the select's strings, the password still plain. */
const UserForm = UserCreateInput.pick({
  username: true,
  nickName: true,
  phone: true,
  email: true,
  privilegeType: true,
}).extend({ roleIds: z.array(z.string()).optional(), password: newPasswordPlain.optional() });

interface Props {
  open: boolean;
  /** null: create. */
  user: UserRow | null;
  onClose: () => void;
  /** A temporary password the server made for a new user, to show once. */
  onTemporaryPassword: (username: string, password: string) => void;
}

/** Create or edit a user of any type; roles come from the roles table, filtered by the user's type. */
export function UserFormModal({ open, user, onClose, onTemporaryPassword }: Props) {
  const { t } = useTranslation('system');
  const { t: tc } = useTranslation();
  const { rules } = useZodRules(UserCreateInput);
  const { rules: passwordRules } = useZodRules(PlainPassword);
  const [form] = Form.useForm();
  const create = useCreateUser();
  const update = useUpdateUser();
  const privilegeType = Form.useWatch('privilegeType', form) as PrivilegeType | undefined;
  const roles = useRoleOptions(privilegeType, open && !!privilegeType);

  const submit = async (v: z.output<typeof UserForm>) => {
    const common = {
      username: v.username,
      nickName: v.nickName ?? '',
      phone: v.phone ?? '',
      email: v.email ?? '',
      roleIds: (v.roleIds ?? []).map(Number),
    };
    if (user) {
      await update.mutateAsync(UserUpdateInput.parse({ ...common, id: user.id }));
      return t('users.updated');
    }
    const password = v.password ? await encryptPassword(v.password) : undefined;
    const made = await create.mutateAsync({
      ...common,
      privilegeType: v.privilegeType,
      isApproved: false,
      ...(password ? { password } : {}),
    });
    if (made.temporaryPassword) onTemporaryPassword(v.username, made.temporaryPassword);
    return t('users.created', { username: v.username });
  };

  return (
    <FormModal
      title={user ? t('users.editTitle') : t('users.createTitle')}
      open={open}
      width={680}
      name="user-form"
      form={form}
      schema={UserForm}
      fields={FIELDS}
      initialValues={
        user
          ? {
              username: user.username,
              nickName: user.nickName,
              phone: user.phone,
              email: user.email,
              privilegeType: user.privilegeType,
              roleIds: user.roles.map((r) => String(r.id)),
            }
          : { privilegeType: 'USER', roleIds: [] }
      }
      resetKey={user}
      onSubmit={submit}
      successMessage={(said) => said}
      onClose={onClose}
      saveTestId="user-save"
      testId="user-modal"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="username" label={t('users.username')} rules={rules.username}>
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="nickName" label={t('users.nickName')} rules={rules.nickName}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label={t('users.phone')} rules={rules.phone}>
            <Input maxLength={11} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label={t('users.email')} rules={rules.email}>
            <Input maxLength={254} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="privilegeType" label={t('users.privilegeType')} rules={rules.privilegeType}>
            <Select
              disabled={!!user}
              options={PRIVILEGE_TYPES.map((p) => ({ value: p, label: tc(`privilege.${p}`) }))}
              onChange={() => form.setFieldValue('roleIds', [])}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="roleIds" label={t('users.roles')}>
            <Select
              mode="multiple"
              allowClear
              loading={roles.isFetching}
              placeholder={user ? undefined : t('users.rolesPlaceholder')}
              options={roles.data?.rows ?? []}
              data-testid="user-roles"
            />
          </Form.Item>
        </Col>
        {user ? null : (
          <Col xs={24} md={12}>
            <Form.Item
              name="password"
              label={t('users.password')}
              extra={t('users.passwordHelp')}
              rules={passwordRules.password}
            >
              <Input.Password maxLength={16} autoComplete="new-password" />
            </Form.Item>
          </Col>
        )}
      </Row>
    </FormModal>
  );
}
