import {
  FORMULA_SAMPLES,
  FORMULA_VARIABLES,
  FORMULA_VARIABLE_WORDS,
  DEFAULT_CONSTANT,
  DEFAULT_CONSTANT_WORDS,
  RESERVED_SURCHARGE_CODES,
  formulaVariableNames,
  type FormulaTestInput,
  type FormulaTestResult,
  type FormulaVariableInfo,
  type Language,
  type StoredFile,
  type Surcharge,
  type SurchargeFormula,
  type SurchargeInput,
  type SurchargeType,
} from '@parcelhub/contracts';
import type { z } from 'zod';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { uniqueViolation } from '../../platform/db/errors';
import { scopeOf } from '../../platform/auth/scope';
import type { Actor } from '../../platform/auth/actor';
import { AppError } from '../../platform/http/app-error';
import type { ReceivedFile } from '../../platform/files/upload';
import type { MediaService } from '../media';
import * as queries from './surcharges.repository';
import type { SurchargeRow, SurchargeWrite } from './surcharges.repository';
import { toSurcharge } from './product-costs.mapper';
import { formulaProblem, runFormula, wordProblem, type FormulaProblemDetail } from './formula';
import type { CostsService } from './costs.service';

type Input = z.output<typeof SurchargeInput>;
type TestInput = z.output<typeof FormulaTestInput>;

/** What a surcharge's formula is checked by: its formula, constants, and its place in the calculation order. */
type Rule = Pick<SurchargeRow, 'id' | 'code' | 'formula' | 'calReferenceStatus' | 'calSortNumber' | 'constants'>;

/** The codes of the surcharges a rule may read: those of the same cost evaluated before it (a lower sort number). */
const earlierCodes = (rule: Pick<Rule, 'id' | 'calReferenceStatus' | 'calSortNumber'>, all: readonly Rule[]) =>
  rule.calReferenceStatus
    ? all.filter((o) => o.id !== rule.id && o.calSortNumber < rule.calSortNumber).map((o) => o.code)
    : [];

const variablesOf = (rule: Rule, all: readonly Rule[]) =>
  formulaVariableNames(
    rule.constants.map((c) => ({ id: c.name })),
    earlierCodes(rule, all),
  );

