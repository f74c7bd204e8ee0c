import type { FastifyInstance } from 'fastify';
import { accountEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok, okDone, okRows } from '../../platform/http/envelope';
import type { AccountModuleService } from './account.module';

export function mountAccountRoutes(app: FastifyInstance, { account, slider }: AccountModuleService) {
  const register = async ({ body }: { body: Parameters<typeof account.register>[0] }) =>
    ok(await account.register(body));
  mountEndpoints(app, accountEndpoints, {
    slider: async ({ req }) => ok(await slider.issue(req.ip)),
    sliderVerify: async ({ body }) => ok(await slider.verify(body.id, body.x)),
    sendSms: async ({ params, body, req, lang }) =>
      ok(await account.sendSms(params.phone, body.purpose, body.sliderToken, { ip: req.ip, lang })),
    register,
    saasRegister: register,
    resetPassword: async ({ body }) => {
      await account.resetPassword(body);
      return okDone();
    },
    updatePassword: async ({ actor, body }) => {
      await account.updatePassword(actor, body);
      return okDone();
    },
    sendEmailCode: async ({ actor, body, req, lang }) =>
      ok(await account.sendEmailCode(actor, body.email, { ip: req.ip, lang })),
    updateEmail: async ({ actor, params, body }) => ok(await account.updateEmail(actor, params.code, body)),
    outbox: async ({ body }) => {
      const { rows, total } = await account.outbox(body);
      return okRows(rows, total);
    },
  });
}
