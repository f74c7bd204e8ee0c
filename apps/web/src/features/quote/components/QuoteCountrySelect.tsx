import { useMemo } from 'react';
import { Select, type SelectProps } from 'antd';
import type { DropdownOption } from '../../../shared/dropdowns';

interface Option {
  value: string;
  label: string;
}

type Props = Omit<SelectProps<string, Option>, 'options' | 'showSearch' | 'loading'> & {
  countries: readonly DropdownOption[];
  loading?: boolean;
};

const matches = (input: string, option?: Option) =>
  !!option && option.label.toLowerCase().includes(input.trim().toLowerCase());

/** A destination country, searchable by its name or ISO code (the label carries both). */
export function QuoteCountrySelect({ countries, loading, ...props }: Props) {
  const options = useMemo(
    () => countries.map((c) => ({ value: String(c.value), label: `${c.label} (${c.value})` })),
    [countries],
  );
  return (
    <Select<string, Option>
      {...props}
      loading={loading}
      options={options}
      showSearch={{ filterOption: matches }}
      popupMatchSelectWidth={false}
    />
  );
}
