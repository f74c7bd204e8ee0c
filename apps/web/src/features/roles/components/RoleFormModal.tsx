import { useEffect, useMemo, useState, type Key } from 'react';
import { Checkbox, Col, Empty, Form, Input, InputNumber, Row, Select, Spin, Tree, Typography } from 'antd';
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
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
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
  const access = useAccess();
  const save = useSaveRole();
  const modules = useRoleModules(lang, open);
  const tree = useRoleMenuTree(lang, open);
  const level = useMyRoleLevel();
  const [checked, setChecked] = useState<Key[]>([]);
  const treeData = useMemo(() => toCheckTree(tree.data?.rows ?? []), [tree.data]);
  const myLevel = level.data?.level ?? 1;

  useEffect(() => {
    if (open) setChecked(checkedLeaves(tree.data?.rows ?? [], new Set(role?.menuIds ?? [])));
  }, [open, role, tree.data]);

  return (
    <FormModal
      title={role ? t('form.editTitle') : t('form.createTitle')}
      open={open}
      width={880}
      name="role-form"
      schema={role ? RoleUpdate : RoleInput}
      fields={FIELDS}
      initialValues={
        role
          ? { ...role }
          : { level: Math.max(myLevel, 3), dataScope: 'SELF', privilegeType: 'PLATFORM', permissions: [] }
      }
      resetKey={role ?? myLevel}
      toInput={(values) => ({
        ...values,
        ...(role ? { id: role.id } : {}),
        permissions: values.permissions ?? [],
        menuIds: assignedIds(tree.data?.rows ?? [], checked),
      })}
      onSubmit={(input) => save.mutateAsync(input)}
      successMessage={role ? t('messages.updated') : t('messages.created')}
      onClose={onClose}
      saveTestId="role-save"
      testId="role-modal"
    >
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
    </FormModal>
  );
}
