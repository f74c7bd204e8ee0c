import { useMemo } from 'react';
import { Button, Col, Form, Input, InputNumber, Row, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { MAX_ORDER_BOXES, QuoteBox, QuoteInput, validationMessage, type QuoteRow } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { formatWeight } from '../../../shared/format';
import { useZodRules } from '../../../shared/forms/useZodRules';
import type { DropdownOption } from '../../../shared/dropdowns';
import { BOX_FIELDS, QuoteCountrySelect, type BoxValues } from '../../quote';
import { boxesSummary, sameBoxes } from './draft';
import { ServiceQuotes } from './ServiceQuotes';

interface Props {
  boxes: BoxValues[];
  countries: readonly DropdownOption[];
  countriesLoading: boolean;
  quotes: { rows: QuoteRow[] | null; loading: boolean; error: string | null };
  onEditBoxes: () => void;
}

const PRECISION = { length: 2, width: 2, height: 2, weight: 3 } as const;

/**
 * Step 1: where it goes and roughly what it is (so many boxes like this one, refined in step 2), then the services
 * that can carry it, priced live, cheapest first. Once the boxes differ from each other, they are summed up here and
 * edited in step 2.
 */
export function ServiceStep({ boxes, countries, countriesLoading, quotes, onEditBoxes }: Props) {
  const { t } = useTranslation('orders');
  const { t: tq } = useTranslation('quote');
  const { rules } = useZodRules(QuoteInput);
  const { rules: boxRules, lang } = useZodRules(QuoteBox);
  const required = validationMessage('required', lang);
  const quickRules = useMemo(
    () => Object.fromEntries(BOX_FIELDS.map((f) => [f, [{ required: true, message: required }, ...boxRules[f]]])),
    [boxRules, required],
  );
  const quick = boxes.length === 0 || sameBoxes(boxes);
  const summary = boxesSummary(boxes);

  return (
    <div data-testid="order-step-service">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="countryCode" label={t('wizard.service.country')} rules={rules.countryCode}>
            <QuoteCountrySelect
              countries={countries}
              loading={countriesLoading}
              placeholder={tq('form.countryPlaceholder')}
              data-testid="order-country"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="postcode" label={t('wizard.service.postcode')} rules={rules.postcode}>
            <Input maxLength={20} placeholder={tq('form.postcodePlaceholder')} data-testid="order-postcode" />
          </Form.Item>
        </Col>
      </Row>
      {quick ? (
        <Row gutter={8}>
          <Col xs={12} md={4}>
            <Form.Item
              name={['quick', 'pieces']}
              label={t('wizard.service.pieces')}
              rules={[
                { required: true, message: required },
                {
                  type: 'integer',
                  min: 1,
                  max: MAX_ORDER_BOXES,
                  message: validationMessage('tooMany', lang, { max: MAX_ORDER_BOXES }),
                },
              ]}
            >
              <InputNumber
                min={1}
                max={MAX_ORDER_BOXES}
                precision={0}
                style={{ width: '100%' }}
                data-testid="order-quick-pieces"
              />
            </Form.Item>
          </Col>
          {BOX_FIELDS.map((f) => (
            <Col key={f} xs={12} md={5}>
              <Form.Item name={['quick', f]} label={t(`wizard.service.each.${f}`)} rules={quickRules[f]} validateFirst>
                <InputNumber<string>
                  stringMode
                  min="0"
                  precision={PRECISION[f]}
                  suffix={f === 'weight' ? 'kg' : 'cm'}
                  inputMode="decimal"
                  style={{ width: '100%' }}
                  data-testid={`order-quick-${f}`}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
      ) : (
        <Form.Item label={t('wizard.service.boxes')}>
          <Typography.Text data-testid="order-boxes-summary">
            {t('wizard.service.boxesSummary', { count: summary.count, weight: formatWeight(summary.weight) })}
          </Typography.Text>
          <Button type="link" icon={<EditOutlined />} onClick={onEditBoxes} data-testid="order-edit-boxes">
            {t('wizard.service.editBoxes')}
          </Button>
        </Form.Item>
      )}
      <Form.Item
        name="product"
        label={t('wizard.service.services')}
        required
        rules={[{ required: true, message: t('wizard.service.choose') }]}
      >
        <ServiceQuotes rows={quotes.rows} loading={quotes.loading} error={quotes.error} />
      </Form.Item>
    </div>
  );
}
