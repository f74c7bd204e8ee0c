import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DictDetailInput, DictDetailUpdate, DictInput, DictUpdate } from '@parcelhub/contracts';
import { dropdownKeys } from '../../../shared/dropdowns';
import { dictsApi } from '../api/dictsApi';
import { dictKeys } from './queryKeys';

/** Any change may show in a dropdown somewhere: the dictionary lists and every loaded dropdown reload. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: dictKeys.all }),
      queryClient.invalidateQueries({ queryKey: dropdownKeys.all }),
    ]);
}

export function useSaveDict() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (input: DictInput & { id?: number }) =>
      input.id ? dictsApi.update(input as DictUpdate) : dictsApi.create(input),
    onSuccess,
  });
}

export function useDeleteDict() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (id: number) => dictsApi.remove(id), onSuccess });
}

export function useSaveDictValue() {
  const onSuccess = useInvalidate();
  return useMutation({
    mutationFn: (input: DictDetailInput | DictDetailUpdate) =>
      'id' in input ? dictsApi.updateValue(input) : dictsApi.createValue(input),
    onSuccess,
  });
}

export function useDeleteDictValue() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (id: number) => dictsApi.removeValue(id), onSuccess });
}
