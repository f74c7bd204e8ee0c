import type { z } from 'zod';
import type { ProductCustomer, ProductCustomerQuery, SigningStatusInput } from '@parcelhub/contracts';
import { bindRepository } from '../../../platform/db/data-access';
import { pageWindow } from '../../../platform/db/paging';
import { scopeOf, type DataScope } from '../../../platform/auth/scope';
import type { Actor } from '../../../platform/auth/actor';
import { AppError } from '../../../platform/http/app-error';
import { assertManager, type ProductCore } from '../product-core';
import * as customerQueries from '../customers.repository';

type CustomerRow = NonNullable<Awaited<ReturnType<typeof customerQueries.findSigning>>>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toCustomer(r: Omit<CustomerRow, 'signingStatus'> & { signingStatus: CustomerRow['signingStatus'] | null }) {
  return {
    customerId: r.customerId,
    userName: r.userName,
    nickName: r.nickName,
    phone: r.phone ?? '',
    state: r.signingStatus ?? 'UNASSIGNED',
    signedAt: r.signingStatus ? iso(r.signedAt) : null,
    terminatedAt: iso(r.terminatedAt),
    premiumPackage: r.packageId !== null && r.packageName !== null ? { id: r.packageId, name: r.packageName } : null,
  } satisfies ProductCustomer;
}

/** Who may use a product: the platform assigns customers (signed) and terminates or signs them again. */
export function customerUseCases(core: ProductCore) {
  const { data, repo, visible } = core;
  const customers = bindRepository(data, customerQueries);

  /** A signing product of the platform's catalogue (own-account products have no customers to assign). */
  async function signingProduct(actor: Actor, productId: number) {
    assertManager(actor);
    const row = await visible(actor, productId);
    if (row.source === 'OWN') throw new AppError('PRODUCT_NOT_FOUND', { id: productId });
    return row;
  }

  /** The given ids, each a customer main account, else the first that is not. */
  async function checkCustomers(ids: readonly number[]) {
    const unique = [...new Set(ids)];
    const found = new Set((await repo.customerAccounts(unique)).map((c) => c.id));
    const missing = unique.find((id) => !found.has(id));
    if (missing !== undefined) throw new AppError('PRODUCT_CUSTOMER_UNKNOWN', { value: missing });
    return unique;
  }

  return {
    async customers(actor: Actor, productId: number, q: z.output<typeof ProductCustomerQuery>) {
      await signingProduct(actor, productId);
      const { offset, limit } = pageWindow(q);
      const page = await customers.findProductCustomers(
        productId,
        { keyword: q.keyword || undefined, state: q.state },
        offset,
        limit,
      );
      return { rows: page.rows.map(toCustomer), total: page.total };
    },

    /** Assigns customers, signed; one already there keeps its state. Moves the product's version. */
    async allotCustomers(actor: Actor, productId: number, customerIds: number[]) {
      await signingProduct(actor, productId);
      const ids = await checkCustomers(customerIds);
      return data.withTransaction(async () => {
        const version = (await repo.bumpVersion(productId))!;
        await customers.assignCustomers(productId, ids);
        return { id: productId, version };
      });
    },

    async unallotCustomers(actor: Actor, productId: number, customerIds: number[]) {
      await signingProduct(actor, productId);
      return data.withTransaction(async () => {
        const version = (await repo.bumpVersion(productId))!;
        await customers.unassignCustomers(productId, [...new Set(customerIds)]);
        return { id: productId, version };
      });
    },

    /** Signs a customer (assigning it when needed) or terminates its contract: terminated, it can order no more. */
    async setSigning(actor: Actor, input: z.output<typeof SigningStatusInput>): Promise<ProductCustomer> {
      await signingProduct(actor, input.productId);
      await checkCustomers([input.customerId]);
      await data.withTransaction(async () => {
        await repo.bumpVersion(input.productId);
        const done = await customers.setSigning(input.productId, input.customerId, input.signingStatus);
        if (!done) throw new AppError('PRODUCT_CUSTOMER_NOT_ASSIGNED', { value: input.customerId });
      });
      const row = await customers.findSigning(input.productId, input.customerId);
      if (!row || !row.signingStatus) throw new AppError('PRODUCT_CUSTOMER_NOT_ASSIGNED', { value: input.customerId });
      return toCustomer(row);
    },

    /**
     * The product ids (among `productIds`, else all) the caller may quote and order, online ones only: for a
     * customer (an account id, or an actor) those assigned to it and signed, and its own-account products; for a
     * supplier those on its costs; for the platform every one.
     */
    async usableProducts(
      who: Pick<Actor, 'accountId' | 'privilegeType'> | number,
      productIds?: readonly number[],
    ): Promise<number[]> {
      const scope: DataScope = typeof who === 'number' ? { kind: 'account', accountId: who } : scopeOf(who);
      if (productIds && productIds.length === 0) return [];
      return repo.usableIds(scope, productIds);
    },

    /** The union of the destination countries of the given products the caller sees (others are ignored). */
    async destinationCountries(actor: Pick<Actor, 'accountId' | 'privilegeType'>, productIds: readonly number[]) {
      const lists = await repo.destinationsOf(scopeOf(actor), [...new Set(productIds)]);
      return [...new Set(lists.flat())];
    },
  };
}
