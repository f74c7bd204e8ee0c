import { COMPONENT_KEYS, type ComponentKey } from './component-keys';

/** The pages whose address is not their component key's folder. */
const ADDRESS_EXCEPTIONS: Partial<Record<ComponentKey, string>> = {
  'address/index': '/address/book',
  'system/dueWork/index': '/system/due-work',
};

/**
 * Where the product's navigation puts each page (`order/list/index` at `/order/list`): the menu seed files each page
 * there (the server's menus spec holds them to it), and the web tells a known page the user may not open (401) from
 * an address that is nothing (404).
 */
export const pagePathOf = (key: ComponentKey): string => ADDRESS_EXCEPTIONS[key] ?? `/${key.replace(/\/index$/, '')}`;

/** The component key of the page at `pathname` in the product's navigation, if one is there. */
export function pageAt(pathname: string): ComponentKey | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return COMPONENT_KEYS.find((key) => pagePathOf(key) === clean);
}
