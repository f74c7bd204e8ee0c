import { Button, Col, Form, Input, InputNumber, Row, Space, type FormInstance } from 'antd';
import { CalculatorOutlined } from '@ant-design/icons';
import { QuoteInput } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import type { DropdownOption } from '../../../shared/dropdowns';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { BoxListField } from './BoxListField';
import { CustomerSelect } from './CustomerSelect';
import { QuoteCountrySelect } from './QuoteCountrySelect';
import { INITIAL_QUOTE_VALUES, type QuoteFormValues } from './quoteForm';

export const QUOTE_FORM_NAME = 'quote-form';

interface Props {
  form: FormInstance<QuoteFormValues>;
  countries: readonly DropdownOption[];
  countriesLoading?: boolean;
  /** The platform quotes as a chosen customer. */
  withCustomer: boolean;
  submitting: boolean;
  onSubmit: (values: QuoteFormValues) => void;
}

/**
 * Destination, boxes and declared value (and for the platform the customer to quote as), with the rules of the
 * contract's QuoteInput on every field. Shared by the signed-in page and the public calculator.
 */
export function QuoteForm({ form, countries, countriesLoading, withCustomer, submitting, onSubmit }: Props) {
  const { t } = useTranslation('quote');
  const { rules } = useZodRules(QuoteInput);

  return (
    <Form<QuoteFormValues>
      form={form}
      name={QUOTE_FORM_NAME}
      layout="vertical"
      autoComplete="off"
      initialValues={INITIAL_QUOTE_VALUES}
      onFinish={onSubmit}
      data-testid="quote-form"
    >
      <Row gutter={16}>
        <Col xs={24} md={withCustomer ? 8 : 12}>
          <Form.Item name="countryCode" label={t('form.country')} rules={rules.countryCode}>
            <QuoteCountrySelect
              countries={countries}
              loading={countriesLoading}
              placeholder={t('form.countryPlaceholder')}
              data-testid="quote-country"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={withCustomer ? 8 : 12}>
          <Form.Item name="postcode" label={t('form.postcode')} rules={rules.postcode}>
            <Input maxLength={20} placeholder={t('form.postcodePlaceholder')} data-testid="quote-postcode" />
          </Form.Item>
        </Col>
        {withCustomer ? (
          <Col xs={24} md={8}>
            <Form.Item
              name="customerId"
              label={t('form.customer')}
              rules={rules.customerId}
              extra={t('form.customerHint')}
            >
              <CustomerSelect placeholder={t('form.customerPlaceholder')} data-testid="quote-customer" />
            </Form.Item>
          </Col>
        ) : null}
        <Col span={24}>
          <Form.Item label={t('form.boxes')} required style={{ marginBottom: 12 }}>
            <BoxListField form={form} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="declaredValue" label={t('form.declaredValue')} rules={rules.declaredValue}>
            <InputNumber<string>
              stringMode
              min="0"
              precision={2}
              prefix="$"
              suffix="USD"
              inputMode="decimal"
              placeholder="0.00"
              style={{ width: '100%' }}
              data-testid="quote-declared-value"
            />
          </Form.Item>
        </Col>
      </Row>
      <Space wrap>
        <Button
          type="primary"
          htmlType="submit"
          icon={<CalculatorOutlined />}
          loading={submitting}
          data-testid="quote-submit"
        >
          {t('form.submit')}
        </Button>
        <Button onClick={() => form.resetFields()} data-testid="quote-reset">
          {t('form.reset')}
        </Button>
      </Space>
    </Form>
  );
}
