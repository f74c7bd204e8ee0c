import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyMode } from '@parcelhub/contracts';
import { apiDockingApi } from '../api/apiDockingApi';

export const apiKeyKeys = { all: ['api-docking', 'keys'] as const };

export function useApiKeys() {
  return useQuery({ queryKey: apiKeyKeys.all, queryFn: ({ signal }) => apiDockingApi.listKeys(signal) });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all });
}

export function useCreateKey() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (mode: ApiKeyMode) => apiDockingApi.createKey(mode), onSuccess });
}

export function useRegenerateKey() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (id: number) => apiDockingApi.regenerateKey(id), onSuccess });
}

export function useRevokeKey() {
  const onSuccess = useInvalidate();
  return useMutation({ mutationFn: (id: number) => apiDockingApi.revokeKey(id), onSuccess });
}
