import { Button, Checkbox, Form, Input, Select } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { ADDRESS_TYPES, type AddressType } from '@parcelhub/contracts';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from './CountrySelect';

export interface AddressFilters {
  type?: AddressType;
  countryCode?: string;
  keyword?: string;
  defaultOnly?: boolean;
}

interface Props {
  onSearch: (filters: AddressFilters) => void;
}

export function AddressFilterBar({ onSearch }: Props) {
  const { t } = useTranslation('address');
  const { t: tc } = useTranslation();
  const [form] = Form.useForm<AddressFilters>();
  return (
    <Form form={form} name="address-filters" layout="inline" onFinish={onSearch} style={{ rowGap: 12 }}>
      <Form.Item name="type" label={t('filters.type')}>
        <Select
          allowClear
          placeholder={t('filters.allTypes')}
          style={{ width: 140 }}
          data-testid="address-filter-type"
          options={ADDRESS_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        />
      </Form.Item>
      <Form.Item name="countryCode" label={t('filters.country')}>
        <CountrySelect
          allowClear
          placeholder={t('filters.allCountries')}
          style={{ width: 200 }}
          data-testid="address-filter-country"
        />
      </Form.Item>
      <Form.Item name="keyword" label={t('filters.keyword')}>
        <Input
          allowClear
          placeholder={t('filters.keywordPlaceholder')}
          style={{ width: 240 }}
          maxLength={100}
          data-testid="address-filter-keyword"
        />
      </Form.Item>
      <Form.Item name="defaultOnly" valuePropName="checked">
        <Checkbox data-testid="address-filter-default">{t('filters.defaultOnly')}</Checkbox>
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} data-testid="address-search">
          {tc('actions.search')}
        </Button>
      </Form.Item>
      <Form.Item>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => {
            form.resetFields();
            onSearch({});
          }}
        >
          {tc('actions.reset')}
        </Button>
      </Form.Item>
    </Form>
  );
}
