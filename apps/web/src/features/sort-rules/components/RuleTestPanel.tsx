import { useState } from 'react';
import { Alert, Button, Col, DatePicker, Drawer, Form, Input, Row, Select, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import {
  SORT_TYPES,
  SORT_TYPE_WORDS,
  SortRuleTestInput,
  type SortRuleTestResult,
  type SortType,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';
import { DropdownSelect } from '../../../shared/dropdowns';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { sortRulesApi } from '../api/sortRulesApi';

interface Values {
  sortType: SortType;
  destination: string;
  postcode?: string;
  weightKg: string;
  productCode?: string;
  carrierCode?: string;
  customerId?: string;
  machinable?: 'true' | 'false';
  at?: Dayjs;
}

type Other = SortRuleTestResult['others'][number];

/** The rule test: a parcel's facts on the warehouse's rules; the bay, the rule, and why each other rule lost. */
export function RuleTestPanel(props: { open: boolean; warehouseId: number; onClose: () => void }) {
  const { open, warehouseId, onClose } = props;
  const { t } = useTranslation('sort-rules');
  const lang = useLanguage();
  const { rules } = useZodRules(SortRuleTestInput);
  const [form] = Form.useForm<Values>();
  const [result, setResult] = useState<SortRuleTestResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (v: Values) => {
    setBusy(true);
    setError(null);
    try {
      const blank = (s?: string) => (s?.trim() ? s.trim() : null);
      setResult(
        await sortRulesApi.test({
          warehouseId,
          sortType: v.sortType,
          destination: v.destination.trim().toUpperCase(),
          postcode: v.postcode?.trim() ?? '',
          weightKg: v.weightKg.trim(),
          productCode: blank(v.productCode),
          carrierCode: blank(v.carrierCode),
          customerId: v.customerId ? Number(v.customerId) : null,
          machinable: v.machinable ? v.machinable === 'true' : null,
          at: v.at ? v.at.toISOString() : null,
        }),
      );
    } catch (e) {
      setResult(null);
      setError((e as { message?: string }).message ?? String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('test.title')}
      width="min(900px, 100vw)"
      data-testid="sort-rule-test"
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        name="sort-rule-test"
        initialValues={{ sortType: 'DISTRIBUTION_CENTER', destination: 'US', postcode: '', weightKg: '1' }}
        onFinish={(v) => void run(v)}
      >
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item name="sortType" label={t('fields.sortType')}>
              <Select
                data-testid="sort-rule-test-sortType"
                options={SORT_TYPES.map((s) => ({ value: s, label: SORT_TYPE_WORDS[s][lang] }))}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="destination" label={t('test.destination')} rules={rules.destination}>
              <Input maxLength={2} data-testid="sort-rule-test-destination" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="postcode" label={t('test.postcode')} rules={rules.postcode}>
              <Input maxLength={12} data-testid="sort-rule-test-postcode" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="weightKg" label={t('test.weight')} rules={rules.weightKg}>
              <Input maxLength={20} data-testid="sort-rule-test-weight" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="productCode" label={t('fields.productCode')}>
              <Input maxLength={100} data-testid="sort-rule-test-product" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="carrierCode" label={t('fields.carrierCode')}>
              <Input maxLength={100} data-testid="sort-rule-test-carrier" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="customerId" label={t('fields.customerId')}>
              <DropdownSelect name="selectOption" allowClear showSearch optionFilterProp="label" />
            </Form.Item>
          </Col>
          <Col xs={12} md={8}>
            <Form.Item name="machinable" label={t('fields.machinable')}>
              <Select
                allowClear
                data-testid="sort-rule-test-machinable"
                options={[
                  { value: 'true', label: t('values.yes') },
                  { value: 'false', label: t('values.no') },
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="at" label={t('test.at')} extra={t('test.atHint')}>
              <DatePicker showTime style={{ width: '100%' }} data-testid="sort-rule-test-at" />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={busy} data-testid="sort-rule-test-run">
          {t('test.run')}
        </Button>
      </Form>
      {error && <Alert style={{ marginTop: 16 }} type="error" message={error} />}
      {result && (
        <div style={{ marginTop: 16 }} data-testid="sort-rule-test-result">
          {result.rule ? (
            <Alert
              type="success"
              message={
                <span>
                  {t('test.bay')}{' '}
                  <Typography.Text strong style={{ fontSize: 32 }} data-testid="sort-rule-test-bay">
                    {result.bayNumber}
                  </Typography.Text>{' '}
                  · {t('test.rule')}{' '}
                  <Typography.Text strong data-testid="sort-rule-test-rule">
                    {result.rule.code}
                  </Typography.Text>{' '}
                  ({result.rule.name}, {t('fields.level')} {result.rule.level})
                </span>
              }
            />
          ) : (
            <Alert type="warning" message={t('test.unmatched')} data-testid="sort-rule-test-unmatched" />
          )}
          <Table<Other>
            style={{ marginTop: 12 }}
            size="small"
            rowKey={(o) => o.rule.id}
            pagination={false}
            dataSource={result.others}
            onRow={(o) => ({ 'data-testid': `sort-rule-test-other-${o.rule.code}` }) as object}
            columns={[
              {
                key: 'rule',
                title: t('test.rule'),
                width: 150,
                render: (_, o) => (
                  <>
                    <Typography.Text strong>{o.rule.code}</Typography.Text>
                    <br />
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('fields.level')} {o.rule.level} · {t('test.bay')} {o.rule.bayNumber}
                    </Typography.Text>
                  </>
                ),
              },
              {
                key: 'why',
                title: t('test.why'),
                render: (_, o) => (
                  <Tag color={o.loss.kind === 'lost' ? 'orange' : 'default'} style={{ whiteSpace: 'normal' }}>
                    {o.reason}
                  </Tag>
                ),
              },
            ]}
          />
        </div>
      )}
    </Drawer>
  );
}
