import { useEffect, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddressType, ConfirmWeightInput, OrderListQuery, PrivilegeType, QuoteInput } from '@parcelhub/contracts';
import { useLanguage } from '../../../i18n';
import { ordersApi } from '../api/ordersApi';
import { openPdf } from '../api/labels';
import { orderKeys } from './queryKeys';

export function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** Live quotes for a shipment; nothing is asked while `input` is null (the shipment is not complete yet). */
export function useOrderQuotes(input: QuoteInput | null) {
  const lang = useLanguage();
  return useQuery({
    queryKey: orderKeys.quotes(input, lang),
    queryFn: async () => (await ordersApi.quote(input as QuoteInput)).rows,
    enabled: input !== null,
    staleTime: 60_000,
  });
}

/** The caller's wallet, read fresh each time the fee is shown (another tab may have recharged it). */
export function useWallet(enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.wallet(),
    queryFn: ({ signal }) => ordersApi.wallet(signal),
    enabled,
    staleTime: 0,
  });
}

/** The caller's address book entries of one type (sender or recipient). */
export function useAddressBook(type: AddressType, enabled: boolean) {
  const lang = useLanguage();
  const query = useQuery({
    queryKey: orderKeys.addresses(type, lang),
    queryFn: async ({ signal }) => (await ordersApi.addresses(type, signal)).rows,
    enabled,
    staleTime: 60_000,
  });
  return { ...query, addresses: query.data ?? [] };
}

/** Products the caller sees, searched on the server (the list's filter). */
export function useProductOptions(term: string) {
  const lang = useLanguage();
  const search = useDebounced(term.trim(), 300);
  const query = useQuery({
    queryKey: orderKeys.products(search, lang),
    queryFn: async ({ signal }) => (await ordersApi.products(search, signal)).rows,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  return { ...query, products: query.data ?? [] };
}

export function useOrderPage(query: OrderListQuery) {
  const lang = useLanguage();
  return useQuery({
    queryKey: [...orderKeys.list(), lang, query],
    queryFn: ({ signal }) => ordersApi.list(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrderDetail(id: number | null) {
  const lang = useLanguage();
  return useQuery({
    queryKey: orderKeys.detail(id ?? 0, lang),
    queryFn: ({ signal }) => ordersApi.detail(id as number, signal),
    enabled: id !== null,
  });
}

/** Anything that changes orders reads the lists, details and the wallet again. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: orderKeys.all });
}

/** Fetches one PDF with the labels of these orders and shows it. */
export function usePrintLabels() {
  return useMutation({
    mutationFn: async (ids: number[]) => {
      const file = await ordersApi.printLabels(ids);
      openPdf(file, ids.length === 1 ? `label-${ids[0]}.pdf` : 'labels.pdf');
      return file;
    },
  });
}

export function useRetryLabel() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => ordersApi.retryLabel(id), onSuccess: invalidate });
}

export function useReleaseOrder() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => ordersApi.release(id, reason),
    onSuccess: invalidate,
  });
}

export function useRefuseOrder() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => ordersApi.refuse(id, reason),
    onSuccess: invalidate,
  });
}

export function useCancelOrder() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => ordersApi.cancel(id, reason),
    onSuccess: invalidate,
  });
}

export function useBatchCancel() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async ({
      privilegeType,
      ids,
      reason,
    }: {
      privilegeType: PrivilegeType;
      ids: number[];
      reason: string;
    }) => (await ordersApi.batchCancel(privilegeType, ids, reason)).rows,
    onSuccess: invalidate,
  });
}

export function useDeleteOrder() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => ordersApi.remove(id), onSuccess: invalidate });
}

export function useConfirmWeight() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: ConfirmWeightInput) => ordersApi.confirmWeight(input),
    onSuccess: invalidate,
  });
}
