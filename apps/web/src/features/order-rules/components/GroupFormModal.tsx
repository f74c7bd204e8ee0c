import { Col, Form, Input, InputNumber, Row, Switch } from 'antd';
import { OrderRuleGroupInput, type OrderRuleGroup } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { useSaveGroup } from '../hooks/useOrderRules';

interface Props {
  open: boolean;
  /** null: create. */
  group: OrderRuleGroup | null;
  onClose: () => void;
}

/** Create or edit a rule group: name, order number, status, remark. */
export function GroupFormModal({ open, group, onClose }: Props) {
  const { t } = useTranslation('order-rules');
  const { rules } = useZodRules(OrderRuleGroupInput);
  const save = useSaveGroup();

  return (
    <FormModal
      title={group ? t('form.editGroupTitle') : t('form.createGroupTitle')}
      open={open}
      width={560}
      name="order-rule-group-form"
      schema={OrderRuleGroupInput}
      fields={['name', 'sort', 'remark']}
      initialValues={
        group
          ? { name: group.name, sort: group.sort, enabled: group.status === 'ENABLED', remark: group.remark }
          : { enabled: true }
      }
      resetKey={group}
      toInput={({ enabled, ...rest }) => ({
        ...rest,
        sort: rest.sort === null ? undefined : rest.sort,
        status: enabled === false ? 'DISABLED' : 'ENABLED',
        ...(group ? { id: group.id } : {}),
      })}
      onSubmit={(input) => save.mutateAsync(input)}
      successMessage={group ? t('messages.groupSaved') : t('messages.groupCreated')}
      onClose={onClose}
      saveTestId="order-rule-group-save"
      testId="order-rule-group-modal"
    >
      <Row gutter={16}>
        <Col span={24}>
          <Form.Item name="name" label={t('group.name')} rules={rules.name}>
            <Input maxLength={100} data-testid="order-rule-group-form-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="sort" label={t('group.sort')} rules={rules.sort} extra={t('form.sortHint')}>
            <InputNumber min={0} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="enabled" label={t('form.enabled')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remark" label={t('group.remark')} rules={rules.remark}>
            <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
