import type { FastifyInstance } from 'fastify';
import { rechargeEndpoints, walletEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok, okRows } from '../../platform/http/envelope';
import { idempotencyKeyOf } from '../../platform/http/idempotency';
import type { WalletModuleService } from './wallet.service';
import type { RechargeService } from './recharge.service';

const html = (reply: Parameters<Parameters<typeof mountEndpoints>[2][string]>[0]['reply'], page: string) =>
  reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

export function mountWalletRoutes(app: FastifyInstance, wallet: WalletModuleService, recharge: RechargeService) {
  mountEndpoints(app, walletEndpoints, {
    mine: async ({ actor }) => ok(await wallet.mine(actor)),
    flows: async ({ actor, body, lang }) => {
      const { rows, total } = await wallet.flows(actor, body, lang);
      return okRows(rows, total);
    },
    exportFlows: async ({ actor, body, lang }) => ok(await wallet.exportFlows(actor, body, lang)),
    flowTypes: async ({ lang }) => okRows(wallet.flowTypes(lang)),
    list: async ({ body }) => {
      const { rows, total } = await wallet.list(body);
      return okRows(rows, total);
    },
    adjust: async ({ actor, body, req }) => ok(await wallet.adjust(actor, body, idempotencyKeyOf(req.headers))),
    creditLimit: async ({ actor, body }) => ok(await wallet.setCreditLimit(actor, body)),
  });

  mountEndpoints(app, rechargeEndpoints, {
    operateTypes: async ({ lang }) => okRows(recharge.operateTypes(lang)),
    payTypes: async ({ query, lang }) => okRows(recharge.payTypes(lang, query.operateType)),
    expenseStatuses: async ({ lang }) => okRows(recharge.expenseStatuses(lang)),
    settings: async () => ok(recharge.settings()),
    fee: async ({ body }) => ok(recharge.fee(body)),
    online: async ({ actor, body, lang }) => ok(await recharge.startOnline(actor, body, lang)),
    offline: async ({ actor, body, lang }) => ok(await recharge.submitOffline(actor, body, lang)),
    list: async ({ actor, body, lang }) => {
      const { rows, total } = await recharge.list(actor, body, lang);
      return okRows(rows, total);
    },
    detail: async ({ actor, params, lang }) => ok(await recharge.detail(actor, params.id, lang)),
    approve: async ({ actor, params, lang }) => ok(await recharge.approve(actor, params.id, lang)),
    reject: async ({ actor, params, body, lang }) => ok(await recharge.reject(actor, params.id, body.reason, lang)),
    callback: async ({ params, body }) => ok(await recharge.callback(params.payType, body)),
    sandboxPage: async ({ params, query, lang, reply }) =>
      html(reply, await recharge.sandboxPage(params.rechargeNo, query.sig, lang)),
    sandboxPay: async ({ params, query, lang, reply }) =>
      html(reply, await recharge.sandboxPay(params.rechargeNo, query.sig, lang)),
  });
}
