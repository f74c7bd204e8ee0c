import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { noForeignTableWrite } from '../../../../eslint-rules/no-foreign-table-write.js';

// The rule of `npm run lint` that keeps tables owned (eslint-rules/no-foreign-table-write.js), run here so that the
// server's suite holds it.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** A file of the orders module (or of `where`, a path under the repository). */
const inOrders = (where = 'apps/server/src/modules/orders/use-cases/place.ts') => path.join(root, where);

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});

const error = (table: string, owner: string, verb: string) => ({
  messageId: 'write',
  data: { table, owner, verb, module: 'orders' },
});

tester.run('no-foreign-table-write', noForeignTableWrite, {
  valid: [
    {
      name: 'its own table, in every way of writing',
      filename: inOrders(),
      code: `
        import { orders } from '../orders.tables';
        await db.insert(orders).values(v);
        await db.update(orders).set(v);
        await db.delete(orders).where(w);
        await db.execute(sql\`update \${orders} set status = 'X'\`);`,
    },
    {
      name: "reading another module's table, imported through its index for a join",
      filename: inOrders(),
      code: `
        import { products } from '../../products';
        await db.select().from(products).innerJoin(orders, eq(orders.productId, products.id));
        await db.execute(sql\`select * from \${products}\`);`,
    },
    {
      name: "calling the owner's service, whose method is named update",
      filename: inOrders(),
      code: `
        import { products } from '../../products';
        await services.products.update(actor, id, v);`,
    },
    {
      name: 'a type-only import is no table',
      filename: inOrders(),
      code: `
        import type { users } from '../../users';
        await db.insert(users).values(v);`,
    },
    {
      name: 'outside the modules (the seed, the test helpers) the rule says nothing',
      filename: inOrders('apps/server/src/seed/demo.ts'),
      code: `
        import { users } from '../modules/users';
        await db.insert(users).values(v);`,
    },
    {
      name: 'a nested folder of the same module is still the module',
      filename: inOrders('apps/server/src/modules/orders/batch/batch.repository.ts'),
      code: `
        import { orders } from '../orders.tables';
        await db.update(orders).set(v);`,
    },
  ],
  invalid: [
    {
      name: "inserting into another module's table, imported through its index",
      filename: inOrders(),
      code: `
        import { products } from '../../products';
        await db.insert(products).values(v);`,
      errors: [error('products', 'products', 'insert')],
    },
    {
      name: "updating and deleting another module's tables",
      filename: inOrders(),
      code: `
        import { users } from '../../users';
        import { journalEntries } from '../../wallet';
        await tx.update(users).set({ enabled: false });
        await tx.delete(journalEntries).where(w);`,
      errors: [error('users', 'users', 'update'), error('journalEntries', 'wallet', 'delete')],
    },
    {
      name: 'an alias of the import is the same table',
      filename: inOrders(),
      code: `
        import { users as accounts } from '../../users';
        await db.update(accounts).set(v);`,
      errors: [error('accounts', 'users', 'update')],
    },
    {
      name: 'a namespace import, written through its member',
      filename: inOrders(),
      code: `
        import * as wallet from '../../wallet';
        await db.insert(wallet.journalEntries).values(v);`,
      errors: [error('wallet.journalEntries', 'wallet', 'insert')],
    },
    {
      name: 'raw SQL writing a foreign table',
      filename: inOrders(),
      code: `
        import { users } from '../../users';
        await db.execute(sql\`insert into \${users} (username) values ('x')\`);
        await db.execute(sql\`UPDATE \${users} set enabled = false\`);
        await db.execute(sql\`delete from \${users}\`);`,
      errors: [error('users', 'users', 'insert'), error('users', 'users', 'update'), error('users', 'users', 'delete')],
    },
    {
      name: "past the index, a file of the other module's is still its table",
      filename: inOrders(),
      code: `
        import { products } from '../../products/products.tables';
        await db.delete(products);`,
      errors: [error('products', 'products', 'delete')],
    },
  ],
});