export function createSurchargesService({
  data,
  costs,
  media,
}: {
  data: DataAccess;
  costs: CostsService;
  media?: MediaService;
}) {
  const repo = bindRepository(data, queries);

  const invalid = (problem: FormulaProblemDetail, lang: Language) => {
    const worded = wordProblem(problem, lang);
    return new AppError('FORMULA_INVALID', {
      reason: worded.message,
      kind: worded.kind,
      ...(worded.name !== undefined ? { name: worded.name } : {}),
      ...(worded.position !== undefined ? { position: worded.position } : {}),
    });
  };

  /**
   * A formula that compiles may still answer past what an amount holds on ordinary figures (`W * 1e15 * 1e15`):
   * run on the screen's sample values, it is refused at save for that alone (other run-time problems, such as a
   * division by a sample's zero, depend on the samples and are the formula test's to show).
   */
  function rangeProblem(rule: Rule, variables: readonly string[]): FormulaProblemDetail | null {
    const sample: Record<string, string> = { ...FORMULA_SAMPLES, value: '0' };
    for (const c of rule.constants) sample[c.name] = c.value;
    const run = runFormula(rule.formula, variables, sample);
    return !run.ok && run.problem.kind === 'OUT_OF_RANGE' ? run.problem : null;
  }

  /** Every other rule of the cost must still compile once `all` is what the cost holds. */
  function checkOthers(all: readonly Rule[], except: number | null, lang: Language) {
    for (const rule of all) {
      if (rule.id === except) continue;
      const problem = formulaProblem(rule.formula, variablesOf(rule, all));
      if (problem)
        throw new AppError('SURCHARGE_REFERENCED', { code: rule.code, reason: wordProblem(problem, lang).message });
    }
  }

  function write(input: Input): SurchargeWrite {
    return {
      costId: input.costId,
      code: input.code,
      name: input.name,
      enName: input.enName,
      koName: input.koName,
      surchargeType: input.surchargeType,
      surChildType: input.surChildType,
      calClassName: input.calClassName,
      calRulesType: input.calRulesType,
      calReferenceStatus: input.calReferenceStatus,
      calSortNumber: input.calSortNumber,
      description: input.description,
      formula: input.formula,
      formulaOriginal: input.formulaOriginal || input.formula,
      formulaImageUrl: input.formulaImageUrl,
      show4Statement: input.show4Statement,
      refuse: input.surchargeType === 'SIZELIMIT' && input.refuse,
      orgIds: [...new Set(input.orgIds)],
      constants: input.productSurchargeFormulaConstants.map((c) => ({
        name: c.id,
        value: c.value,
        nameEn: c.nameEn,
        nameZh: c.nameZh,
      })),
    };
  }

  function variableInfo(rule: Rule, all: readonly SurchargeRow[], lang: Language): FormulaVariableInfo[] {
    const byCode = new Map(all.map((o) => [o.code, o] as const));
    return [
      ...FORMULA_VARIABLES.map((name) => ({
        name,
        label: FORMULA_VARIABLE_WORDS[name][lang],
        sample: FORMULA_SAMPLES[name],
        source: 'BASE' as const,
      })),
      ...(rule.constants.some((c) => c.name === DEFAULT_CONSTANT)
        ? []
        : [{ name: DEFAULT_CONSTANT, label: DEFAULT_CONSTANT_WORDS[lang], sample: '0', source: 'CONSTANT' as const }]),
      ...rule.constants.map((c) => ({
        name: c.name,
        label: (lang === 'zh' ? c.nameZh : c.nameEn) || c.nameEn || c.nameZh || c.name,
        sample: c.value,
        source: 'CONSTANT' as const,
      })),
      ...earlierCodes(rule, all).map((code) => {
        const other = byCode.get(code);
        return {
          name: code,
          label: other ? toSurcharge(other, lang).label : code,
          sample: '0',
          source: 'SURCHARGE' as const,
        };
      }),
    ];
  }

  return {
    async surcharges(
      actor: Actor,
      costId: number,
      type: SurchargeType | undefined,
      lang: Language,
    ): Promise<Surcharge[]> {
      await costs.requireCost(scopeOf(actor), costId);
      return (await repo.findSurcharges(costId, type)).map((s) => toSurcharge(s, lang));
    },

    async surchargeFormula(actor: Actor, id: number, lang: Language): Promise<SurchargeFormula> {
      const row = await repo.findSurcharge(scopeOf(actor), id);
      if (!row) throw new AppError('SURCHARGE_NOT_FOUND', { id });
      const all = await repo.findSurcharges(row.costId);
      const dto = toSurcharge(row, lang);
      return {
        surchargeId: row.id,
        formulaId: row.id,
        formula: row.formula,
        formulaOriginal: row.formulaOriginal,
        formulaImageUrl: row.formulaImageUrl,
        productSurchargeFormulaConstants: dto.productSurchargeFormulaConstants,
        variables: variableInfo(row, all, lang),
      };
    },

    /**
     * Creates (no surchargeId) or updates a rule. Its formula must compile over what it may read; the cost's other
     * formulas must still compile afterwards (a code or an order they read from). Moves the cost's version.
     */
    async saveSurcharge(actor: Actor, input: Input, lang: Language): Promise<Surcharge> {
      if (RESERVED_SURCHARGE_CODES.includes(input.code))
        throw new AppError('SURCHARGE_CODE_RESERVED', { code: input.code });
      const scope = scopeOf(actor);
      const row = write(input);
      let id: number;
      try {
        id = await data.withTransaction(async () => {
          await costs.lockCost(scope, input.costId);
          if (input.surchargeId !== undefined) {
            const existing = await repo.findSurcharge(scope, input.surchargeId);
            if (!existing || existing.costId !== input.costId)
              throw new AppError('SURCHARGE_NOT_FOUND', { id: input.surchargeId });
          }
          const others = (await repo.findSurcharges(input.costId)).filter((s) => s.id !== input.surchargeId);
          const self: Rule = {
            id: input.surchargeId ?? 0,
            code: input.code,
            formula: input.formula,
            calReferenceStatus: input.calReferenceStatus,
            calSortNumber: input.calSortNumber,
            constants: row.constants ?? [],
          };
          const all = [...others, self];
          const variables = variablesOf(self, all);
          const problem = formulaProblem(self.formula, variables) ?? rangeProblem(self, variables);
          if (problem) throw invalid(problem, lang);
          checkOthers(all, self.id, lang);
          let saved: number | null;
          if (input.surchargeId !== undefined) {
            await repo.updateSurcharge(input.costId, input.surchargeId, row);
            saved = input.surchargeId;
          } else saved = await repo.insertSurcharge(row);
          if (saved === null) throw new AppError('SURCHARGE_CODE_TAKEN', { code: input.code });
          await costs.bumpVersion(input.costId);
          return saved;
        });
      } catch (e) {
        if (uniqueViolation(e) !== null) throw new AppError('SURCHARGE_CODE_TAKEN', { code: input.code });
        throw e;
      }
      const saved = await repo.findSurcharge(scope, id);
      if (!saved) throw new AppError('SURCHARGE_NOT_FOUND', { id });
      return toSurcharge(saved, lang);
    },

    /** Deletes a rule (refused while another formula reads its result); moves the cost's version. */
    async deleteSurcharge(actor: Actor, id: number, lang: Language): Promise<{ id: number }> {
      const scope = scopeOf(actor);
      return data.withTransaction(async () => {
        const row = await repo.findSurcharge(scope, id);
        if (!row) throw new AppError('SURCHARGE_NOT_FOUND', { id });
        await costs.lockCost(scope, row.costId);
        const rest = (await repo.findSurcharges(row.costId)).filter((s) => s.id !== id);
        checkOthers(rest, null, lang);
        if (!(await repo.deleteSurcharge(row.costId, id))) throw new AppError('SURCHARGE_NOT_FOUND', { id });
        await costs.bumpVersion(row.costId);
        return { id };
      });
    },

    /** A formula image (png or svg, checked by the upload), kept for the caller's account. */
    async uploadFormulaImage(actor: Actor, file: ReceivedFile): Promise<StoredFile> {
      if (!media) throw new Error('the product costs service was built without the media service');
      return media.keep(actor, file, 'IMAGE');
    },

    /**
     * Runs a formula on sample values: the base variables take the samples given (else the defaults), constants
     * their values, and earlier surcharges' codes (with calReferenceStatus and a cost) the samples given (else 0).
     */
    async testFormula(actor: Actor, input: TestInput, lang: Language): Promise<FormulaTestResult> {
      const constants = input.productSurchargeFormulaConstants;
      let others: Rule[] = [];
      if (input.costId !== undefined) {
        await costs.requireCost(scopeOf(actor), input.costId);
        others = (await repo.findSurcharges(input.costId)).filter((s) => s.id !== input.surchargeId);
      }
      const self: Rule = {
        id: input.surchargeId ?? 0,
        code: '',
        formula: input.formula,
        calReferenceStatus: input.calReferenceStatus,
        calSortNumber: input.calSortNumber,
        constants: constants.map((c) => ({ name: c.id, value: c.value, nameEn: c.nameEn, nameZh: c.nameZh })),
      };
      const variables = variablesOf(self, others);
      const sample: Record<string, string> = { ...FORMULA_SAMPLES, value: '0', ...input.variables };
      for (const c of constants) sample[c.id] = c.value;
      const run = runFormula(input.formula, variables, sample);
      if (run.ok) return { ok: true, value: run.value, inputs: run.inputs };
      return { ok: false, error: wordProblem(run.problem, lang) };
    },
  };
}

export type SurchargesService = ReturnType<typeof createSurchargesService>;
