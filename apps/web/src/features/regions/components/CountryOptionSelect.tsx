import { Select, type SelectProps } from 'antd';
import { useCountryOptions } from '../hooks/useRegions';

interface Option {
  value: string;
  label: string;
}
type Props = Omit<SelectProps<string, Option>, 'options' | 'showSearch'>;

const matches = (input: string, option?: Option) =>
  !!option && option.label.toLowerCase().includes(input.trim().toLowerCase());

/** Countries from api/region/lists (hot ones first), searchable by name or code. */
export function CountryOptionSelect(props: Props) {
  const { options, isLoading } = useCountryOptions();
  return (
    <Select<string, Option>
      {...props}
      loading={isLoading}
      options={options.map((o) => ({ value: o.value, label: `${o.label} (${o.value})` }))}
      showSearch={{ filterOption: matches }}
      popupMatchSelectWidth={false}
    />
  );
}
