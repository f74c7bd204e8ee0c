import { useEffect, useMemo, useState, type Key } from 'react';
import { App, Checkbox, Col, Empty, Form, Input, InputNumber, Modal, Row, Select, Spin, Tree, Typography } from 'antd';
import {
  DATA_SCOPES,
  PRIVILEGE_TYPES,
  ROLE_LEVEL_MAX,
  RoleInput,
  RoleUpdate,
  type Permission,
  type RoleDto,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../shared/access';
import { testIdProps } from '../../../shared/components/testId';
import { applyFieldErrors } from '../../../shared/forms/applyFieldErrors';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { parseWithSchema } from '../../../shared/forms/zodRules';
import { isApiError, isCanceled } from '../../../shared/http';
import { useMyRoleLevel, useRoleMenuTree, useRoleModules, useSaveRole } from '../hooks/useRoles';
import { assignedIds, checkedLeaves, toCheckTree } from './menuTreeData';

const FIELDS = ['name', 'level', 'description', 'dataScope', 'privilegeType', 'permissions', 'menuIds'] as const;

interface Props {
  open: boolean;
  /** null: create. */
  role: RoleDto | null;
  onClose: () => void;
}

/** A role's fields, module permissions and menu entries; only what the caller holds can be ticked. */
export function RoleFormModal({ open, role, onClose }: Props) {
  const { t } = useTranslation('roles');
  const { t: tc } = useTranslation();
  const { rules, lang } = useZodRules(RoleInput);
  const { message, notification } = App.useApp();
  const access = useAccess();
  const [form] = Form.useForm();
  const save = useSaveRole();
  const modules = useRoleModules(lang, open);
  const tree = useRoleMenuTree(lang, open);
  const level = useMyRoleLevel();
  const [checked, setChecked] = useState<Key[]>([]);
  const treeData = useMemo(() => toCheckTree(tree.data?.rows ?? []), [tree.data]);
  const myLevel = level.data?.level ?? 1;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (role) form.setFieldsValue({ ...role });
    else
      form.setFieldsValue({
        level: Math.max(myLevel, 3),
        dataScope: 'SELF',
        privilegeType: 'PLATFORM',
        permissions: [],
      });
  }, [open, role, form, myLevel]);

  useEffect(() => {
    if (open) setChecked(checkedLeaves(tree.data?.rows ?? [], new Set(role?.menuIds ?? [])));
  }, [open, role, tree.data]);

  const submit = async () => {
    const values: Record<string, unknown> = await form.validateFields();
    const raw = {
      ...values,
      permissions: values.permissions ?? [],
      menuIds: assignedIds(tree.data?.rows ?? [], checked),
    };
    const input = role
      ? parseWithSchema(form, RoleUpdate, { ...raw, id: role.id }, lang, FIELDS)
      : parseWithSchema(form, RoleInput, raw, lang, FIELDS);
    if (!input) return;
    try {
      await save.mutateAsync(input);
      void message.success(role ? t('messages.updated') : t('messages.created'));
      onClose();
    } catch (e) {
      if (isCanceled(e) || applyFieldErrors(form, e, FIELDS)) return;
      notification.error({ title: isApiError(e) ? e.message : tc('http.serviceAbnormal'), duration: 5 });
    }
  };

  return (
    <Modal
      title={role ? t('form.editTitle') : t('form.createTitle')}
      open={open}
      width={880}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={save.isPending}
      okText={tc('actions.save')}
      cancelText={tc('actions.cancel')}
      okButtonProps={testIdProps('role-save')}
      forceRender
      data-testid="role-modal"
    >
      <Form form={form} name="role-form" layout="vertical" autoComplete="off">
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={t('form.name')} rules={rules.name}>
              <Input maxLength={50} disabled={role?.builtIn} data-testid="role-form-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="level"
              label={t('form.level')}
              rules={rules.level}
              extra={t('form.levelHint', { level: myLevel })}
            >
              <InputNumber min={myLevel} max={ROLE_LEVEL_MAX} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="privilegeType" label={t('form.privilegeType')} rules={rules.privilegeType}>
              <Select
                disabled={role?.builtIn}
                options={PRIVILEGE_TYPES.map((p) => ({ value: p, label: tc(`privilege.${p}`) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="dataScope" label={t('form.dataScope')} rules={rules.dataScope}>
              <Select options={DATA_SCOPES.map((d) => ({ value: d, label: t(`dataScopes.${d}`) }))} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="description" label={t('form.description')} rules={rules.description}>
              <Input.TextArea maxLength={255} autoSize={{ minRows: 1, maxRows: 3 }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="permissions" label={t('form.permissions')}>
              <Checkbox.Group style={{ display: 'block' }} data-testid="role-form-permissions">
                {modules.isLoading ? <Spin size="small" /> : null}
                {(modules.data?.rows ?? []).map((m) => (
                  <div key={m.value} style={{ marginBottom: 6 }}>
                    <Typography.Text strong>{m.label}</Typography.Text>
                    <div>
                      {m.permissions.map((p) => {
                        const grantable = access.can(p.value as Permission);
                        return (
                          <Checkbox
                            key={p.value}
                            value={p.value}
                            disabled={!grantable}
                            title={grantable ? p.value : t('form.notGrantable')}
                            data-testid={`role-perm-${p.value}`}
                          >
                            {p.label}
                          </Checkbox>
                        );
                      })}
                    </div>
                  </div>
                ))}
              </Checkbox.Group>
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label={t('form.menus')} extra={t('form.menusHint')}>
              <div
                style={{ maxHeight: 360, overflow: 'auto', border: '1px solid rgba(5,5,5,0.06)', padding: 4 }}
                data-testid="role-menu-tree"
              >
                {tree.isLoading ? (
                  <Spin size="small" />
                ) : treeData.length === 0 ? (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
                ) : (
                  <Tree<(typeof treeData)[number]>
                    checkable
                    defaultExpandAll
                    selectable={false}
                    treeData={treeData}
                    checkedKeys={checked}
                    onCheck={(keys) => setChecked(Array.isArray(keys) ? keys : keys.checked)}
                  />
                )}
              </div>
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
