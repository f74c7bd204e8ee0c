// A module writes only its own tables (docs/architecture.md, "Modules"): another module's table, imported from its
// index.ts for a foreign key or a join, may be read, never inserted into, updated or deleted from. Writes go through
// the owner module's service, which keeps its rules (defaults, counters, the operation log) in one place.
import path from 'node:path';

const MODULES = `${path.sep}apps${path.sep}server${path.sep}src${path.sep}modules${path.sep}`;
const WRITES = new Set(['insert', 'update', 'delete']);
/** The text of a raw statement just before a table it writes: `insert into ${t}`, `update ${t}`, `delete from ${t}`. */
const RAW_WRITE = /\b(insert\s+into|update|delete\s+from|truncate(\s+table)?|merge\s+into)\s*$/i;

/** The module a file belongs to, or null outside apps/server/src/modules. */
function moduleOf(file) {
  const at = file.lastIndexOf(MODULES);
  if (at < 0) return null;
  return file.slice(at + MODULES.length).split(path.sep)[0] ?? null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noForeignTableWrite = {
  meta: {
    type: 'problem',
    docs: { description: "Forbid inserting, updating or deleting another module's table" },
    schema: [],
    messages: {
      write:
        "'{{table}}' is the {{owner}} module's table: {{verb}} it through the {{owner}} service, not from the {{module}} module.",
    },
  },
  create(context) {
    const file = context.filename;
    const here = moduleOf(file);
    if (here === null) return {};
    /** Local names bound to another module's exports (named or namespace imports), with that module's name. */
    const foreign = new Map();
    const namespaces = new Map();

    function ownerOf(node) {
      if (node?.type === 'Identifier') return foreign.get(node.name);
      if (node?.type === 'MemberExpression' && node.object.type === 'Identifier' && !node.computed)
        return namespaces.get(node.object.name);
      return undefined;
    }
    const nameOf = (node) => (node.type === 'Identifier' ? node.name : `${node.object.name}.${node.property.name}`);

    function report(node, table, verb) {
      const owner = ownerOf(table);
      if (owner !== undefined)
        context.report({ node, messageId: 'write', data: { table: nameOf(table), owner, verb, module: here } });
    }

    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type' || typeof node.source.value !== 'string') return;
        if (!node.source.value.startsWith('.')) return;
        const owner = moduleOf(path.resolve(path.dirname(file), node.source.value) + path.sep);
        if (owner === null || owner === here) return;
        for (const s of node.specifiers) {
          if (s.type === 'ImportNamespaceSpecifier') namespaces.set(s.local.name, owner);
          else if (s.importKind !== 'type') foreign.set(s.local.name, owner);
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        if (!WRITES.has(callee.property.name) || node.arguments.length === 0) return;
        report(node, node.arguments[0], callee.property.name);
      },
      TaggedTemplateExpression(node) {
        const tag = node.tag;
        const isSql =
          (tag.type === 'Identifier' && tag.name === 'sql') ||
          (tag.type === 'MemberExpression' && tag.object.type === 'Identifier' && tag.object.name === 'sql');
        if (!isSql) return;
        node.quasi.expressions.forEach((expr, i) => {
          const before = node.quasi.quasis[i]?.value.cooked ?? '';
          const verb = RAW_WRITE.exec(before)?.[1];
          if (verb) report(expr, expr, verb.toLowerCase().split(/\s+/)[0]);
        });
      },
    };
  },
};
