import { useMemo, useState } from 'react';
import { Select, type SelectProps } from 'antd';
import { useProductOptions } from '../hooks/useOrders';

type Props = Omit<SelectProps<number>, 'options' | 'showSearch' | 'loading'>;

/** A product the caller sees (api/product/list), searched on the server by code or name. */
export function ProductSelect(props: Props) {
  const [term, setTerm] = useState('');
  const { products, isFetching } = useProductOptions(term);
  const options = useMemo(() => products.map((p) => ({ value: p.id, label: `${p.code} ${p.name}` })), [products]);
  return (
    <Select<number>
      allowClear
      {...props}
      loading={isFetching}
      options={options}
      showSearch={{ filterOption: false, onSearch: setTerm }}
      popupMatchSelectWidth={false}
    />
  );
}
