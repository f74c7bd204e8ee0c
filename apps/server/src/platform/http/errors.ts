import type { Language } from '@parcelhub/contracts';

/** One error a module may answer: its HTTP status, its numeric code (unique product-wide) and its words. */
export interface ErrorDef {
  status: number;
  code: number;
  /** `{name}` placeholders take the error's params. */
  message: Record<Language, string>;
}

export type ErrorCatalogue = Record<string, ErrorDef>;

export const defineErrors = <const C extends ErrorCatalogue>(catalogue: C): C => catalogue;

/**
 * Every error key of the product. Each module adds its keys from its own errors file:
 * `declare module '../../platform/http/errors' { interface ErrorKeys extends KeysOf<typeof ADDRESS_ERRORS> {} }`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ErrorKeys {}
export type KeysOf<C> = { [K in keyof C]: true };
export type ErrorKey = keyof ErrorKeys & string;

const byKey = new Map<string, { def: ErrorDef; owner: string }>();
const byCode = new Map<number, string>();

/** Adds a module's errors to the product's catalogue; a key or a code used twice stops the server at start. */
export function registerErrors(owner: string, catalogue: ErrorCatalogue) {
  for (const [key, def] of Object.entries(catalogue)) {
    const known = byKey.get(key);
    if (known) {
      if (known.def === def) continue; // the same module registered again (tests build many apps)
      throw new Error(`error key ${key} is declared by both ${known.owner} and ${owner}`);
    }
    const codeOwner = byCode.get(def.code);
    if (codeOwner) throw new Error(`error code ${def.code} is used by both ${codeOwner} and ${key}`);
    byKey.set(key, { def, owner });
    byCode.set(def.code, key);
  }
}

export function errorDef(key: ErrorKey): ErrorDef {
  const known = byKey.get(key);
  if (!known) throw new Error(`error key ${key} is not registered: add it to its module's errors`);
  return known.def;
}

/** Every registered error, for the catalogue's own checks. */
export const registeredErrors = (): ReadonlyArray<[string, ErrorDef, string]> =>
  [...byKey.entries()].map(([key, { def, owner }]) => [key, def, owner]);
