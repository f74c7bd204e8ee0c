import { Button, Form } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FilterField } from './types';

interface Props<F> {
  name: string;
  testId: string;
  fields: FilterField<F>[];
  initialValues: F;
  onSearch: (filters: F) => void;
}

/** The declared filter fields in one inline form, with search and reset. */
export function FilterForm<F extends object>({ name, testId, fields, initialValues, onSearch }: Props<F>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<F>();
  return (
    <Form<F>
      form={form}
      name={name}
      layout="inline"
      initialValues={initialValues}
      onFinish={onSearch}
      style={{ rowGap: 12 }}
    >
      {fields.map((f) => {
        const itemName: string = f.name;
        return (
          <Form.Item key={itemName} name={itemName} label={f.label} valuePropName={f.valuePropName}>
            {f.input}
          </Form.Item>
        );
      })}
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid={`${testId}-search`}>
          {t('actions.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => {
            form.resetFields();
            onSearch(initialValues);
          }}
          data-testid={`${testId}-reset`}
        >
          {t('actions.reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}
