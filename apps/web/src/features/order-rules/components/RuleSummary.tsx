import { Space, Tag, Typography } from 'antd';
import { requiredFieldName, type OrderRule } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n';

const STRATEGY_COLORS: Record<OrderRule['strategyType'], string> = {
  INTERCEPT: 'orange',
  REJECT: 'red',
  ROUTE: 'blue',
  REQUIRE_FIELD: 'purple',
};

export function StrategyTag({ rule }: { rule: OrderRule }) {
  return <Tag color={STRATEGY_COLORS[rule.strategyType]}>{rule.strategyName}</Tag>;
}

/** "1.000 - 30.000", "≥ 1.000", "≤ 30.000". */
export function rangeText(min: string | null, max: string | null): string | null {
  if (min !== null && max !== null) return `${min} - ${max}`;
  if (min !== null) return `≥ ${min}`;
  if (max !== null) return `≤ ${max}`;
  return null;
}

/** What the rule does, in words. */
export function RuleEffect({ rule }: { rule: OrderRule }) {
  const { t } = useTranslation('order-rules');
  const lang = useLanguage();
  switch (rule.strategyType) {
    case 'REJECT':
      return <Typography.Text>{rule.message}</Typography.Text>;
    case 'ROUTE':
      return (
        <Typography.Text>
          {t('rule.routeTo', { product: rule.names.targetProduct ?? String(rule.targetProductId) })}
        </Typography.Text>
      );
    case 'REQUIRE_FIELD':
      return (
        <Typography.Text>
          {t('rule.mustCarry', { fields: rule.requiredFields.map((f) => requiredFieldName(f, lang)).join(', ') })}
        </Typography.Text>
      );
    default:
      return <Typography.Text>{t('rule.hold')}</Typography.Text>;
  }
}

/** The rule's conditions as tags (all of them must hold), or "every order". */
export function RuleConditions({ rule }: { rule: OrderRule }) {
  const { t } = useTranslation('order-rules');
  const c = rule.conditions;
  const n = rule.names;
  const weight = rangeText(c.weightMin, c.weightMax);
  const value = rangeText(c.declaredValueMin, c.declaredValueMax);
  const tags: [string, string][] = [
    ...n.countries.map((o): [string, string] => [`c${o.value}`, o.label]),
    ...n.postcodeGroups.map((o): [string, string] => [`g${o.value}`, `${t('rule.postcodeGroups')}: ${o.label}`]),
    ...(weight ? [['w', t('rule.weight', { range: weight })] as [string, string]] : []),
    ...(value ? [['v', t('rule.declaredValue', { range: value })] as [string, string]] : []),
    ...n.customers.map((o): [string, string] => [`u${o.value}`, `${t('rule.customers')}: ${o.label}`]),
    ...n.products.map((o): [string, string] => [`p${o.value}`, `${t('rule.products')}: ${o.label}`]),
    ...c.keywords.map((k): [string, string] => [`k${k}`, `“${k}”`]),
  ];
  if (tags.length === 0) return <Typography.Text type="secondary">{t('rule.anyOrder')}</Typography.Text>;
  return (
    <Space size={[0, 4]} wrap>
      {tags.map(([key, label]) => (
        <Tag key={key}>{label}</Tag>
      ))}
    </Space>
  );
}
