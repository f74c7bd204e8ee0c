import { useEffect } from 'react';
import { App, Col, Form, Input, Modal, Row, Select } from 'antd';
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
import { testIdProps } from '../../../shared/components/testId';
import { encryptPassword } from '../../../shared/crypto/encryptPassword';
import { applyFieldErrors } from '../../../shared/forms/applyFieldErrors';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { isApiError, isCanceled } from '../../../shared/http';
import { useCreateUser, useRoleOptions, useUpdateUser } from '../hooks/useSystem';

const FIELDS = ['username', 'nickName', 'phone', 'email', 'privilegeType', 'roleIds', 'password'] as const;
const PlainPassword = z.object({ password: newPasswordPlain.optional() });

interface Values {
  username: string;
  nickName?: string;
  phone?: string;
  email?: string;
  privilegeType: PrivilegeType;
  roleIds?: string[];
  password?: string;
}

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
  const { message, notification } = App.useApp();
  const [form] = Form.useForm<Values>();
  const create = useCreateUser();
  const update = useUpdateUser();
  const privilegeType = Form.useWatch('privilegeType', form);
  const roles = useRoleOptions(privilegeType, open && !!privilegeType);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (user)
      form.setFieldsValue({
        username: user.username,
        nickName: user.nickName,
        phone: user.phone,
        email: user.email,
        privilegeType: user.privilegeType,
        roleIds: user.roles.map((r) => String(r.id)),
      });
    else form.setFieldsValue({ privilegeType: 'USER', roleIds: [] });
  }, [open, user, form]);

  const submit = async () => {
    const v = await form.validateFields();
    const common = {
      username: v.username,
      nickName: v.nickName ?? '',
      phone: v.phone ?? '',
      email: v.email ?? '',
      roleIds: (v.roleIds ?? []).map(Number),
    };
    try {
      if (user) {
        await update.mutateAsync(UserUpdateInput.parse({ ...common, id: user.id }));
        void message.success(t('users.updated'));
      } else {
        const password = v.password ? await encryptPassword(v.password) : undefined;
        const made = await create.mutateAsync({
          ...common,
          privilegeType: v.privilegeType,
          isApproved: false,
          ...(password ? { password } : {}),
        });
        void message.success(t('users.created', { username: v.username }));
        if (made.temporaryPassword) onTemporaryPassword(v.username, made.temporaryPassword);
      }
      onClose();
    } catch (e) {
      if (isCanceled(e) || applyFieldErrors(form, e, FIELDS)) return;
      notification.error({ title: isApiError(e) ? e.message : tc('http.serviceAbnormal'), duration: 5 });
    }
  };

  return (
    <Modal
      title={user ? t('users.editTitle') : t('users.createTitle')}
      open={open}
      width={680}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={create.isPending || update.isPending}
      okText={tc('actions.save')}
      cancelText={tc('actions.cancel')}
      okButtonProps={testIdProps('user-save')}
      forceRender
      data-testid="user-modal"
    >
      <Form form={form} name="user-form" layout="vertical" autoComplete="off">
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
      </Form>
    </Modal>
  );
}
