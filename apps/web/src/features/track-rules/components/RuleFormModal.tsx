import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import {
  TRACK_RULE_MATCH_KINDS,
  TRACK_RULE_PRIORITY_MAX,
  TRACK_RULE_REMARK_MAX,
  TRACK_RULE_TEXT_MAX,
  TrackRuleSave,
  type TrackRule,
  type TrackRuleMatchKind,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { useLanguage } from '../../../i18n/useLanguage';
import { useSaveRule } from '../hooks/useTrackRules';
import { statusOptions, subStatusOptions } from './statusWords';

const FIELDS = ['priority', 'matchKind', 'matchText', 'status', 'subStatus', 'enabled', 'remark'] as const;

/** What a new rule starts from (a waiting event's code, when mapping one). */
export interface RuleDraft {
  groupId: number;
  matchKind?: TrackRuleMatchKind;
  matchText?: string;
}

interface Props {
  open: boolean;
  /** The rule changed, or the draft of a new one. */
  rule: TrackRule | RuleDraft | null;
  onClose: () => void;
}

const isSaved = (r: TrackRule | RuleDraft | null): r is TrackRule => !!r && 'id' in r;

/** Add or change a rule: its kind, its text, the status and sub-status it maps to. */
export function RuleFormModal({ open, rule, onClose }: Props) {
  const { t } = useTranslation('track-rules');
  const lang = useLanguage();
  const { rules } = useZodRules(TrackRuleSave);
  const save = useSaveRule();
  const [form] = Form.useForm();
  const status = Form.useWatch('status', form) as string | undefined;
  const kind = (Form.useWatch('matchKind', form) as TrackRuleMatchKind | undefined) ?? 'CODE';
  const saved = isSaved(rule) ? rule : null;
  const initial = saved
    ? { ...Object.fromEntries(FIELDS.map((f) => [f, saved[f]])), subStatus: saved.subStatus ?? undefined }
    : { priority: 100, matchKind: rule?.matchKind ?? 'CODE', matchText: rule?.matchText ?? '', enabled: true };
  const subs = subStatusOptions(status, lang);

  return (
    <FormModal
      title={saved ? t('ruleForm.editTitle') : t('ruleForm.createTitle')}
      open={open}
      form={form}
      width={640}
      name="track-rule-form"
      schema={TrackRuleSave}
      fields={FIELDS}
      initialValues={initial}
      resetKey={rule}
      toInput={(values) => ({
        ...values,
        subStatus: values.subStatus ?? '',
        groupId: rule?.groupId,
        ...(saved ? { id: saved.id } : {}),
      })}
      onSubmit={(input) => save.mutateAsync(input)}
      successMessage={saved ? t('messages.updated') : t('messages.created')}
      errorFields={{
        TRACK_RULE_PATTERN_RUNAWAY: 'matchText',
        TRACK_RULE_PATTERN_TOO_LONG: 'matchText',
        TRACK_RULE_PATTERN_TOO_MANY_STARS: 'matchText',
        TRACK_RULE_TAKEN: 'matchText',
        TRACK_RULE_STATUS_UNKNOWN: 'status',
        TRACK_RULE_SUB_STATUS_MISMATCH: 'subStatus',
      }}
      onClose={onClose}
      saveTestId="track-rule-save"
      testId="track-rule-modal"
      destroyOnClose
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="matchKind" label={t('ruleForm.matchKind')} rules={rules.matchKind}>
            <Select
              data-testid="track-rule-form-matchKind"
              options={TRACK_RULE_MATCH_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item
            name="matchText"
            label={t('ruleForm.matchText')}
            rules={rules.matchText}
            extra={t(`ruleForm.matchTextHint.${kind}`)}
          >
            <Input maxLength={TRACK_RULE_TEXT_MAX} data-testid="track-rule-form-matchText" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="status" label={t('ruleForm.status')} rules={rules.status}>
            <Select
              data-testid="track-rule-form-status"
              options={statusOptions(lang)}
              onChange={() => form.setFieldValue('subStatus', undefined)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="subStatus" label={t('ruleForm.subStatus')}>
            <Select allowClear disabled={subs.length === 0} data-testid="track-rule-form-subStatus" options={subs} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="priority"
            label={t('ruleForm.priority')}
            rules={rules.priority}
            extra={t('ruleForm.priorityHint')}
          >
            <InputNumber
              min={0}
              max={TRACK_RULE_PRIORITY_MAX}
              precision={0}
              style={{ width: '100%' }}
              data-testid="track-rule-form-priority"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="remark" label={t('ruleForm.remark')} rules={rules.remark}>
            <Input maxLength={TRACK_RULE_REMARK_MAX} data-testid="track-rule-form-remark" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="enabled" label={t('ruleForm.enabled')} valuePropName="checked">
            <Switch data-testid="track-rule-form-enabled" />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
