export { DROPDOWNS, type DropdownName } from './registry';
export { loadDropdown, readDropdownAnswer, NoDropdownResult, type DropdownOption } from './loadDropdown';
export { useDropdown, useDictOptions } from './useDropdown';
export { DropdownSelect, DictSelect } from './DropdownSelect';
export { dropdownKeys } from './queryKeys';
