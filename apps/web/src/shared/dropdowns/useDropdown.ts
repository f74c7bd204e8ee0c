import { useQuery } from '@tanstack/react-query';
import { DICT_FETCH_SIZE, dictsEndpoints, type EndpointInput } from '@parcelhub/contracts';
import { useLanguage } from '../../i18n/useLanguage';
import { loadDropdown, type DropdownOption } from './loadDropdown';
import { dropdownKeys } from './queryKeys';
import { DROPDOWNS, type DropdownName } from './registry';

/** Lists change with an operator's edit, not during a page's life: kept for the session, per language. */
const KEEP = { staleTime: 30 * 60 * 1000, gcTime: Infinity } as const;

type InputOf<N extends DropdownName> = EndpointInput<(typeof DROPDOWNS)[N]>;

/** A shared dropdown's options in the current language (empty until loaded; an earlier list stays on failure). */
export function useDropdown<N extends DropdownName>(name: N, input?: InputOf<N>) {
  const lang = useLanguage();
  const query = useQuery<DropdownOption[]>({
    queryKey: dropdownKeys.one(name, lang, input),
    queryFn: ({ signal }) => loadDropdown(DROPDOWNS[name], (input ?? {}) as InputOf<N>, signal),
    ...KEEP,
  });
  return { ...query, options: query.data ?? [] };
}

/** The enabled values of a dictionary (`api/dictDetail`) as dropdown options, by the same loader rule. */
export function useDictOptions(dictName: string) {
  const lang = useLanguage();
  const query = useQuery<DropdownOption[]>({
    queryKey: dropdownKeys.dict(dictName, lang),
    queryFn: ({ signal }) =>
      loadDropdown(dictsEndpoints.values, { query: { dictName, page: 0, size: DICT_FETCH_SIZE } }, signal),
    ...KEEP,
  });
  return { ...query, options: query.data ?? [] };
}
