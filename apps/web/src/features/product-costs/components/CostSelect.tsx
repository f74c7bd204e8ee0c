import { Select, type SelectProps } from 'antd';
import { useCostOptions } from '../hooks/useProductCosts';

/** The costs the user may see (api/dropdownData/productCostSelects), searchable; the value is the id. */
export function CostSelect(props: Omit<SelectProps<number>, 'options' | 'loading'>) {
  const { options, isLoading } = useCostOptions();
  return (
    <Select<number>
      showSearch={{ optionFilterProp: 'label' }}
      {...props}
      loading={isLoading}
      options={options.map((o) => ({ value: Number(o.value), label: o.label }))}
    />
  );
}
