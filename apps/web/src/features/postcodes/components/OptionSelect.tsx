import { Select, type SelectProps } from 'antd';
import type { Option } from '@parcelhub/contracts';

type Props = Omit<SelectProps<string, Option>, 'options' | 'showSearch'> & {
  options: Option[];
  /** Show the value beside the label ("United States (US)"). */
  withCode?: boolean;
};

const matches = (input: string, option?: Option) =>
  !!option && option.label.toLowerCase().includes(input.trim().toLowerCase());

/** A searchable select over label/value options (countries, types). */
export function OptionSelect({ options, withCode = false, ...props }: Props) {
  return (
    <Select<string, Option>
      {...props}
      options={withCode ? options.map((o) => ({ value: o.value, label: `${o.label} (${o.value})` })) : options}
      showSearch={{ filterOption: matches }}
      popupMatchSelectWidth={false}
    />
  );
}
