import type { DueWorkItem as DueWorkRow, Language } from '@parcelhub/contracts';
import type { DueWorkItem, DueWorkKind } from '../../platform/jobs/due-work';

/** A kind's name in the caller's language: its title, else its own name. */
export const kindNameOf = (name: string, kind: Pick<DueWorkKind, 'title'> | undefined, lang: Language): string =>
  kind?.title?.[lang] ?? name;

/** One item as the operators' list shows it. */
export function dueWorkRowOf(
  item: DueWorkItem,
  kinds: Readonly<Record<string, Pick<DueWorkKind, 'title'>>>,
  lang: Language,
): DueWorkRow {
  return {
    kind: item.kind,
    kindName: kindNameOf(item.kind, kinds[item.kind], lang),
    key: item.key,
    state: item.gaveUpAt ? 'gaveUp' : 'due',
    attempts: item.attempts,
    lastError: item.lastError,
    dueAt: item.dueAt.toISOString(),
    gaveUpAt: item.gaveUpAt?.toISOString() ?? null,
    createdAt: item.createdAt.toISOString(),
  };
}
