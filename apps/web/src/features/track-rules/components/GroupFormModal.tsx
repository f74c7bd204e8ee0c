import { AutoComplete, Col, Form, Input, Row, Switch } from 'antd';
import {
  TRACK_RULE_CARRIER_CODE_MAX,
  TRACK_RULE_GROUP_NAME_MAX,
  TRACK_RULE_REMARK_MAX,
  TrackRuleGroupSave,
  type TrackRuleGroup,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useDropdown } from '../../../shared/dropdowns';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { useSaveGroup } from '../hooks/useTrackRules';

const FIELDS = ['name', 'carrierCode', 'enabled', 'remark'] as const;
/** The carriers a group is usually for: the sandbox, and the last-mile carriers (their code is in their label). */
const SANDBOX = 'SANDBOX';
const codeInLabel = (label: string) => /\(([^()]+)\)\s*$/.exec(label)?.[1] ?? label;

interface Props {
  open: boolean;
  /** null: add one. */
  group: TrackRuleGroup | null;
  /** A carrier code to start from (adding a group for a waiting event's carrier). */
  carrierCode?: string;
  onClose: () => void;
}

/** Add or change a rule group. */
export function GroupFormModal({ open, group, carrierCode, onClose }: Props) {
  const { t } = useTranslation('track-rules');
  const { rules } = useZodRules(TrackRuleGroupSave);
  const save = useSaveGroup();
  const tail = useDropdown('tailLogistics');
  const codes = [SANDBOX, ...(tail.options ?? []).map((o) => codeInLabel(o.label))];
  const initial = group
    ? Object.fromEntries(FIELDS.map((f) => [f, group[f]]))
    : { enabled: true, carrierCode: carrierCode ?? '' };

  return (
    <FormModal
      title={group ? t('groupForm.editTitle') : t('groupForm.createTitle')}
      open={open}
      width={560}
      name="track-rule-group-form"
      schema={TrackRuleGroupSave}
      fields={FIELDS}
      initialValues={initial}
      resetKey={group ?? carrierCode}
      toInput={(values) => (group ? { ...values, id: group.id } : values)}
      onSubmit={(input) => save.mutateAsync(input)}
      successMessage={group ? t('messages.updated') : t('messages.created')}
      errorFields={{ TRACK_RULE_CARRIER_TAKEN: 'carrierCode' }}
      onClose={onClose}
      saveTestId="track-group-save"
      testId="track-group-modal"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('groupForm.name')} rules={rules.name}>
            <Input maxLength={TRACK_RULE_GROUP_NAME_MAX} data-testid="track-group-form-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="carrierCode"
            label={t('groupForm.carrierCode')}
            rules={rules.carrierCode}
            extra={t('groupForm.carrierCodeHint')}
          >
            <AutoComplete
              options={[...new Set(codes)].map((value) => ({ value }))}
              maxLength={TRACK_RULE_CARRIER_CODE_MAX}
              data-testid="track-group-form-carrierCode"
            />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="remark" label={t('groupForm.remark')} rules={rules.remark}>
            <Input.TextArea rows={2} maxLength={TRACK_RULE_REMARK_MAX} data-testid="track-group-form-remark" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="enabled" label={t('groupForm.enabled')} valuePropName="checked">
            <Switch data-testid="track-group-form-enabled" />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
