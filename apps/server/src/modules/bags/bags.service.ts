import Decimal from 'decimal.js';
import {
  BAG_STATUS_WORDS,
  BAG_STATUSES,
  SORT_TYPE_WORDS,
  SORT_TYPES,
  type Bag,
  type BagClosed,
  type BagDispatched,
  type BagOption,
  type BagParcel,
  type BayFreed,
  type Language,
  type OrderStatus,
  type ScanToBagResult,
  type SortType,
  type StationBay,
} from '@parcelhub/contracts';
import type { Actor } from '../../platform/auth/actor';
import { scopeOf } from '../../platform/auth/scope';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { AppError } from '../../platform/http/app-error';
import type { OrdersService } from '../orders';
import type { SortRulesService } from '../sort-rules';
import type { WarehousesService } from '../warehouses';
import { renderBagLabel } from './bag-label';
import * as queries from './bags.repository';
import type { BagRow } from './bags.repository';

export interface BagsDeps {
  data: DataAccess;
  warehouses: WarehousesService;
  sortRules: SortRulesService;
  orders: OrdersService;
}

/** The statuses a scan takes a parcel from, and the steps from each to BAGGED. */
const STEPS_TO_BAGGED: Partial<Record<OrderStatus, readonly OrderStatus[]>> = {
  CREATED: ['RECEIVED', 'SORTED', 'BAGGED'],
  LABELED: ['RECEIVED', 'SORTED', 'BAGGED'],
  RECEIVED: ['SORTED', 'BAGGED'],
  SORTED: ['BAGGED'],
  BAGGED: [],
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function bagOf(row: BagRow): Bag {
  return {
    id: row.id,
    bagNo: row.bagNo,
    warehouseId: row.warehouseId,
    warehouseCode: row.warehouseCode,
    warehouseName: row.warehouseName,
    bayId: row.bayId,
    bayNumber: row.bayNumber,
    sortType: row.sortType,
    status: row.status,
    pieces: row.pieces,
    weight: row.weight,
    openedAt: row.openedAt.toISOString(),
    closedAt: iso(row.closedAt),
    dispatchedAt: iso(row.dispatchedAt),
    bayFreedAt: iso(row.bayFreedAt),
    openedByName: row.openedByName,
    closedByName: row.closedByName,
  };
}

/** A bag number: BG, the time to the millisecond, the bay's id (a bay opens one bag at a time). */
function newBagNo(bayId: number, now = new Date()): string {
  const t = now.toISOString().replace(/\D/g, '').slice(2, 17); // yyMMddHHmmssSSS
  return `BG${t}${String(bayId).padStart(4, '0')}`;
}

const by = (actor: Actor) => ({ id: actor.userId, name: actor.username });

/**
 * The bagging station (decisions 190-199): a scan receives, sorts and bags a parcel in one transaction; bags close,
 * print, leave their bay and are dispatched. Statuses move only through `orders.transition`; bays count only through
 * the warehouses' `placeParcel`/`freeBay`.
 */
export function createBagsService({ data, warehouses, sortRules, orders }: BagsDeps) {
  const repo = bindRepository(data, queries);

  async function findOrder(actor: Actor, number: string) {
    const [found] = await orders.findByNumbers(scopeOf(actor), [number]);
    return found?.order ?? null;
  }

  async function bag(id: number): Promise<BagRow> {
    const row = await repo.bagById(id);
    if (!row) throw new AppError('BAG_NOT_FOUND', { id });
    return row;
  }

  async function ruleCodeOf(warehouseId: number, ruleId: number | null): Promise<string | null> {
    if (ruleId === null) return null;
    return (await sortRules.rules(warehouseId)).find((r) => r.id === ruleId)?.code ?? null;
  }

  async function move(
    actor: Actor,
    order: { id: number; orderNo: string },
    from: OrderStatus,
    to: OrderStatus,
    params: Record<string, string | number>,
    lang: Language,
  ) {
    await orders.transition({
      order: { id: order.id, orderNo: order.orderNo, status: from },
      to,
      by: actor.privilegeType,
      operator: { id: actor.userId, name: actor.username },
      action: 'WAREHOUSE',
      messageKey: to === 'DISPATCHED' ? 'bagDispatched' : 'warehouseScan',
      params: { ...params, status: to },
      lang,
    });
  }

  type Scanned = queries.ScannedOrder;

  /**
   * The order a scanned number names in the caller's scope, with its bag if it lies in one: one query for its own
   * numbers (the station's case), else the orders' look-up (a reference number) and its bag read apart.
   */
  async function scanned(actor: Actor, number: string): Promise<Scanned | null> {
    const own = await repo.scannedOrder(scopeOf(actor), number);
    if (own) return own;
    const order = await findOrder(actor, number);
    if (!order) return null;
    return { order, bagged: (await repo.repeatOf(order.id)) ?? null };
  }

  /** The answer for a parcel already in a bag: its bay and bag again, nothing changed (read with the order). */
  async function repeat(
    { order, bagged: r }: Scanned,
    warehouseId: number,
    number: string,
    type: SortType,
  ): Promise<ScanToBagResult | null> {
    if (!r) return null;
    if (r.warehouseId !== warehouseId) {
      const warehouse = await warehouses.get(warehouseId);
      throw new AppError('BAG_WRONG_WAREHOUSE', { number, warehouse: warehouse.code });
    }
    return {
      outcome: 'REPEAT',
      orderId: order.id,
      orderNo: order.orderNo,
      insideNumber: order.insideNumber,
      weightKg: r.weightKg,
      bayId: r.bayId,
      bayNumber: r.bayNumber,
      bayPieces: r.bayPieces,
      bayWeight: r.bayWeight,
      bayState: r.bayState,
      bagId: r.bagId,
      bagNo: r.bagNo,
      bagPieces: r.bagPieces,
      ruleCode: r.ruleCode,
      printLabel: type !== 'LOGISTICS_CHANNEL',
    };
  }

  /** The bay's open bag (opened if there is none) with the parcel in it: its number and pieces then. */
  async function intoBag(
    actor: Actor,
    bay: { id: number; number: number },
    lying: BagRow | queries.BagTableRow | undefined,
    p: { orderId: number; warehouseId: number; type: SortType; weight: string; ruleCode: string | null },
  ): Promise<{ id: number; bagNo: string; pieces: number }> {
    // The bag read with the bay is used while it is open; a bag opened, closed or disbanded meanwhile is read again.
    for (let bag = lying?.status === 'OPEN' ? lying : undefined, tries = 0; ; bag = undefined, tries++) {
      bag ??= await repo.openBag({
        bagNo: newBagNo(bay.id),
        warehouseId: p.warehouseId,
        bayId: bay.id,
        sortType: p.type,
        openedBy: actor.userId,
        openedByName: actor.username,
      });
      const pieces = await repo.addToOpenBag({
        orderId: p.orderId,
        bagId: bag.id,
        weight: p.weight,
        ruleCode: p.ruleCode,
        addedBy: actor.userId,
      });
      if (pieces !== undefined) return { id: bag.id, bagNo: bag.bagNo, pieces };
      // The parcel did not go in: the bag closed (the bay now waits for its change) or was disbanded meanwhile.
      const now = await repo.bagInBay(bay.id);
      if (now?.status === 'CLOSED' || tries > 0)
        throw new AppError('BAG_BAY_AWAITING_CHANGE', { bay: bay.number, bagNo: now?.bagNo ?? bag.bagNo });
    }
  }

  async function scanToBag(
    actor: Actor,
    p: { insideNumber: string; warehouseId: number; type: SortType },
    lang: Language,
  ): Promise<ScanToBagResult> {
    const number = p.insideNumber;
    // A parcel scanned again (the common case at a busy station) is answered without a transaction or a lock, in one
    // query: the order with its bag and bay.
    const seen = await scanned(actor, number);
    if (!seen) {
      await warehouses.get(p.warehouseId); // an unknown warehouse is said first
      throw new AppError('BAG_PARCEL_UNKNOWN', { number });
    }
    if (seen.order.status === 'CANCELED') throw new AppError('BAG_ORDER_CANCELLED', { orderNo: seen.order.orderNo });
    const again = await repeat(seen, p.warehouseId, number, p.type);
    if (again) return again;
    const warehouse = await warehouses.get(p.warehouseId);
    return data.withTransaction(async () => {
      await repo.lockParcel(seen.order.id);
      // Read again under the lock: another station may have moved it while this one waited.
      const now = (await scanned(actor, number)) ?? seen;
      const { order } = now;
      if (order.status === 'CANCELED') throw new AppError('BAG_ORDER_CANCELLED', { orderNo: order.orderNo });
      const bagged = await repeat(now, warehouse.id, number, p.type);
      if (bagged) return bagged;
      const steps = STEPS_TO_BAGGED[order.status];
      if (!steps) throw new AppError('BAG_ORDER_STATUS', { orderNo: order.orderNo, status: order.status });

      const facts = (await sortRules.parcelFacts([order.id])).get(order.id);
      if (!facts) throw new AppError('BAG_PARCEL_UNKNOWN', { number });
      if (warehouse.accountId !== null && warehouse.accountId !== facts.customerId)
        throw new AppError('BAG_WRONG_WAREHOUSE', { number, warehouse: warehouse.code });
      const place = await warehouses.placeOf(order.id);
      if (place && place.warehouseId !== warehouse.id)
        throw new AppError('BAG_WRONG_WAREHOUSE', { number, warehouse: warehouse.code });

      // The bay: the one the parcel lies in (a sort task's, or a disbanded bag's), else the rules' decision.
      let bayRow;
      let ruleId: number | null;
      let ruleCode: string | null;
      const lying = place?.inBay && place.bayId !== null ? place : null;
      if (lying) {
        bayRow = (await warehouses.bays(warehouse.id)).find((b) => b.id === lying.bayId);
        ruleId = lying.ruleId;
        ruleCode = await ruleCodeOf(warehouse.id, ruleId);
      }
      if (!bayRow) {
        // The warehouse was read above: `decideOrNull` does not read it again (`decide` would).
        const decision = await sortRules.decideOrNull(warehouse.id, p.type, facts);
        if (!decision) throw new AppError('SORT_RULE_UNMATCHED', { number });
        bayRow = await warehouses.bay(warehouse.id, decision.bayNumber);
        ruleId = decision.rule.id;
        ruleCode = decision.rule.code;
      }
      if (!bayRow.valid) throw new AppError('BAG_BAY_DISABLED', { bay: bayRow.number });
      if (!lying && bayRow.state === 'FULL') throw new AppError('BAG_BAY_FULL', { bay: bayRow.number });
      const waiting = await repo.bagInBay(bayRow.id);
      if (waiting?.status === 'CLOSED')
        throw new AppError('BAG_BAY_AWAITING_CHANGE', { bay: bayRow.number, bagNo: waiting.bagNo });

      const weightKg = new Decimal(facts.weightKg).toFixed(3);
      // The three steps in one move of the order (each logged and reported to tracking: decision 210).
      if (steps.length > 0)
        await orders.transitionThrough({
          order: { id: order.id, orderNo: order.orderNo, status: order.status },
          steps,
          by: actor.privilegeType,
          operator: { id: actor.userId, name: actor.username },
          action: 'WAREHOUSE',
          messageKey: 'warehouseScan',
          params: { warehouse: warehouse.code, bay: bayRow.number },
          lang,
        });
      const placed = await warehouses.placeParcel({
        orderId: order.id,
        warehouseId: warehouse.id,
        bayId: bayRow.id,
        weightKg,
        ruleId: ruleId!,
        source: 'SCAN',
      });
      const bag = await intoBag(actor, bayRow, waiting, {
        orderId: order.id,
        warehouseId: warehouse.id,
        type: p.type,
        weight: weightKg,
        ruleCode: ruleCode!,
      });
      // The bay as the count left it (a parcel already lying in it was counted when it was placed: read it).
      const bayNow = placed.bay ?? (await warehouses.bay(warehouse.id, bayRow.number));
      return {
        outcome: 'SORTED',
        orderId: order.id,
        orderNo: order.orderNo,
        insideNumber: order.insideNumber,
        weightKg,
        bayId: bayNow.id,
        bayNumber: bayNow.number,
        bayPieces: bayNow.pieces,
        bayWeight: bayNow.weight,
        bayState: bayNow.state,
        bagId: bag.id,
        bagNo: bag.bagNo,
        bagPieces: bag.pieces,
        ruleCode: ruleCode!,
        printLabel: p.type !== 'LOGISTICS_CHANNEL',
      };
    });
  }

  async function submitBag(actor: Actor, id: number): Promise<BagClosed> {
    return data.withTransaction(async () => {
      const closed = await repo.closeBag(id, by(actor));
      if (closed) return { id: closed.id, bagNo: closed.bagNo, pieces: closed.pieces, weight: closed.weight };
      const row = await bag(id);
      if (row.status !== 'OPEN') throw new AppError('BAG_ALREADY_CLOSED', { bagNo: row.bagNo });
      throw new AppError('BAG_EMPTY', { bagNo: row.bagNo });
    });
  }

  /** Frees bay `bayId` (its bag taken away): refused while its bag is open with parcels (decision 194). */
  async function bagChangeCompleted(bayId: number): Promise<BayFreed> {
    return data.withTransaction(async () => {
      const lying = await repo.bagInBay(bayId);
      if (lying?.status === 'OPEN' && lying.pieces > 0) {
        const row = await bag(lying.id);
        throw new AppError('BAG_STILL_OPEN', { bay: row.bayNumber, bagNo: row.bagNo });
      }
      const freed = await warehouses.freeBay(bayId);
      if (!freed) throw new AppError('BAG_BAY_NOT_FOUND', { id: bayId });
      await repo.markBayFreed(bayId);
      return { bayId: freed.id, bayNumber: freed.number, warehouseId: freed.warehouseId };
    });
  }

  /** Dispatches a closed bag: every BAGGED parcel moves to DISPATCHED, the bag leaves its bay if still there. */
  async function dispatch(actor: Actor, id: number, lang: Language): Promise<BagDispatched> {
    return data.withTransaction(async () => {
      const row = await bag(id);
      const moved = await repo.moveBag(id, 'CLOSED', {
        status: 'DISPATCHED',
        dispatchedAt: new Date(),
        dispatchedBy: actor.userId,
      });
      if (!moved) {
        const now = await bag(id);
        if (now.status === 'DISPATCHED') throw new AppError('BAG_ALREADY_DISPATCHED', { bagNo: now.bagNo });
        throw new AppError('BAG_NOT_CLOSED', { bagNo: now.bagNo });
      }
      if (!row.bayFreedAt) {
        await warehouses.freeBay(row.bayId);
        await repo.markBayFreed(row.bayId);
      }
      let dispatched = 0;
      let skipped = 0;
      for (const parcel of await repo.parcelsOf(id)) {
        if (parcel.status !== 'BAGGED') {
          skipped++;
          continue;
        }
        await move(
          actor,
          { id: parcel.orderId, orderNo: parcel.orderNo },
          'BAGGED',
          'DISPATCHED',
          { bagNo: row.bagNo },
          lang,
        );
        dispatched++;
      }
      return { id, bagNo: row.bagNo, dispatched, skipped };
    });
  }

  return {
    scanToBag,
    submitBag,
    bagChangeCompleted,
    dispatch,
    async outBag(actor: Actor, bagNo: string, number: string, lang: Language): Promise<BagDispatched> {
      const row = await repo.bagByNo(bagNo);
      if (!row) throw new AppError('BAG_NOT_FOUND', { id: bagNo });
      const order = await findOrder(actor, number);
      if (!order) throw new AppError('BAG_PARCEL_UNKNOWN', { number });
      const inBag = await repo.bagOfParcel(order.id);
      if (inBag?.id !== row.id) throw new AppError('BAG_PARCEL_NOT_IN_BAG', { number, bagNo });
      return dispatch(actor, row.id, lang);
    },
    /** Disbands an open bag: its parcels stay BAGGED in their bay and join its next bag when scanned (decision 195). */
    async remove(id: number) {
      return data.withTransaction(async () => {
        const moved = await repo.moveBag(id, 'OPEN', {
          status: 'DISBANDED',
          disbandedAt: new Date(),
          pieces: 0,
          weight: '0',
        });
        if (!moved) {
          const row = await bag(id);
          throw new AppError('BAG_NOT_OPEN', {
            bagNo: row.bagNo,
            status: row.status,
          });
        }
        const parcels = await repo.releaseParcels(id);
        return { id, bagNo: moved.bagNo, parcels };
      });
    },
    async search(id: number): Promise<Bag> {
      return bagOf(await bag(id));
    },
    async parcels(id: number): Promise<BagParcel[]> {
      await bag(id);
      return (await repo.parcelsOf(id)).map((p) => ({ ...p, addedAt: p.addedAt.toISOString() }));
    },
    async list(query: queries.BagListFilter & { pageNo: number; pageSize: number }) {
      const { rows, total } = await repo.listBags({
        ...query,
        offset: query.pageNo * query.pageSize,
        limit: query.pageSize,
      });
      return { rows: rows.map(bagOf), total };
    },
    async stationBays(warehouseId: number): Promise<StationBay[]> {
      await warehouses.get(warehouseId);
      const lying = new Map((await repo.bagsInBays(warehouseId)).map((x) => [x.bayId, x]));
      return (await warehouses.bays(warehouseId)).map((bay) => {
        const inBay = lying.get(bay.id);
        return {
          bayId: bay.id,
          number: bay.number,
          valid: bay.valid,
          state: bay.state,
          pieces: bay.pieces,
          weight: bay.weight,
          maxWeight: bay.maxWeight,
          bagId: inBay?.id ?? null,
          bagNo: inBay?.bagNo ?? null,
          bagStatus: inBay?.status ?? null,
          bagPieces: inBay?.pieces ?? null,
        };
      });
    },
    sortTypes: (lang: Language): BagOption[] => SORT_TYPES.map((v) => ({ value: v, label: SORT_TYPE_WORDS[v][lang] })),
    bagStatuses: (lang: Language): BagOption[] =>
      BAG_STATUSES.map((v) => ({ value: v, label: BAG_STATUS_WORDS[v][lang] })),
    async labelPdf(id: number): Promise<{ name: string; bytes: Buffer }> {
      const row = await bag(id);
      return { name: `bag-${row.bagNo}.pdf`, bytes: renderBagLabel(row) };
    },
    async orderLabel(actor: Actor, number: string, warehouseId: number, lang: Language) {
      await warehouses.get(warehouseId);
      const order = await findOrder(actor, number);
      if (!order) throw new AppError('BAG_PARCEL_UNKNOWN', { number });
      const place = await warehouses.placeOf(order.id);
      if (place && place.warehouseId !== warehouseId) {
        const wh = await warehouses.get(warehouseId);
        throw new AppError('BAG_WRONG_WAREHOUSE', { number, warehouse: wh.code });
      }
      return orders.printLabels(actor, [order.id], 'PDF', lang);
    },
    async bagLabels(actor: Actor, id: number, lang: Language) {
      const row = await bag(id);
      const parcels = await repo.parcelsOf(id);
      if (parcels.length === 0) throw new AppError('BAG_NO_LABELS', { bagNo: row.bagNo });
      return orders.printLabels(
        actor,
        parcels.map((p) => p.orderId),
        'PDF',
        lang,
      );
    },
  };
}

export type BagsService = ReturnType<typeof createBagsService>;
