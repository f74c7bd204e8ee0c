import type { FastifyInstance } from 'fastify';
import { clearanceOrdersEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok, okDone, okRows } from '../../platform/http/envelope';
import { attachment, serveUpload } from '../../platform/files/attachment';
import { CONTENT_TYPES, type FileKind } from '../../platform/files/sniff';
import { receiveFile, receiveXlsx, type UploadRule } from '../../platform/files/upload';
import type { FileStorage } from '../../platform/files/storage';
import type { ClearanceOrdersService } from './clearance-orders.service';

/** Every kind an attachment may be; which type takes which is the service's to say (in the type's words). */
const CLEARANCE_UPLOAD: UploadRule = { maxMb: 5, kinds: ['xlsx', 'pdf', 'jpeg', 'png'], label: 'xlsx, pdf, jpg, png' };

export function mountClearanceOrdersRoutes(app: FastifyInstance, co: ClearanceOrdersService, files: FileStorage) {
  void files;
  mountEndpoints(app, clearanceOrdersEndpoints, {
    statusList: async ({ lang }) => {
      const rows = co.statusList(lang);
      return okRows(rows, rows.length);
    },
    submitClearanceData: async ({ actor, body, lang }) => ok(await co.save(actor, body, lang)),
    uploadRepeat: async ({ actor, query, lang, req }) =>
      ok(await co.upload(actor, query.id, query.type, await receiveFile(req, CLEARANCE_UPLOAD), lang)),
    updateStatus: async ({ actor, body }) => ok(await co.updateSubmitStatus(actor, body)),
    seachPlatformList: async ({ actor, body, lang }) => {
      const { rows, total } = await co.list(actor, body, lang, true);
      return okRows(rows, total);
    },
    seachCustList: async ({ actor, body, lang }) => {
      const { rows, total } = await co.list(actor, body, lang, false);
      return okRows(rows, total);
    },
    seachCustIndustryList: async ({ actor, body, lang }) => {
      const { rows, total } = await co.list(actor, body, lang, false);
      return okRows(rows, total);
    },
    seachPlatformBagList: async ({ actor, body, lang }) => {
      const { rows, total } = await co.bagList(actor, body, lang, true);
      return okRows(rows, total);
    },
    seachCustBagList: async ({ actor, body, lang }) => {
      const { rows, total } = await co.bagList(actor, body, lang, false);
      return okRows(rows, total);
    },
    payAviation: async ({ actor, params, lang }) => ok(await co.pay(actor, params.id, lang)),
    batchImport: async ({ actor, query, lang, req }) =>
      ok(await co.importBags(actor, query.id, () => receiveXlsx(req, files), lang)),
    containerLabel: async ({ actor, body, reply }) => {
      const { name, bytes } = await co.containerLabel(actor, body.id, body.bagIds);
      return attachment(reply, name, bytes);
    },
    containerAllList: async ({ actor, params, lang }) => {
      const rows = await co.containers(actor, params.id, lang);
      return okRows(rows, rows.length);
    },
    remoteSearchCustomer: async ({ actor, params }) => {
      const rows = await co.searchCustomers(actor, params.keyword);
      return okRows(rows, rows.length);
    },
    base: async ({ actor, params, lang }) => ok(await co.detail(actor, params.id, lang)),
    baseEdit: async ({ actor, body, lang }) => ok(await co.save(actor, body, lang)),
    editDescription: async ({ actor, body, lang }) =>
      ok(await co.editDescription(actor, body.id, body.description, lang)),
    update: async ({ actor, body, lang }) => ok(await co.update(actor, body.id, body.status, body.reason, lang)),
    batchUpdate: async ({ actor, body, lang }) =>
      ok(await co.batchUpdate(actor, body.ids, body.status, body.reason, lang)),
    submit: async ({ actor, params, lang }) => {
      const { id } = await co.submit(actor, params.id, lang);
      return ok({ taskId: id });
    },
    doPay: async ({ actor, params, lang }) => ok(await co.pay(actor, params.id, lang)),
    import: async ({ actor, query, lang, req }) =>
      ok(await co.importBags(actor, query.id, () => receiveXlsx(req, files), lang)),
    export: async ({ actor, query, lang, reply }) => {
      const { name, bytes } = await co.exportOrders(actor, query, lang);
      return attachment(reply, name, bytes);
    },
    transferOutDropDown: async ({ actor }) => {
      const rows = await co.transferOutOptions(actor);
      return okRows(rows, rows.length);
    },
    tplAndSample: async ({ lang }) => {
      const rows = co.tplAndSample(lang);
      return okRows(rows, rows.length);
    },
    template: async ({ params, query, lang, reply }) => {
      const { name, bytes } = await co.template(params.type, query.sample === 'true', lang);
      return attachment(reply, name, bytes);
    },
    attachmentFile: async ({ actor, params, reply }) => {
      const { name, kind, stream } = await co.attachmentFile(actor, params.id);
      return serveUpload(reply, { name, contentType: CONTENT_TYPES[kind as FileKind] }, stream);
    },
    removeAttachment: async ({ actor, params, lang }) => {
      await co.removeAttachment(actor, params.id, lang);
      return okDone();
    },
  });
}
