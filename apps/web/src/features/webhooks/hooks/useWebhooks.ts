import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateWebhookInput } from '@parcelhub/contracts';
import { webhooksApi } from '../api/webhooksApi';

export const webhookKeys = {
  endpoints: ['webhooks', 'endpoints'] as const,
  records: ['webhooks', 'records'] as const,
  systems: ['webhooks', 'systems'] as const,
};

export function useWebhookEndpoints() {
  return useQuery({ queryKey: webhookKeys.endpoints, queryFn: ({ signal }) => webhooksApi.list(signal) });
}

/** A change to the endpoints: the list is read again after it. */
export function useEndpointChange<A, R>(work: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (arg: A) => work(arg),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints }),
  });
}

export const useCreateWebhook = () => useEndpointChange((input: CreateWebhookInput) => webhooksApi.create(input));
