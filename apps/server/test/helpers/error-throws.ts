import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** One place in the source that raises an error key, with the params it gives. */
export interface ErrorThrow {
  key: string;
  /** Param names always given; null when the source builds them in a way this scan cannot read. */
  given: string[] | null;
  /** Param names given only sometimes (a conditional spread). */
  optional: string[];
  at: string;
}

const sourceFiles = (dir: string, out: string[] = []): string[] => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sourceFiles(path, out);
    else if (name.endsWith('.ts') && !/\.(spec|test)\.ts$|test-helpers\.ts$/.test(name)) out.push(path);
  }
  return out;
};

const unwrap = (e: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e) ? unwrap(e.expression) : e;

/** `lang`, `req.lang` or `requestLanguage(req)`: the words' language, passed beside a key but no param. */
const isLanguage = (e: ts.Expression, source: ts.SourceFile) =>
  /^(lang|\w+\.lang|requestLanguage\(\w+\))$/.test(e.getText(source));

/** The string literals an expression can be: `'A'`, or `c ? 'A' : 'B'`; null when it is anything else. */
function literalsOf(expr: ts.Expression): string[] | null {
  const e = unwrap(expr);
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return [e.text];
  if (ts.isConditionalExpression(e)) {
    const a = literalsOf(e.whenTrue);
    const b = literalsOf(e.whenFalse);
    return a && b ? [...a, ...b] : null;
  }
  return null;
}

/** The names an object literal gives, always or only sometimes; null when a part of it cannot be read. */
function namesOf(expr: ts.Expression | undefined): { given: string[]; optional: string[] } | null {
  if (expr === undefined) return { given: [], optional: [] };
  const e = unwrap(expr);
  if (!ts.isObjectLiteralExpression(e)) return null;
  const given: string[] = [];
  const optional: string[] = [];
  for (const p of e.properties) {
    if ((ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && !ts.isComputedPropertyName(p.name)) {
      given.push(p.name.text);
    } else if (ts.isSpreadAssignment(p) && ts.isConditionalExpression(unwrap(p.expression))) {
      const c = unwrap(p.expression) as ts.ConditionalExpression;
      const branches = [namesOf(c.whenTrue), namesOf(c.whenFalse)];
      if (branches.some((b) => b === null)) return null;
      for (const b of branches) optional.push(...b!.given, ...b!.optional);
    } else return null;
  }
  return { given, optional };
}

/**
 * Every error raised in the source under `root`, read statically: `new AppError(key, params)`, a call that passes a
 * registered key followed by its params (`refused(card, trace, 'NO_ZONE', { … })`, `sendError(reply, 'X', lang)`),
 * and `{ errorKey: 'K', params: { … } }`. `keyOf` maps a literal to its registered key (the quote engine's bare
 * keys take `QUOTE_`), or answers undefined when the literal is no error key.
 */
export function scanErrorThrows(
  root: string,
  keyOf: (literal: string, file: string) => string | undefined,
  /** Callees whose key-like words are not error keys (a rate card's compile codes, a formula's error kinds). */
  notRaising: RegExp,
) {
  const throws: ErrorThrow[] = [];
  for (const file of sourceFiles(root)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const where = (n: ts.Node) =>
      `${relative(root, file)}:${source.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;
    const record = (keys: string[] | null, params: ts.Expression | undefined, n: ts.Node) => {
      const names = namesOf(params);
      for (const key of keys ?? ['?'])
        throws.push({ key, given: keys && names ? names.given : null, optional: names?.optional ?? [], at: where(n) });
    };
    const visit = (n: ts.Node): void => {
      if (ts.isNewExpression(n) && n.expression.getText(source) === 'AppError' && n.arguments?.[0]) {
        const keys = literalsOf(n.arguments[0]);
        record(keys && keys.map((k) => keyOf(k, file) ?? k), n.arguments[1], n);
      } else if (
        (ts.isCallExpression(n) || ts.isNewExpression(n)) &&
        n.arguments &&
        !notRaising.test(n.expression.getText(source))
      ) {
        const args = [...n.arguments];
        const at = args.findIndex((a) => ts.isStringLiteral(a) && keyOf(a.text, file) !== undefined);
        if (at >= 0) {
          const params = args.slice(at + 1).find((a) => !isLanguage(a, source));
          record([keyOf((args[at] as ts.StringLiteral).text, file)!], params, n);
        }
      } else if (ts.isObjectLiteralExpression(n)) {
        const prop = (name: string) =>
          n.properties.find(
            (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(source) === name,
          );
        const errorKey = prop('errorKey');
        const params = prop('params');
        const keyByName = n.properties.some((p) => ts.isShorthandPropertyAssignment(p) && p.name.text === 'errorKey');
        if (keyByName && params) record(null, params.initializer, n);
        // A schema that describes the envelope (`errorKey: { type: 'string' }`) raises nothing.
        if (errorKey && params && !ts.isObjectLiteralExpression(errorKey.initializer)) {
          const keys = literalsOf(errorKey.initializer);
          const mapped = keys?.map((k) => keyOf(k, file));
          if (!mapped || mapped.every((k) => k !== undefined)) record(mapped as string[] | null, params.initializer, n);
        }
      }
      ts.forEachChild(n, visit);
    };
    visit(source);
  }
  return throws;
}
