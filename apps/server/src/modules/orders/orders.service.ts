import type { Language, OrderFilter, PlacedOrder, PlaceOrderData } from '@parcelhub/contracts';
import type { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../platform/auth/actor';
import type { DataScope } from '../../platform/auth/scope';
import type { DataAccess } from '../../platform/db/data-access';
import { bindRepository } from '../../platform/db/data-access';
import type { FileStorage } from '../../platform/files/storage';
import type { DueWork } from '../../platform/jobs/due-work';
import type { AddressesService } from '../addresses';
import type { QuoteService } from '../pricing';
import type { RegionsService } from '../regions';
import { ordersQueries } from './orders.repository';
import { orderQueryOf } from './order-query';
import { createLabelWorker } from './labels';
import type { CarriersPort, OrderRulesPort, WalletPort } from './ports';
import { isCancelable, stepsTo } from './state/transitions';
import { createPlacement, type PlaceManyOptions, type PlaceOptions } from './use-cases/place';
import { createTransitions } from './use-cases/transition';
import { createCancel } from './use-cases/cancel';
import { createReweigh } from './use-cases/reweigh';
import { createRelease } from './use-cases/release';
import { createRefuse } from './use-cases/refuse';
import { createRemove } from './use-cases/remove';
import { createReads } from './use-cases/read';
import { createLabelling } from './use-cases/labelling';
import { createFindByNumbers } from './use-cases/find-by-numbers';
import { createWarningLog } from './delivery-warning/handled-log';

const FIELD_WORDS: Record<string, Record<Language, string>> = {
  receiverEmail: { zh: '收件人邮箱', en: 'receiver email', ko: '수취인 이메일' },
  receiverPhone: { zh: '收件人电话', en: 'receiver phone', ko: '수취인 전화' },
  vatNo: { zh: 'VAT 税号', en: 'VAT number', ko: 'VAT 번호' },
  eoriNo: { zh: 'EORI 号', en: 'EORI number', ko: 'EORI 번호' },
  customsNo: { zh: '清关编码', en: 'customs clearance number', ko: '통관 번호' },
  houseNumber: { zh: '门牌号', en: 'house number', ko: '번지' },
  zipCode: { zh: '邮编', en: 'postcode', ko: '우편번호' },
};

/**
 * The orders module's service: its use cases (use-cases/, one file each) put together. Every change of an order's
 * status goes through `transition` (use-cases/transition.ts), which later modules (warehouse, tracking, customs) call
 * too, and whose changes `onStatusChanged` listeners hear.
 */
export function createOrdersService(deps: {
  data: DataAccess;
  pricing: QuoteService;
  addresses: AddressesService;
  regions: RegionsService;
  wallet: WalletPort;
  carriers: CarriersPort;
  rules: OrderRulesPort;
  files: FileStorage;
  log: FastifyBaseLogger;
  dueWork: DueWork;
}) {
  const { data, pricing, wallet, carriers } = deps;
  const repo = bindRepository(data, ordersQueries);
  const transitions = createTransitions(data);
  const labels = createLabelWorker({ ...deps, labelsIssued: transitions.labelsIssued });
  const placement = createPlacement({ ...deps, labels, transitions });
  const fieldName = (lang: Language) => (f: string) => FIELD_WORDS[f]?.[lang] ?? f;
  const { cancel, batchCancel, refundsOnCancel } = createCancel({ data, repo, transitions, wallet, carriers });
  const reads = createReads({ repo, refundsOnCancel });
  const labelling = createLabelling({ data, repo, labels, carriers });

  return {
    labels,

    /** Moves an order's status (checked against the table, logged, announced): see use-cases/transition.ts. */
    transition: transitions.move,
    /** Moves an order through several statuses at once, each step checked, logged and announced (transition.ts). */
    transitionThrough: transitions.moveThrough,
    /** Hears every status change, inside its transaction; answers the unsubscribe. */
    onStatusChanged: transitions.onStatusChanged,
    /** Hears the changes of one write together (a multi-step move, a label group), inside its transaction. */
    onStatusChanges: transitions.onStatusChanges,

    async place(actor: Actor, input: PlaceOrderData, options: PlaceOptions, lang: Language): Promise<PlacedOrder> {
      return placement.place(actor, input, options, lang, fieldName(lang));
    },

    /** One customer's orders placed together (a batch's chunk): see `placeMany` in use-cases/place.ts. */
    async placeMany(
      actor: Actor,
      inputs: readonly PlaceOrderData[],
      options: PlaceManyOptions,
      lang: Language,
    ): Promise<({ order: PlacedOrder } | { error: unknown })[]> {
      return placement.placeMany(actor, inputs, options, lang, fieldName(lang));
    },

    ...reads,
    ...labelling,
    /** The scope's orders named by tracking, order, inside or reference numbers (public tracking reads through it). */
    findByNumbers: createFindByNumbers(data),
    /** A keyset page of the orders the list's filters match in a scope (another module's export: tracking's). */
    listPage: (scope: DataScope, filter: z.output<typeof OrderFilter>, after: number | null, limit: number) =>
      repo.listOrders(scope, orderQueryOf(filter), after, limit),
    /** How many orders the list's filters match in a scope. */
    async countMatching(scope: DataScope, filter: z.output<typeof OrderFilter>): Promise<number> {
      const counts = await repo.countByStatus(scope, orderQueryOf(filter));
      return counts.reduce((n, c) => n + Number(c.n), 0);
    },
    cancel,
    batchCancel,
    remove: createRemove({ data, repo }),
    confirmWeight: createReweigh({ data, repo, transitions, pricing, wallet }),
    release: createRelease({ data, repo, transitions, labels }),
    refuse: createRefuse({ data, repo, transitions }),
    isCancelable,
    /** Delivery warnings marked handled, one log line each (tracking decides which are warned: decision 260). */
    logWarningsHandled: createWarningLog(repo),
    /** The moves from one status to another the table allows an actor, through IN_TRANSIT when needed (tracking). */
    stepsTo,
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
