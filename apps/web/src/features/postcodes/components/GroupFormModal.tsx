import { Col, Form, Input, Row } from 'antd';
import { PostcodeGroupInput, type PostcodeGroup } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { useAllCountries, usePostcodeTypes, useSaveGroup } from '../hooks/usePostcodes';
import { OptionSelect } from './OptionSelect';

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
  const { rules } = useZodRules(PostcodeGroupInput);
  const save = useSaveGroup();
  const countries = useAllCountries();
  const types = usePostcodeTypes();
  // A group holding postcodes keeps its country: they were checked against it.
  const countryLocked = !!group && group.postcodeCount > 0;

  return (
    <FormModal
      title={group ? t('form.editGroupTitle') : t('form.createGroupTitle')}
      open={open}
      width={640}
      name="postcode-group-form"
      schema={PostcodeGroupInput}
      fields={FIELDS}
      initialValues={
        group
          ? { name: group.name, countryCode: group.countryCode, type: group.type, description: group.description }
          : { countryCode: defaults?.countryCode, type: defaults?.type ?? 'REMOTE' }
      }
      resetKey={group ?? `${defaults?.countryCode}/${defaults?.type}`}
      toInput={(values) => ({ ...values, ...(group ? { id: group.id } : {}) })}
      onSubmit={(input) => save.mutateAsync(input)}
      successMessage={group ? t('messages.saved') : t('messages.created')}
      errorFields={{
        POSTCODE_GROUP_NAME_TAKEN: 'name',
        POSTCODE_COUNTRY_UNKNOWN: 'countryCode',
        POSTCODE_GROUP_COUNTRY_LOCKED: 'countryCode',
        POSTCODE_GROUP_IN_USE: 'type',
      }}
      onClose={onClose}
      saveTestId="postcode-group-save"
      testId="postcode-group-modal"
    >
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
    </FormModal>
  );
}
