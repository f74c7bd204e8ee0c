import { useEffect } from 'react';
import { App, Button, Form, Select, Typography } from 'antd';
import type { ProductCostDetail } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/http';
import { usePostcodeGroupOptions, useSavePostcodeRule } from '../hooks/useProductCosts';

interface Props {
  cost: ProductCostDetail;
  canEdit: boolean;
}

interface Values {
  remotePostcodeLib: string[];
  noRemotePostcodeLib: string[];
}

/** The cost's postcode rule: which postcode groups (api/postcode/getGroup1) are remote, which never are. */
export function PostcodeRuleForm({ cost, canEdit }: Props) {
  const { t } = useTranslation('product-costs');
  const { t: tc } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const groups = usePostcodeGroupOptions();
  const save = useSavePostcodeRule();

  useEffect(() => {
    form.setFieldsValue({
      remotePostcodeLib: cost.remotePostcodeLib.map(String),
      noRemotePostcodeLib: cost.noRemotePostcodeLib.map(String),
    });
  }, [cost, form]);

  const options = (type: 'REMOTE' | 'NO_REMOTE') => {
    const chosen = new Set([...cost.remotePostcodeLib, ...cost.noRemotePostcodeLib].map(String));
    return groups.options
      .filter((g) => g.type === type || chosen.has(g.value))
      .map((g) => ({ value: g.value, label: `${g.label} (${g.countryCode})` }));
  };

  const submit = async () => {
    const values = form.getFieldsValue();
    try {
      await save.mutateAsync({
        costId: cost.id,
        input: {
          remotePostcodeLib: (values.remotePostcodeLib ?? []).map(Number),
          noRemotePostcodeLib: (values.noRemotePostcodeLib ?? []).map(Number),
        },
      });
      void message.success(t('rule.saved'));
    } catch (e) {
      if (isApiError(e)) form.setFields([{ name: 'remotePostcodeLib', errors: [e.message] }]);
    }
  };

  return (
    <Form form={form} name="postcode-rule" layout="vertical" data-testid="postcode-rule-form">
      <Typography.Paragraph type="secondary">{t('rule.hint')}</Typography.Paragraph>
      <Form.Item name="remotePostcodeLib" label={t('rule.remote')}>
        <Select
          mode="multiple"
          allowClear
          disabled={!canEdit}
          loading={groups.isLoading}
          options={options('REMOTE')}
          showSearch={{ optionFilterProp: 'label' }}
          data-testid="rule-remote"
        />
      </Form.Item>
      <Form.Item name="noRemotePostcodeLib" label={t('rule.noRemote')}>
        <Select
          mode="multiple"
          allowClear
          disabled={!canEdit}
          loading={groups.isLoading}
          options={options('NO_REMOTE')}
          showSearch={{ optionFilterProp: 'label' }}
          data-testid="rule-no-remote"
        />
      </Form.Item>
      {canEdit ? (
        <Button type="primary" loading={save.isPending} onClick={() => void submit()} data-testid="rule-save">
          {tc('actions.save')}
        </Button>
      ) : null}
    </Form>
  );
}
