import { useMemo, useState } from 'react';
import { Select, type SelectProps } from 'antd';
import { useQuoteCustomers } from '../hooks/useQuoteOptions';

interface Option {
  value: number;
  label: string;
}

type Props = Omit<SelectProps<number, Option>, 'options' | 'showSearch' | 'loading'>;

/**
 * A customer account to quote as, searched on the server by account or nickname (an answer holds at most 200). The
 * chosen one stays labelled when a later search no longer lists it.
 */
export function CustomerSelect({ onChange, ...props }: Props) {
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<Option | null>(null);
  const { options: found, isFetching } = useQuoteCustomers(keyword, true);
  const options = useMemo(() => {
    const list = found.map((o) => ({ value: Number(o.value), label: o.label }));
    return chosen && !list.some((o) => o.value === chosen.value) ? [chosen, ...list] : list;
  }, [found, chosen]);
  return (
    <Select<number, Option>
      allowClear
      {...props}
      loading={isFetching}
      options={options}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      onChange={(value, option) => {
        setChosen(option && !Array.isArray(option) ? option : null);
        setKeyword('');
        onChange?.(value, option);
      }}
    />
  );
}
