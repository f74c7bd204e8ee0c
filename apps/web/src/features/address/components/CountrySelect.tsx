import { useMemo } from 'react';
import { Select, type SelectProps } from 'antd';
import { useCountries } from '../hooks/useCountries';
import { compareCountries, matchesCountry, toCountryOption, type CountryOption } from './countrySearch';

type Props = Omit<SelectProps<string, CountryOption>, 'options' | 'showSearch'>;

/** Countries from getAllCountry, searchable by any of their names or by ISO code. */
export function CountrySelect(props: Props) {
  const { countries, isLoading } = useCountries();
  const options = useMemo(() => countries.map(toCountryOption), [countries]);
  return (
    <Select<string, CountryOption>
      {...props}
      loading={isLoading}
      options={options}
      showSearch={{
        filterOption: (input, option) => !!option && matchesCountry(option, input),
        filterSort: (a, b, { searchValue }) => compareCountries(a, b, searchValue),
      }}
      popupMatchSelectWidth={false}
    />
  );
}
