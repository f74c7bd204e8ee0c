import { Select, type SelectProps } from 'antd';
import type { DropdownOption } from './loadDropdown';
import type { DropdownName } from './registry';
import { useDictOptions, useDropdown } from './useDropdown';

type Props = Omit<SelectProps<DropdownOption['value'], DropdownOption>, 'options' | 'loading'>;

const searchLabel = (input: string, option?: DropdownOption) =>
  !!option && option.label.toLowerCase().includes(input.trim().toLowerCase());

/** A select over one shared dropdown, labelled in the current language, searchable by label. */
export function DropdownSelect({ name, ...props }: Props & { name: DropdownName }) {
  const { options, isLoading } = useDropdown(name);
  return (
    <Select<DropdownOption['value'], DropdownOption>
      allowClear
      {...props}
      loading={isLoading}
      options={options}
      showSearch={{ filterOption: searchLabel }}
    />
  );
}

/** A select over a dictionary's enabled values. */
export function DictSelect({ dictName, ...props }: Props & { dictName: string }) {
  const { options, isLoading } = useDictOptions(dictName);
  return (
    <Select<DropdownOption['value'], DropdownOption>
      allowClear
      {...props}
      loading={isLoading}
      options={options}
      showSearch={{ filterOption: searchLabel }}
    />
  );
}
