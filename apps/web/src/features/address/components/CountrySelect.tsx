import { useMemo } from 'react';
import { Select, type SelectProps } from 'antd';
import type { Country } from '@parcelhub/contracts';
import { useCountries } from '../hooks/useCountries';

interface CountryOption {
  value: string;
  label: string;
  /** Every name and code of the country, lower-cased, for the search. */
  search: string;
  names: string[];
}

const toOption = (c: Country): CountryOption => {
  const names = [c.value, c.code3, c.label, c.labelEn, c.labelZh, c.labelKo].map((n) => n.toLowerCase());
  return { value: c.value, label: `${c.label} (${c.value})`, search: names.join(' '), names };
};

/** Exact code or name first, then names starting with the input, then the rest; shorter names first. */
export function countryRank(option: CountryOption, input: string): number {
  const q = input.trim().toLowerCase();
  if (option.names.some((n) => n === q)) return 0;
  if (option.names.some((n) => n.startsWith(q))) return 1;
  return 2;
}

type Props = Omit<SelectProps<string, CountryOption>, 'options' | 'showSearch'>;

/** Countries from getAllCountry, searchable by any of their names or by ISO code. */
export function CountrySelect(props: Props) {
  const { countries, isLoading } = useCountries();
  const options = useMemo(() => countries.map(toOption), [countries]);
  return (
    <Select<string, CountryOption>
      {...props}
      loading={isLoading}
      options={options}
      showSearch={{
        filterOption: (input, option) => !!option && option.search.includes(input.trim().toLowerCase()),
        filterSort: (a, b, { searchValue }) =>
          searchValue.trim()
            ? countryRank(a, searchValue) - countryRank(b, searchValue) || a.label.length - b.label.length
            : 0,
      }}
      popupMatchSelectWidth={false}
    />
  );
}
