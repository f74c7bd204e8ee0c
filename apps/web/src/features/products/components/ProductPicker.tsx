import { useState } from 'react';
import { Select, type SelectProps } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n/useLanguage';
import { productsApi } from '../api/productsApi';
import { productKeys } from '../hooks/queryKeys';

export interface ProductOption {
  id: number;
  code: string;
  name: string;
}

type Props = Omit<SelectProps<number>, 'options' | 'showSearch' | 'loading'> & {
  /** Shown even when it is not among the loaded ones (a package's own product). */
  fixed?: ProductOption;
  /** Which products: the catalogue's signing products (packages) or every visible one. */
  queryType?: 'ALL' | 'SIGNING';
};

const label = (p: ProductOption) => `${p.code} ${p.name}`;

/** A product chooser over api/product/list, searched on the server by code or name. */
export function ProductPicker({ fixed, queryType = 'SIGNING', ...props }: Props) {
  const lang = useLanguage();
  const [search, setSearch] = useState('');
  const query = useQuery({
    queryKey: [...productKeys.list(), 'picker', lang, queryType, search],
    queryFn: async ({ signal }) => {
      const term = search.trim();
      const byCode = /^[A-Z0-9_-]+$/.test(term) ? { code: term } : term ? { name: term } : {};
      return (await productsApi.list({ pageNo: 0, pageSize: 50, queryType, ...byCode }, signal)).rows;
    },
    staleTime: 30_000,
  });
  const rows: ProductOption[] = query.data ?? [];
  const options = [...(fixed && !rows.some((r) => r.id === fixed.id) ? [fixed] : []), ...rows].map((p) => ({
    value: p.id,
    label: label(p),
  }));
  return (
    <Select<number>
      allowClear
      {...props}
      loading={query.isFetching}
      options={options}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      popupMatchSelectWidth={false}
    />
  );
}
