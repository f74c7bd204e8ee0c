import type { DueWorkKindOption, DueWorkListQuery, DueWorkRef, Language } from '@parcelhub/contracts';
import type { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/http/app-error';
import type { DueWork } from '../../platform/jobs/due-work';
import { dueWorkRowOf, kindNameOf } from './due-work.view';

type DueWorkQuery = z.output<typeof DueWorkListQuery>;

/**
 * What the platform's operators see of the due work (`platform/jobs/due-work.ts`): the items waiting or given up,
 * and a retry of one given up. It reads and writes through the platform's due work, never its table.
 */
export function createDueWorkService({ dueWork, log }: { dueWork: DueWork; log: FastifyBaseLogger }) {
  return {
    async list(q: DueWorkQuery, lang: Language) {
      const { rows, total } = await dueWork.page({
        state: q.state,
        kind: q.kind,
        offset: q.pageNo * q.pageSize,
        limit: q.pageSize,
      });
      const kinds = dueWork.kinds();
      return { rows: rows.map((r) => dueWorkRowOf(r, kinds, lang)), total };
    },

    kinds(lang: Language): DueWorkKindOption[] {
      return Object.entries(dueWork.kinds())
        .map(([value, kind]) => ({ value, label: kindNameOf(value, kind, lang) }))
        .sort((a, b) => a.value.localeCompare(b.value));
    },

    /** Makes a given-up item due now, and starts the due work at once rather than at the runner's next round. */
    async retry(ref: DueWorkRef): Promise<void> {
      if (await dueWork.retry(ref.kind, ref.key)) {
        void dueWork.runDue().catch((err: unknown) => log.error({ err }, 'due work failed'));
        return;
      }
      if (await dueWork.find(ref.kind, ref.key)) throw new AppError('DUE_WORK_NOT_GIVEN_UP');
      throw new AppError('DUE_WORK_NOT_FOUND');
    },
  };
}

export type DueWorkService = ReturnType<typeof createDueWorkService>;
