import type { MappedStatus, RawEvent, RawEventMapper } from '../tracking';
import { standardMapping } from '../tracking';
import type { TrackingStatus } from '@parcelhub/contracts';
import { compileRules, type CompiledRules } from './matcher';
import type { RuleRow } from './track-rules.repository';

export interface GroupVersion {
  id: number;
  carrierCode: string;
  version: number;
}

export interface RuleSource {
  /** The enabled group of each carrier code given (upper case), with its version. */
  enabledGroupsOf(codes: readonly string[]): Promise<GroupVersion[]>;
  rulesOf(groupId: number): Promise<RuleRow[]>;
}

/** How an event was mapped: by a rule, by the standard codes, or not at all (it waits). */
export type Mapping =
  | { by: 'RULE'; rule: RuleRow; mapped: MappedStatus }
  | { by: 'STANDARD'; rule: null; mapped: MappedStatus }
  | { by: 'NONE'; rule: null; mapped: null };

export const carrierKey = (code: string) => code.trim().toUpperCase();

const mappedOf = (rule: RuleRow): MappedStatus => ({
  status: rule.status as TrackingStatus,
  subStatus: rule.subStatus,
});

/** An event through a group's compiled rules, then the standard codes. */
export function mapOne(compiled: CompiledRules<RuleRow> | null, event: { code: string; description: string }): Mapping {
  const rule = compiled?.match(event) ?? null;
  if (rule) return { by: 'RULE', rule, mapped: mappedOf(rule) };
  const standard = standardMapping(event.code);
  return standard ? { by: 'STANDARD', rule: null, mapped: standard } : { by: 'NONE', rule: null, mapped: null };
}

/**
 * The mapper the tracking module runs raw events through. Each group's rules are compiled once and kept per process
 * until the group's version moves (any change of its rules, in any process): a batch of events costs one query for
 * its carriers' groups and none for rules already compiled.
 */
export function createRuleMapper(source: RuleSource) {
  const cache = new Map<number, { version: number; compiled: CompiledRules<RuleRow> }>();

  async function compiledOf(group: GroupVersion): Promise<CompiledRules<RuleRow>> {
    const hit = cache.get(group.id);
    if (hit && hit.version === group.version) return hit.compiled;
    const compiled = compileRules(await source.rulesOf(group.id));
    // Read under the version seen before: a change in between moves the version again and the next batch recompiles.
    cache.set(group.id, { version: group.version, compiled });
    return compiled;
  }

  /** The compiled rules of each carrier code's enabled group (null where it has none). */
  async function groupsFor(codes: readonly string[]): Promise<Map<string, CompiledRules<RuleRow> | null>> {
    const keys = [...new Set(codes.map(carrierKey))];
    const out = new Map<string, CompiledRules<RuleRow> | null>(keys.map((k) => [k, null]));
    for (const group of await source.enabledGroupsOf(keys)) out.set(group.carrierCode, await compiledOf(group));
    return out;
  }

  const mapRaw: RawEventMapper = async (events: readonly RawEvent[]) => {
    const groups = await groupsFor(events.map((e) => e.carrierCode));
    return events.map((e) => mapOne(groups.get(carrierKey(e.carrierCode)) ?? null, e).mapped);
  };

  return {
    mapRaw,
    /** The compiled rules of a group by id and version (the rule test on a group, enabled or not). */
    compiledOf,
    /** Forgets a group's compiled rules (deleted). */
    forget: (groupId: number) => void cache.delete(groupId),
  };
}
