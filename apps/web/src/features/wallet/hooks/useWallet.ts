import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreditLimitInput, RechargeOperateType, WalletAdjustInput } from '@parcelhub/contracts';
import { useLanguage } from '../../../i18n';
import { walletApi } from '../api/walletApi';
import { walletKeys } from './queryKeys';

const KEEP = { staleTime: 5 * 60_000 } as const;

/** The caller's wallet (a sub-account: its main account's). */
export function useMyWallet(enabled = true) {
  return useQuery({ queryKey: walletKeys.mine(), queryFn: ({ signal }) => walletApi.mine(signal), enabled });
}

/** The movement types as options in the user's language. */
export function useFlowTypes() {
  const lang = useLanguage();
  const query = useQuery({
    queryKey: walletKeys.flowTypes(lang),
    queryFn: async ({ signal }) => (await walletApi.flowTypes(signal)).rows,
    ...KEEP,
  });
  return { ...query, options: query.data ?? [] };
}

export function useRechargeSettings() {
  return useQuery({ queryKey: walletKeys.settings(), queryFn: ({ signal }) => walletApi.settings(signal), ...KEEP });
}

/** Online or offline, as options in the user's language. */
export function useOperateTypes() {
  const lang = useLanguage();
  const query = useQuery({
    queryKey: walletKeys.operateTypes(lang),
    queryFn: async ({ signal }) => (await walletApi.operateTypes(signal)).rows,
    ...KEEP,
  });
  return { ...query, options: query.data ?? [] };
}

/** The pay types this server offers for an operate type. */
export function usePayTypes(operateType: RechargeOperateType) {
  const lang = useLanguage();
  const query = useQuery({
    queryKey: walletKeys.payTypes(lang, operateType),
    queryFn: async ({ signal }) => (await walletApi.payTypes(operateType, signal)).rows,
    ...KEEP,
  });
  return { ...query, options: query.data ?? [] };
}

/** The fee of an amount, as the server computes it; nothing until the amount is one. */
export function useRechargeFee(amount: string | null, operateType: RechargeOperateType) {
  return useQuery({
    queryKey: walletKeys.fee(amount ?? '', operateType),
    queryFn: ({ signal }) => walletApi.fee({ amount: amount!, operateType }, signal),
    enabled: amount !== null,
    retry: false,
    ...KEEP,
  });
}

/** Money moved: every balance, history and recharge list of the feature is read again. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: walletKeys.all });
}

export function useAdjust() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ input, key }: { input: WalletAdjustInput; key: string }) => walletApi.adjust(input, key),
    onSuccess: invalidate,
  });
}

export function useSetCreditLimit() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: CreditLimitInput) => walletApi.creditLimit(input),
    onSuccess: invalidate,
  });
}

export function useReview() {
  const invalidate = useInvalidate();
  const approve = useMutation({ mutationFn: (id: number) => walletApi.approve(id), onSuccess: invalidate });
  const reject = useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => walletApi.reject(id, reason),
    onSuccess: invalidate,
  });
  return { approve, reject };
}
