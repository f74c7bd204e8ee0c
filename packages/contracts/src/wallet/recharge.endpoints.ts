import { z } from 'zod';
import { defineEndpoint, needs, PUBLIC_ACCESS, SIGNED_IN_ACCESS } from '../common/endpoint';
import { Option, okObj, okRows } from '../common/envelope';
import {
  OfflineRechargeInput,
  OnlineRechargeInput,
  OnlineRechargeStarted,
  PaymentCallbackAnswer,
  PaymentCallbackBody,
  PaymentCallbackParams,
  PayTypeOption,
  PayTypeQuery,
  Recharge,
  RechargeFee,
  RechargeFeeInput,
  RechargeIdParams,
  RechargeQuery,
  RechargeRejectInput,
  RechargeSettings,
  SandboxPayParams,
  SandboxPayQuery,
} from './recharge';

const tags = ['recharge'];
const CUSTOMER = needs('finance:wallet');
const PLATFORM = needs('finance:review');

export const rechargeEndpoints = {
  operateTypes: defineEndpoint({
    method: 'GET',
    path: '/api/finaRecharge/operateTypeList',
    summary: 'Recharge operate types (ONLINE, OFFLINE) as options in the caller language',
    tags,
    access: SIGNED_IN_ACCESS,
    response: okRows(Option),
  }),
  payTypes: defineEndpoint({
    method: 'GET',
    path: '/api/finaRecharge/payTypeList',
    summary: 'The pay types this server offers (optionally of one operateType), each with its operate type',
    tags,
    access: SIGNED_IN_ACCESS,
    query: PayTypeQuery,
    response: okRows(PayTypeOption),
  }),
  expenseStatuses: defineEndpoint({
    method: 'GET',
    path: '/api/financeOrderExpense/orderStatusList',
    summary: 'The fee states of orders (CHARGED, PART_REFUNDED, REFUNDED, SETTLED) as options in the caller language',
    tags,
    access: SIGNED_IN_ACCESS,
    response: okRows(Option),
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/api/finaRecharge/settings',
    summary: 'Recharge limits and the online fee (percent, minimum charge), for the form',
    tags,
    access: SIGNED_IN_ACCESS,
    response: okObj(RechargeSettings),
  }),
  fee: defineEndpoint({
    method: 'POST',
    path: '/api/finaRecharge/fee',
    summary: 'The fee of a recharge before paying: online a percentage with a minimum charge, offline none',
    tags,
    access: SIGNED_IN_ACCESS,
    body: RechargeFeeInput,
    response: okObj(RechargeFee),
  }),
  online: defineEndpoint({
    method: 'POST',
    path: '/api/finaRecharge/online',
    summary:
      'Start an online recharge: answers the recharge (PENDING) and the provider’s pay URL to open in a new page; ' +
      'the wallet is credited when the provider’s signed callback arrives',
    tags,
    access: CUSTOMER,
    body: OnlineRechargeInput,
    response: okObj(OnlineRechargeStarted),
  }),
  offline: defineEndpoint({
    method: 'POST',
    path: '/api/finaRecharge/offline',
    summary:
      'Submit an offline (bank transfer) recharge with its voucher (an uploaded file id; required), for the ' +
      'platform’s review; no fee',
    tags,
    access: CUSTOMER,
    body: OfflineRechargeInput,
    response: okObj(Recharge),
  }),
  list: defineEndpoint({
    method: 'POST',
    path: '/api/finaRecharge/list',
    summary: 'Recharges, newest first, by status and operate type: a customer its own, the platform all (by customer)',
    tags,
    access: SIGNED_IN_ACCESS,
    body: RechargeQuery,
    response: okRows(Recharge),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/finaRecharge/detail/:id',
    summary: 'One recharge (its owner or the platform); the recharge page polls it until the payment is credited',
    tags,
    access: SIGNED_IN_ACCESS,
    params: RechargeIdParams,
    response: okObj(Recharge),
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/api/finaRecharge/approve/:id',
    summary: 'Platform: approve a pending offline recharge: the wallet is credited once (409 when not pending)',
    tags,
    access: PLATFORM,
    params: RechargeIdParams,
    response: okObj(Recharge),
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/api/finaRecharge/reject/:id',
    summary: 'Platform: reject a pending offline recharge with a reason',
    tags,
    access: PLATFORM,
    params: RechargeIdParams,
    body: RechargeRejectInput,
    response: okObj(Recharge),
  }),
  callback: defineEndpoint({
    method: 'POST',
    path: '/api/finaRecharge/callback/:payType',
    summary:
      'A payment provider’s notification (public, verified by its signature): credits the recharge once; a ' +
      'replayed notification changes nothing',
    tags,
    access: PUBLIC_ACCESS,
    params: PaymentCallbackParams,
    body: PaymentCallbackBody,
    response: okObj(PaymentCallbackAnswer),
  }),
  sandboxPage: defineEndpoint({
    method: 'GET',
    path: '/api/finaRecharge/sandbox/:rechargeNo',
    summary: 'The sandbox provider’s payment page (HTML; only when the sandbox is enabled), reached by the pay URL',
    tags,
    access: PUBLIC_ACCESS,
    params: SandboxPayParams,
    query: SandboxPayQuery,
    response: z.unknown(),
    raw: true,
  }),
  sandboxPay: defineEndpoint({
    method: 'POST',
    path: '/api/finaRecharge/sandbox/:rechargeNo/pay',
    summary: 'The sandbox provider “pays”: it sends our callback a signed notification, then shows the outcome (HTML)',
    tags,
    access: PUBLIC_ACCESS,
    params: SandboxPayParams,
    query: SandboxPayQuery,
    response: z.unknown(),
    raw: true,
  }),
};
