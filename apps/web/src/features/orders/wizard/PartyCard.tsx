import { useMemo } from 'react';
import { Card, Checkbox, Col, Form, Input, Row, Select, type FormInstance, type FormRule } from 'antd';
import { OrderParty, partyOfAddress, type Address } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import type { DropdownOption } from '../../../shared/dropdowns';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { QuoteCountrySelect } from '../../quote';
import { useAddressBook } from '../hooks/useOrders';
import { crossIssueAt, requiredByContract } from './contractRules';
import type { OrderFormValues, PartyField, PartyValues } from './draft';

export type PartyRole = 'sender' | 'receiver';

interface Props {
  role: PartyRole;
  form: FormInstance<OrderFormValues>;
  /** The party as the form holds it now (for the destination rules and the picker). */
  party: PartyValues;
  values: OrderFormValues;
  countries: readonly DropdownOption[];
  /** The receiver's country is the destination chosen in step 1. */
  lockedCountry?: string;
  /** The user may read the address book. */
  withBook: boolean;
  /** An entry was picked (or the pick cleared): the page keeps the draft and the destination in step. */
  onPicked: () => void;
}

type Layout = { field: PartyField; span: number; max: number; inputMode?: 'tel' | 'email' };
const LAYOUT: Layout[] = [
  { field: 'name', span: 12, max: 100 },
  { field: 'company', span: 12, max: 100 },
  { field: 'province', span: 12, max: 100 },
  { field: 'city', span: 12, max: 100 },
  { field: 'zipCode', span: 12, max: 20 },
  { field: 'houseNumber', span: 12, max: 20 },
  { field: 'address1', span: 24, max: 200 },
  { field: 'address2', span: 24, max: 200 },
  { field: 'customsNo', span: 12, max: 50 },
  { field: 'phone', span: 12, max: 30, inputMode: 'tel' },
  { field: 'email', span: 24, max: 254, inputMode: 'email' },
];

const fromAddress = (a: Address): PartyValues => ({
  ...partyOfAddress(a),
  addressId: a.id,
  saveToAddressBook: false,
});

/**
 * A sender or receiver: picked from the address book (the order then names that entry) or typed, with "save to
 * address book". Each field has the contract's own rule, and the destination's (US ZIP, a house number for Germany,
 * a customs number for Korea) as the contract's refinement states it, marked required when it applies.
 */
export function PartyCard({ role, form, party, values, countries, lockedCountry, withBook, onPicked }: Props) {
  const { t } = useTranslation('orders');
  const { rules: zodRules, lang } = useZodRules(OrderParty);
  const book = useAddressBook(role === 'sender' ? 'SENDER' : 'RECIPIENT', withBook);

  const rules = useMemo(() => {
    const cross = (field: PartyField): FormRule => ({
      validator: async () => {
        const message = crossIssueAt(form.getFieldsValue(true), `${role}.${field}`, lang);
        if (message) throw new Error(message);
      },
    });
    return Object.fromEntries(
      (Object.keys(zodRules) as PartyField[]).map((f) => [f, [...zodRules[f], cross(f)]]),
    ) as Record<PartyField, FormRule[]>;
  }, [zodRules, form, role, lang]);

  const options = useMemo(
    () =>
      book.addresses.map((a) => ({
        value: a.id,
        label: `${a.name} · ${a.city} ${a.zipCode} · ${a.countryCode}`,
        disabled: lockedCountry !== undefined && a.countryCode !== lockedCountry,
      })),
    [book.addresses, lockedCountry],
  );

  const pick = (id: number | undefined) => {
    const address = book.addresses.find((a) => a.id === id);
    form.setFieldValue(role, address ? fromAddress(address) : { ...party, addressId: null });
    onPicked();
    // The picked entry is checked like a typed one: what the order needs beyond the book shows at once.
    if (address) void form.validateFields([role], { recursive: true }).catch(() => undefined);
  };

  const item = ({ field, span, max, inputMode }: Layout) => {
    const requiredWhy = requiredByContract(values, `${role}.${field}`, lang);
    return (
      <Col key={field} xs={24} md={span}>
        <Form.Item
          name={[role, field]}
          label={t(`fields.${field}`)}
          rules={rules[field]}
          required={requiredWhy ? true : undefined}
          extra={requiredWhy}
          dependencies={[[role, 'countryCode']]}
        >
          <Input maxLength={max} inputMode={inputMode} data-testid={`order-${role}-${field}`} />
        </Form.Item>
      </Col>
    );
  };

  return (
    <Card size="small" title={t(`wizard.parties.${role}`)} data-testid={`order-${role}`}>
      {withBook ? (
        <Form.Item label={t('wizard.parties.fromBook')}>
          <Select<number>
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={book.isLoading}
            options={options}
            value={party.addressId ?? undefined}
            onChange={pick}
            placeholder={t('wizard.parties.fromBookPlaceholder')}
            notFoundContent={t('wizard.parties.bookEmpty')}
            data-testid={`order-${role}-book`}
          />
        </Form.Item>
      ) : null}
      <Row gutter={12}>
        {LAYOUT.slice(0, 2).map(item)}
        <Col xs={24} md={12}>
          <Form.Item
            name={[role, 'countryCode']}
            label={t('fields.countryCode')}
            rules={zodRules.countryCode}
            extra={lockedCountry ? t('wizard.parties.countryLocked') : undefined}
          >
            <QuoteCountrySelect
              countries={countries}
              disabled={lockedCountry !== undefined}
              data-testid={`order-${role}-countryCode`}
            />
          </Form.Item>
        </Col>
        {LAYOUT.slice(2).map(item)}
        <Col span={24}>
          <Form.Item name={[role, 'saveToAddressBook']} valuePropName="checked" style={{ marginBottom: 0 }}>
            <Checkbox disabled={!!party.addressId} data-testid={`order-${role}-save`}>
              {t('wizard.parties.saveToBook')}
            </Checkbox>
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
