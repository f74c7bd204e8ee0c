import { Col, Form, Input, Row, Select, Switch } from 'antd';
import {
  WAREHOUSE_ADDRESS_MAX,
  WAREHOUSE_CITY_MAX,
  WAREHOUSE_CODE_MAX,
  WAREHOUSE_CONTACT_MAX,
  WAREHOUSE_NAME_MAX,
  WAREHOUSE_PHONE_MAX,
  WarehouseAdd,
  WarehouseUpdate,
  type Warehouse,
} from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../shared/forms/FormModal';
import { useZodRules } from '../../../shared/forms/useZodRules';
import { useCustomers, useSaveWarehouse } from '../hooks/useWarehouses';

const FIELDS = ['code', 'name', 'accountId', 'city', 'address', 'contact', 'phone', 'enabled'] as const;

interface Props {
  open: boolean;
  /** null: add one. */
  warehouse: Warehouse | null;
  /** The platform names the customer; anyone else's warehouse is its own. */
  pickCustomer: boolean;
  onClose: () => void;
}

/** Add or change a warehouse. */
export function WarehouseFormModal({ open, warehouse, pickCustomer, onClose }: Props) {
  const { t } = useTranslation('warehouses');
  const { rules } = useZodRules(WarehouseAdd);
  const save = useSaveWarehouse();
  const customers = useCustomers(open && pickCustomer);
  const initial = warehouse
    ? { ...Object.fromEntries(FIELDS.map((f) => [f, warehouse[f]])), accountId: warehouse.accountId ?? undefined }
    : { enabled: true };
  const options = (customers.data?.rows ?? []).map((o) => ({ label: o.label, value: Number(o.value) }));
  if (warehouse?.accountId && !options.some((o) => o.value === warehouse.accountId)) {
    options.push({ label: warehouse.customerName, value: warehouse.accountId });
  }

  return (
    <FormModal
      title={warehouse ? t('form.editTitle') : t('form.createTitle')}
      open={open}
      width={640}
      name="warehouse-form"
      schema={warehouse ? WarehouseUpdate : WarehouseAdd}
      fields={FIELDS}
      initialValues={initial}
      resetKey={warehouse}
      toInput={(values) => ({
        ...values,
        accountId: values.accountId ?? null,
        ...(warehouse ? { id: warehouse.id } : {}),
      })}
      onSubmit={(input) => save.mutateAsync(input)}
      successMessage={warehouse ? t('messages.updated') : t('messages.created')}
      errorFields={{ WAREHOUSE_CODE_TAKEN: 'code', WAREHOUSE_CUSTOMER_INVALID: 'accountId' }}
      onClose={onClose}
      saveTestId="warehouse-save"
      testId="warehouse-modal"
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="code" label={t('form.code')} rules={rules.code} extra={t('form.codeHint')}>
            <Input maxLength={WAREHOUSE_CODE_MAX} data-testid="warehouse-form-code" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('form.name')} rules={rules.name}>
            <Input maxLength={WAREHOUSE_NAME_MAX} data-testid="warehouse-form-name" />
          </Form.Item>
        </Col>
        {pickCustomer ? (
          <Col xs={24} md={12}>
            <Form.Item name="accountId" label={t('form.customer')} extra={t('form.customerHint')}>
              <Select
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                loading={customers.isLoading}
                options={options}
                data-testid="warehouse-form-customer"
              />
            </Form.Item>
          </Col>
        ) : null}
        <Col xs={24} md={12}>
          <Form.Item name="city" label={t('form.city')} rules={rules.city}>
            <Input maxLength={WAREHOUSE_CITY_MAX} data-testid="warehouse-form-city" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="address" label={t('form.address')} rules={rules.address}>
            <Input maxLength={WAREHOUSE_ADDRESS_MAX} data-testid="warehouse-form-address" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="contact" label={t('form.contact')} rules={rules.contact}>
            <Input maxLength={WAREHOUSE_CONTACT_MAX} data-testid="warehouse-form-contact" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="phone" label={t('form.phone')} rules={rules.phone}>
            <Input maxLength={WAREHOUSE_PHONE_MAX} data-testid="warehouse-form-phone" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="enabled" label={t('form.enabled')} valuePropName="checked">
            <Switch data-testid="warehouse-form-enabled" />
          </Form.Item>
        </Col>
      </Row>
    </FormModal>
  );
}
