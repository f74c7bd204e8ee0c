import { Col, Form, Input, Radio, Row, type FormRule } from 'antd';
import {
  MAX_POSTCODE_LENGTH,
  POSTCODE_KINDS,
  PostcodeEntryInput,
  postcodeEntryProblem,
  validationMessage,
  type PostcodeEntry,
  type PostcodeGroup,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { namedField } from '../../../shared/forms/placeRefusal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { useSavePostcode } from '../hooks/usePostcodes';

const FIELDS = ['kind', 'start', 'end'] as const;

interface Props {
  open: boolean;
  group: Pick<PostcodeGroup, 'id' | 'countryCode'>;
  /** null: add. */
  entry: PostcodeEntry | null;
  onClose: () => void;
}

/**
 * Add or edit a postcode or range of a group. The contract's rules on each field; the group's country's rules
 * (US ZIP prefixes, a range of one length, start not after end) as the server applies them (`postcodeEntryProblem`).
 */
export function PostcodeFormModal({ open, group, entry, onClose }: Props) {
  const { t } = useTranslation('postcodes');
  const { rules, lang } = useZodRules(PostcodeEntryInput);
  const [form] = Form.useForm();
  const save = useSavePostcode();
  const kind: unknown = Form.useWatch('kind', form);
  const isRange = kind === 'RANGE';

  /** The country's rule for one field, checked once the field's own rules pass. */
  const countryRule =
    (field: 'start' | 'end'): FormRule =>
    ({ getFieldValue }) => ({
      validator: async () => {
        const start = String(getFieldValue('start') ?? '');
        const end = getFieldValue('kind') === 'RANGE' ? String(getFieldValue('end') ?? '') : '';
        if (start.trim() === '') return;
        const problem = postcodeEntryProblem(group.countryCode, start, end);
        if (problem && problem.field === field) throw new Error(t(`problems.${problem.problem}`));
      },
    });

  return (
    <FormModal
      title={entry ? t('form.editPostcodeTitle') : t('form.createPostcodeTitle')}
      open={open}
      width={560}
      name="postcode-form"
      form={form}
      schema={PostcodeEntryInput}
      fields={FIELDS}
      initialValues={entry ? { kind: entry.kind, start: entry.start, end: entry.end } : { kind: 'SINGLE' }}
      resetKey={entry}
      toInput={(values) => ({
        ...values,
        end: values.kind === 'RANGE' ? values.end : '',
        groupId: group.id,
        ...(entry ? { id: entry.id } : {}),
      })}
      onSubmit={(input) => save.mutateAsync(input)}
      successMessage={t('messages.postcodeSaved')}
      errorFields={{
        POSTCODE_DUPLICATE: 'start',
        POSTCODE_US_INVALID: namedField,
        POSTCODE_RANGE_REVERSED: 'end',
        POSTCODE_RANGE_LENGTH: 'end',
      }}
      onClose={onClose}
      saveTestId="postcode-save"
      testId="postcode-modal"
    >
      <Form.Item name="kind" label={t('postcode.kind')}>
        <Radio.Group
          optionType="button"
          options={POSTCODE_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
          data-testid="postcode-form-kind"
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={isRange ? 12 : 24}>
          <Form.Item
            name="start"
            label={t('postcode.start')}
            rules={[...rules.start, countryRule('start')]}
            validateFirst
            extra={group.countryCode === 'US' ? t('form.usHint') : t('form.startHint')}
          >
            <Input maxLength={MAX_POSTCODE_LENGTH} data-testid="postcode-form-start" />
          </Form.Item>
        </Col>
        {isRange ? (
          <Col xs={24} md={12}>
            <Form.Item
              name="end"
              label={t('postcode.end')}
              dependencies={['start']}
              rules={[
                { required: true, message: validationMessage('required', lang) },
                ...rules.end,
                countryRule('end'),
              ]}
              validateFirst
            >
              <Input maxLength={MAX_POSTCODE_LENGTH} data-testid="postcode-form-end" />
            </Form.Item>
          </Col>
        ) : null}
      </Row>
    </FormModal>
  );
}
