import {
  mediaEndpoints,
  rechargeEndpoints as recharge,
  walletEndpoints as wallet,
  type CreditLimitInput,
  type OfflineRechargeInput,
  type OnlineRechargeInput,
  type RechargeFeeInput,
  type RechargeOperateType,
  type RechargeQuery,
  type StoredFile,
  type WalletAdjustInput,
  type WalletFlowFilter,
  type WalletFlowQuery,
  type WalletListQuery,
} from '@parcelhub/contracts';
import { http, IDEMPOTENCY_HEADER } from '../../../shared/http';
import { callObj, callRows, callUpload } from '../../../shared/http/endpoint';

/** A voucher goes up as an image (png, 2 MB) or an attachment (jpg, bmp or pdf, 5 MB), as its type says. */
const isPng = (file: File) => file.type === 'image/png' || /\.png$/i.test(file.name);

export const walletApi = {
  mine: (signal?: AbortSignal) => callObj(wallet.mine, {}, { signal }),
  flows: (query: WalletFlowQuery, signal?: AbortSignal) => callRows(wallet.flows, { body: query }, { signal }),
  /** Starts an export task of the filtered history; the task center follows it. */
  exportFlows: (filter: WalletFlowFilter) => callObj(wallet.exportFlows, { body: filter }),
  flowTypes: (signal?: AbortSignal) => callRows(wallet.flowTypes, {}, { signal }),
  wallets: (query: WalletListQuery, signal?: AbortSignal) => callRows(wallet.list, { body: query }, { signal }),
  /** Silent: the dialog shows the refusal on its fields. */
  /** Under the key the form made when it opened: a second submission answers the first adjustment. */
  adjust: (input: WalletAdjustInput, idempotencyKey: string) =>
    callObj(wallet.adjust, { body: input }, { silent: true, headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } }),
  creditLimit: (input: CreditLimitInput) => callObj(wallet.creditLimit, { body: input }, { silent: true }),

  settings: (signal?: AbortSignal) => callObj(recharge.settings, {}, { signal }),
  operateTypes: (signal?: AbortSignal) => callRows(recharge.operateTypes, {}, { signal }),
  payTypes: (operateType: RechargeOperateType | undefined, signal?: AbortSignal) =>
    callRows(recharge.payTypes, { query: operateType ? { operateType } : {} }, { signal }),
  fee: (input: RechargeFeeInput, signal?: AbortSignal) =>
    callObj(recharge.fee, { body: input }, { signal, silent: true }),
  online: (input: OnlineRechargeInput) => callObj(recharge.online, { body: input }, { silent: true }),
  offline: (input: OfflineRechargeInput) => callObj(recharge.offline, { body: input }, { silent: true }),
  recharges: (query: RechargeQuery, signal?: AbortSignal) => callRows(recharge.list, { body: query }, { signal }),
  recharge: (id: number, signal?: AbortSignal) => callObj(recharge.detail, { params: { id } }, { signal }),
  approve: (id: number) => callObj(recharge.approve, { params: { id } }),
  reject: (id: number, reason: string) =>
    callObj(recharge.reject, { params: { id }, body: { reason } }, { silent: true }),

  uploadVoucher: (file: File): Promise<StoredFile> =>
    callUpload(isPng(file) ? mediaEndpoints.uploadImg : mediaEndpoints.uploadAttachment, file, file.name, {
      silent: true,
    }),
  /** An uploaded file as a blob (the session's token goes with the request, which an <img src> cannot do). */
  voucher: async (url: string) => (await http.download(url.replace(/^\//, ''))).blob,
};
