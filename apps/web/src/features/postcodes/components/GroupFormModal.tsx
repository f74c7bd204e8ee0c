import { useEffect } from 'react';
import { App, Col, Form, Input, Modal, Row } from 'antd';
import { PostcodeGroupInput, type PostcodeGroup } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { testIdProps } from '../../../shared/components/testId';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { parseWithSchema } from '../../../shared/forms/zodRules';
import { isApiError } from '../../../shared/http';
import { useAllCountries, usePostcodeTypes, useSaveGroup } from '../hooks/usePostcodes';
import { OptionSelect } from './OptionSelect';
import { placeSaveError } from './saveErrors';

const FIELDS = ['name', 'countryCode', 'type', 'description'] as const;

interface Props {
  open: boolean;
  /** null: create. */
  group: PostcodeGroup | null;
  defaults?: { countryCode?: string; type?: string };
  onClose: () => void;
}

/** Create or edit a group with the contract's rules; the server's refusals land on the field they concern. */
export function GroupFormModal({ open, group, defaults, onClose }: Props) {
  const { t } = useTranslation('postcodes');
  const { t: tc } = useTranslation();
  const { rules, lang } = useZodRules(PostcodeGroupInput);
  const { message, notification } = App.useApp();
  const [form] = Form.useForm();
  const save = useSaveGroup();
  const countries = useAllCountries();
  const types = usePostcodeTypes();
  // A group holding postcodes keeps its country: they were checked against it.
  const countryLocked = !!group && group.postcodeCount > 0;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      group
        ? { name: group.name, countryCode: group.countryCode, type: group.type, description: group.description }
        : { countryCode: defaults?.countryCode, type: defaults?.type ?? 'REMOTE' },
    );
  }, [open, group, defaults?.countryCode, defaults?.type, form]);

  const submit = async () => {
    const values: Record<string, unknown> = await form.validateFields();
    const input = parseWithSchema(
      form,
      PostcodeGroupInput,
      { ...values, ...(group ? { id: group.id } : {}) },
      lang,
      FIELDS,
    );
    if (!input) return;
    try {
      await save.mutateAsync(input);
      void message.success(group ? t('messages.saved') : t('messages.created'));
      onClose();
    } catch (e) {
      const placed = placeSaveError(form, e, FIELDS, {
        POSTCODE_GROUP_NAME_TAKEN: 'name',
        POSTCODE_COUNTRY_UNKNOWN: 'countryCode',
        POSTCODE_GROUP_COUNTRY_LOCKED: 'countryCode',
        POSTCODE_GROUP_IN_USE: 'type',
      });
      if (!placed) notification.error({ title: isApiError(e) ? e.message : tc('http.serviceAbnormal'), duration: 5 });
    }
  };

  return (
    <Modal
      title={group ? t('form.editGroupTitle') : t('form.createGroupTitle')}
      open={open}
      width={640}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={save.isPending}
      okText={tc('actions.save')}
      cancelText={tc('actions.cancel')}
      okButtonProps={testIdProps('postcode-group-save')}
      forceRender
      data-testid="postcode-group-modal"
    >
      <Form form={form} name="postcode-group-form" layout="vertical" autoComplete="off">
        <Row gutter={16}>
          <Col span={24}>
            <Form.Item name="name" label={t('group.name')} rules={rules.name}>
              <Input maxLength={100} data-testid="postcode-group-form-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="countryCode"
              label={t('group.country')}
              rules={rules.countryCode}
              extra={countryLocked ? t('form.countryLocked') : undefined}
            >
              <OptionSelect
                withCode
                options={countries.options}
                loading={countries.isLoading}
                disabled={countryLocked}
                placeholder={t('filters.allCountries')}
                data-testid="postcode-group-form-country"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="type" label={t('group.type')} rules={rules.type}>
              <OptionSelect options={types.options} loading={types.isLoading} data-testid="postcode-group-form-type" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="description" label={t('group.description')} rules={rules.description}>
              <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
