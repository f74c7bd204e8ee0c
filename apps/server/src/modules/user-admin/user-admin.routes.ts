import type { FastifyInstance } from 'fastify';
import { userAdminEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok, okDone, okRows } from '../../platform/http/envelope';
import type { UserAdminService } from './user-admin.service';

export function mountUserAdminRoutes(app: FastifyInstance, admin: UserAdminService) {
  mountEndpoints(app, userAdminEndpoints, {
    create: async ({ actor, body }) => ok(await admin.create(actor, body)),
    update: async ({ actor, body }) => {
      await admin.update(actor, body);
      return okDone();
    },
    remove: async ({ actor, body }) => {
      await admin.remove(actor, body.ids);
      return okDone();
    },
    disable: async ({ actor, params }) => {
      await admin.setEnabled(actor, params.id, false);
      return okDone();
    },
    enable: async ({ actor, params }) => {
      await admin.setEnabled(actor, params.id, true);
      return okDone();
    },
    resetPassword: async ({ actor, params, body }) => ok(await admin.resetPassword(actor, params.id, body.password)),
    selectOption: async ({ query }) => okRows(await admin.selectOptions(query)),
    customerServiceOptions: async () => okRows(await admin.customerServiceOptions()),
    customersByType: async ({ body }) => {
      const { rows, total } = await admin.customersByType(body);
      return okRows(rows, total);
    },
    roleOptions: async ({ query }) => okRows(await admin.roleOptions(query.privilegeType)),
    export: async ({ actor, body, lang }) => ok(await admin.export(actor, body, lang)),
    sessions: async ({ actor, body }) => {
      const { rows, total } = await admin.sessions(actor, body);
      return okRows(rows, total);
    },
    endSession: async ({ params }) => {
      await admin.endSession(params.id);
      return okDone();
    },
  });
}
