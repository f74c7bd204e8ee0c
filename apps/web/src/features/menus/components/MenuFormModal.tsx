import { useMemo } from 'react';
import { Checkbox, Col, Form, Input, InputNumber, Radio, Row, Select, Switch, TreeSelect } from 'antd';
import {
  COMPONENT_KEYS,
  MENU_TYPES,
  MenuInput,
  MenuUpdate,
  PERMISSIONS,
  PRIVILEGE_TYPES,
  type MenuDto,
  type MenuTreeOption,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { useMenuTree, useSaveMenu } from '../hooks/useMenus';

const FIELDS = [
  'pid',
  'type',
  'titleZh',
  'titleEn',
  'titleKo',
  'path',
  'component',
  'icon',
  'sort',
  'hidden',
  'permission',
  'privilegeTypes',
] as const;

interface TreeSelectNode {
  value: number;
  title: string;
  disabled?: boolean;
  children?: TreeSelectNode[];
}

/** Parent choices: directories and pages (buttons have no children), never the entry itself or under it. */
function parentOptions(nodes: readonly MenuTreeOption[], selfId: number | null): TreeSelectNode[] {
  return nodes
    .filter((n) => n.type !== MENU_TYPES.BUTTON && n.id !== selfId)
    .map((n) => {
      const children = parentOptions(n.children ?? [], selfId);
      return { value: n.id, title: n.label, ...(children.length ? { children } : {}) };
    });
}

interface Props {
  open: boolean;
  /** null: create. */
  menu: MenuDto | null;
  /** The parent a new entry starts under. */
  parentId?: number | null;
  onClose: () => void;
}

export function MenuFormModal({ open, menu, parentId = null, onClose }: Props) {
  const { t } = useTranslation('menus');
  const { t: tc } = useTranslation();
  const { rules, lang } = useZodRules(MenuInput);
  const [form] = Form.useForm();
  const save = useSaveMenu();
  const tree = useMenuTree(lang, open);
  const type = Form.useWatch('type', form) as number | undefined;

  const parents = useMemo(() => parentOptions(tree.data?.rows ?? [], menu?.id ?? null), [tree.data, menu]);

  const isPage = type === MENU_TYPES.PAGE;
  const isButton = type === MENU_TYPES.BUTTON;

  return (
    <FormModal
      title={menu ? t('form.editTitle') : t('form.createTitle')}
      open={open}
      width={760}
      name="menu-form"
      form={form}
      schema={menu ? MenuUpdate : MenuInput}
      fields={FIELDS}
      initialValues={
        menu
          ? { ...menu, pid: menu.pid ?? undefined }
          : { pid: parentId ?? undefined, type: MENU_TYPES.PAGE, sort: 0, hidden: false, privilegeTypes: ['PLATFORM'] }
      }
      resetKey={menu ?? parentId}
      toInput={(values) => ({
        ...values,
        ...(menu ? { id: menu.id } : {}),
        pid: values.pid ?? null,
        component: values.component ?? null,
        permission: values.permission ?? null,
        path: values.path ?? '',
        icon: values.icon ?? '',
      })}
      onSubmit={(input) => save.mutateAsync(input)}
      successMessage={menu ? t('messages.updated') : t('messages.created')}
      onClose={onClose}
      saveTestId="menu-save"
      testId="menu-modal"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="type" label={t('form.type')} rules={rules.type}>
            <Radio.Group
              optionType="button"
              options={[MENU_TYPES.DIRECTORY, MENU_TYPES.PAGE, MENU_TYPES.BUTTON].map((v) => ({
                value: v,
                label: t(`types.${v}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="pid" label={t('form.parent')}>
            <TreeSelect
              allowClear
              showSearch
              treeNodeFilterProp="title"
              placeholder={t('form.parentRoot')}
              treeData={parents}
              loading={tree.isLoading}
              data-testid="menu-form-parent"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="titleZh" label={t('form.titleZh')} rules={rules.titleZh}>
            <Input maxLength={50} data-testid="menu-form-titleZh" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="titleEn" label={t('form.titleEn')} rules={rules.titleEn}>
            <Input maxLength={100} data-testid="menu-form-titleEn" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="titleKo" label={t('form.titleKo')} rules={rules.titleKo}>
            <Input maxLength={100} data-testid="menu-form-titleKo" />
          </Form.Item>
        </Col>
        {isPage && (
          <Col xs={24} md={12}>
            <Form.Item name="component" label={t('form.component')} rules={rules.component} required>
              <Select
                showSearch
                allowClear
                options={COMPONENT_KEYS.map((k) => ({ value: k, label: k }))}
                data-testid="menu-form-component"
              />
            </Form.Item>
          </Col>
        )}
        {!isButton && (
          <Col xs={24} md={12}>
            <Form.Item
              name="path"
              label={t('form.path')}
              rules={rules.path}
              extra={t('form.pathHint')}
              required={isPage}
            >
              <Input maxLength={200} data-testid="menu-form-path" />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={12}>
          <Form.Item name="permission" label={t('form.permission')} rules={rules.permission} required={isButton}>
            <Select
              showSearch
              allowClear
              options={PERMISSIONS.map((p) => ({ value: p, label: p }))}
              data-testid="menu-form-permission"
            />
          </Form.Item>
        </Col>
        {!isButton && (
          <Col xs={24} md={12}>
            <Form.Item name="icon" label={t('form.icon')} rules={rules.icon}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={12}>
          <Form.Item name="privilegeTypes" label={t('form.privilegeTypes')} rules={rules.privilegeTypes}>
            <Checkbox.Group options={PRIVILEGE_TYPES.map((p) => ({ value: p, label: tc(`privilege.${p}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="sort" label={t('form.sort')} rules={rules.sort}>
            <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="hidden" label={t('form.hidden')} valuePropName="checked">
            <Switch data-testid="menu-form-hidden" />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
