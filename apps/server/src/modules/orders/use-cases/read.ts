import type { z } from 'zod';
import type { Language, OrderDetail, OrderListQuery, OrderRow } from '@parcelhub/contracts';
import { MAX_ORDER_SELECTION } from '@parcelhub/contracts';
import type { Actor } from '../../../platform/auth/actor';
import { scopeOf } from '../../../platform/auth/scope';
import { AppError } from '../../../platform/http/app-error';
import type { OrderListRecord } from '../orders.repository';
import { detailOf, isHeld, logOf, rowOf } from '../orders.view';
import { cursorOf, orderQueryOf } from '../order-query';
import { canMove, canRefuse } from '../state';
import { findOrder, type OrdersRepo } from './find';

type ListInput = z.output<typeof OrderListQuery>;
type ScanColumn = 'orderNo' | 'referenceNo' | 'insideNumber' | 'trackingNo';

const SCAN_COLUMNS: Record<string, ScanColumn> = {
  ORDER_NO: 'orderNo',
  REFERENCE_NO: 'referenceNo',
  INSIDE_NUMBER: 'insideNumber',
  TRACKING_NO: 'trackingNo',
};

/** Orders read: the list, one order (by id or a scanned number), its log, a copy for the wizard, the ids of a filter. */
export function createReads(deps: { repo: OrdersRepo; refundsOnCancel: (o: OrderListRecord) => boolean }) {
  const { repo, refundsOnCancel } = deps;

  async function detail(actor: Actor, o: OrderListRecord, lang: Language): Promise<OrderDetail> {
    const [logs, explain] = await Promise.all([repo.listLogs(o.id), repo.findExplanation(o.explainHash)]);
    const reader = actor.privilegeType;
    return detailOf(o, logs, explain, lang, reader, {
      canCancel: canMove(reader, o.status, 'CANCELED'),
      cancelRefunds: refundsOnCancel(o),
      canRefuse: canRefuse(reader, o.status),
      canRelease: reader === 'PLATFORM' && isHeld(o.status),
    });
  }

  return {
    async list(actor: Actor, input: ListInput, lang: Language) {
      const q = orderQueryOf(input);
      const after = cursorOf(input.after);
      const scope = scopeOf(actor);
      const [rows, counts] = await Promise.all([
        repo.listOrders(scope, q, after, input.pageSize + 1),
        repo.countByStatus(scope, q),
      ]);
      const page = rows.slice(0, input.pageSize);
      const next = rows.length > input.pageSize ? String(page[page.length - 1]!.id) : null;
      const byStatus = Object.fromEntries(counts.map((c) => [c.status, Number(c.n)]));
      const rowsOut: OrderRow[] = page.map((r) => rowOf(r, lang, actor.privilegeType));
      return { rows: rowsOut, next, counts: byStatus };
    },

    async detail(actor: Actor, id: number, lang: Language): Promise<OrderDetail> {
      return detail(actor, await findOrder(repo, actor, id), lang);
    },

    async logs(actor: Actor, id: number, lang: Language) {
      const o = await findOrder(repo, actor, id);
      return (await repo.listLogs(o.id)).map((l) => logOf(l, lang, actor.privilegeType));
    },

    /** A draft for the wizard from an old order: everything but the reference number. */
    async copy(actor: Actor, id: number) {
      const o = await findOrder(repo, actor, id);
      return {
        productId: o.productId,
        boxes: o.boxes.map(({ length, width, height, weight }) => ({ length, width, height, weight })),
        declarations: o.declarations,
        sender: o.sender,
        receiver: o.receiver,
        remark: o.remark,
        fba: o.fba,
        vatNo: o.vatNo,
        eoriNo: o.eoriNo,
        referenceNo: '',
      };
    },

    async queryIds(actor: Actor, filter: Parameters<typeof orderQueryOf>[0]) {
      const q = orderQueryOf(filter);
      const scope = scopeOf(actor);
      const [ids, counts] = await Promise.all([
        repo.queryIds(scope, q, MAX_ORDER_SELECTION),
        repo.countByStatus(scope, q),
      ]);
      const total = counts.filter((c) => !q.status || c.status === q.status).reduce((sum, c) => sum + Number(c.n), 0);
      return { ids, total };
    },

    async scan(actor: Actor, type: string, scanNo: string, lang: Language): Promise<OrderDetail> {
      const column = SCAN_COLUMNS[type] ?? 'orderNo';
      const o = await repo.findByNumber(scopeOf(actor), column, scanNo);
      if (!o) throw new AppError('ORDER_NOT_FOUND', { id: scanNo });
      return detail(actor, o, lang);
    },
  };
}
