import type { DataAccess } from '../../platform/db/data-access';
import { stateReader } from '../../platform/db/state-reader';
import type { PostcodesService } from '../postcodes';
import { liveRules, stateKey } from './order-rules.repository';
import { compileRules, type CompiledGroup, type GroupSource } from './evaluate';

interface Generation {
  key: string;
  groups: Promise<CompiledGroup[]>;
}

/**
 * The enabled rules compiled in this process's memory, with the ranges of the postcode groups they name. Each
 * evaluation knows the state key (`order_rules_state`, moved by triggers on the rule and postcode tables) and
 * rebuilds when it moved, so a committed change is seen at the next evaluation, and a transaction's own writes at
 * once (inside a transaction the key is read in it). Outside one, evaluations at once share one read of the key,
 * and on the embedded database none is read while this process wrote nothing (`stateReader`).
 */
export function createCompiledRules(data: DataAccess, postcodes: Pick<PostcodesService, 'rangesOfGroups'>) {
  let current: Generation | null = null;
  let compilations = 0;
  const currentKey = stateReader(data, () => stateKey(data.db));

  async function load(): Promise<CompiledGroup[]> {
    compilations++;
    const { groups, rules } = await liveRules(data.db);
    const groupIds = [...new Set(rules.flatMap((r) => r.postcodeGroupIds))];
    const ranges = groupIds.length ? await postcodes.rangesOfGroups(groupIds) : [];
    const sources: GroupSource[] = groups.map((g) => ({ ...g, rules: rules.filter((r) => r.groupId === g.id) }));
    return compileRules(
      sources,
      ranges.map((x) => ({ id: x.id, country: x.country, ranges: x.ranges })),
    );
  }

  return {
    /** The compiled groups of the current state, in evaluation order. */
    async groups(): Promise<CompiledGroup[]> {
      const key = await currentKey();
      if (current?.key !== key) {
        const groups = load();
        groups.catch(() => undefined);
        current = { key, groups };
      }
      const generation = current;
      return generation.groups.catch((err: unknown) => {
        if (current === generation) current = null; // a failed load is not kept
        throw err;
      });
    },
    /** How many times this process compiled the rules (tests and benchmarks read it). */
    get compilations() {
      return compilations;
    },
  };
}

export type CompiledRules = ReturnType<typeof createCompiledRules>;
