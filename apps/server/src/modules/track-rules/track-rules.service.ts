import type { z } from 'zod';
import {
  TRACKING_STATUS_WORDS,
  TRACKING_SUB_STATUS_WORDS,
  type Language,
  type Option,
  type TrackingSubStatus,
  type TrackRule,
  type TrackRuleGroup,
  type TrackRuleGroupCostUse,
  type TrackRuleGroupQuery,
  type TrackRuleGroupSave,
  type TrackRuleSave,
  type TrackRuleTestInput,
  type TrackRuleTestResult,
  type WaitingEvent,
  type WaitingEventQuery,
} from '@parcelhub/contracts';
import type { Actor } from '../../platform/auth/actor';
import { scopeOf } from '../../platform/auth/scope';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { uniqueViolation } from '../../platform/db/errors';
import { pageWindow } from '../../platform/db/paging';
import { AppError } from '../../platform/http/app-error';
import { scheduleDueIn, type DueWork } from '../../platform/jobs/due-work';
import type { TasksService } from '../tasks';
import type { TrackingService } from '../tracking';
import * as queries from './track-rules.repository';
import type { GroupRow, RuleRow, RuleWrite } from './track-rules.repository';
import { carrierKey, createRuleMapper, mapOne } from './rule-mapper';
import { checkRule, raise } from './rule-check';
import { writeRuleTemplate } from './track-rules.sheet';
import { IMPORT_QUEUE, IMPORT_TASK_NAME, runRuleImport, type RuleImportData } from './track-rules.import';

type Out<S extends z.ZodType> = z.output<S>;

/** "Map the waiting events of carrier <key> again", made due in the transaction of the rule change that needs it. */
export const REMAP_KIND = 'trackRules.remap';

const UNABLE_TO_MATCH: Record<Language, string> = {
  zh: '无法匹配规则',
  en: 'Unable to match the rule',
  ko: '규칙과 일치하지 않습니다',
};

const toGroup = (row: GroupRow): TrackRuleGroup => ({
  id: row.id,
  name: row.name,
  carrierCode: row.carrierCode,
  enabled: row.enabled,
  remark: row.remark,
  ruleCount: row.ruleCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toRule = (row: RuleRow): TrackRule => ({
  id: row.id,
  groupId: row.groupId,
  priority: row.priority,
  matchKind: row.matchKind,
  matchText: row.matchText,
  status: row.status,
  subStatus: row.subStatus,
  enabled: row.enabled,
  remark: row.remark,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const statusName = (status: string | null, subStatus: string | null, lang: Language) => {
  if (!status) return UNABLE_TO_MATCH[lang];
  const main = TRACKING_STATUS_WORDS[status as keyof typeof TRACKING_STATUS_WORDS]?.[lang] ?? status;
  const sub = subStatus ? (TRACKING_SUB_STATUS_WORDS[subStatus as TrackingSubStatus]?.[lang] ?? subStatus) : null;
  return sub ? `${main} / ${sub}` : main;
};

async function unique<T>(write: () => Promise<T>, conflict: () => AppError): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (uniqueViolation(e) !== null) throw conflict();
    throw e;
  }
}

/**
 * Track rule groups and rules: per carrier code, rules map a raw event to a standard status and sub-status by
 * priority. The mapper installed in tracking runs each carrier's enabled group, then the standard codes; a change of
 * rules makes the carrier's waiting events due to be mapped again (REMAP_KIND).
 */
export function createTrackRulesService(deps: {
  data: DataAccess;
  tracking: TrackingService;
  tasks: TasksService;
  dueWork: DueWork;
}) {
  const { data, tracking, tasks, dueWork } = deps;
  const repo = bindRepository(data, queries);
  const mapper = createRuleMapper(repo);

  async function group(id: number): Promise<GroupRow> {
    const row = await repo.findGroup(id);
    if (!row) throw new AppError('TRACK_RULE_GROUP_NOT_FOUND', { id });
    return row;
  }

  /** In the change's transaction: the carriers' waiting events are due to be mapped again. */
  const remapDue = (codes: readonly string[]) => scheduleDueIn(data.db, REMAP_KIND, [...new Set(codes)], new Date());
  /** After the commit: take the remap now rather than at the next round of due work (every 5 s). */
  const kick = () => void dueWork.runDue(20, [REMAP_KIND]).catch(() => undefined);

  async function changeRules<T>(groupIds: readonly number[], codes: readonly string[], write: () => Promise<T>) {
    const out = await data.withTransaction(async () => {
      const result = await write();
      await repo.bumpVersions(groupIds);
      await remapDue(codes);
      return result;
    });
    kick();
    return out;
  }

  dueWork.register(REMAP_KIND, {
    title: {
      zh: '按新规则重新匹配等待中的轨迹事件',
      en: 'Map waiting tracking events again after a rule change',
      ko: '규칙 변경 후 대기 중인 추적 이벤트 다시 매칭',
    },
    run: async (carrierCode) => {
      await tracking.remapWaiting(carrierCode, null, 'zh');
    },
  });
  tracking.useRawMapper(mapper.mapRaw);

  return {
    /** The mapper installed in tracking (also what the benchmark and tests call). */
    mapRaw: mapper.mapRaw,

    /** Runs the remaps due now (tests; the platform's due work runner takes them every few seconds anyway). */
    runRemapDue: () => dueWork.runDue(20, [REMAP_KIND]),

    async groupList(q: Out<typeof TrackRuleGroupQuery>) {
      const { rows, total } = await repo.listGroups({
        blurry: q.blurry || undefined,
        enabled: q.enabled,
        ...pageWindow(q),
      });
      return { rows: rows.map(toGroup), total };
    },

    /** Enabling a group, or moving it to another carrier, makes that carrier's waiting events due for its rules. */
    async saveGroup(input: Out<typeof TrackRuleGroupSave>): Promise<TrackRuleGroup> {
      const { id, ...fields } = input;
      const row = { ...fields, carrierCode: carrierKey(fields.carrierCode) };
      const conflict = () => new AppError('TRACK_RULE_CARRIER_TAKEN', { carrierCode: row.carrierCode });
      const saved = await data.withTransaction(async () => {
        let savedId = id;
        if (savedId === undefined) savedId = await unique(() => repo.insertGroup(row), conflict);
        else if (!(await unique(() => repo.updateGroup(savedId!, row), conflict)))
          throw new AppError('TRACK_RULE_GROUP_NOT_FOUND', { id: savedId });
        if (row.enabled) await remapDue([row.carrierCode]);
        return savedId;
      });
      if (row.enabled) kick();
      return toGroup(await group(saved));
    },

    async deleteGroups(ids: number[]): Promise<{ deleted: number }> {
      const codes = await data.withTransaction(() => repo.deleteGroups(ids));
      ids.forEach(mapper.forget);
      return { deleted: codes.length };
    },

    /** The costs in the caller's scope (and their products) whose account reaches the group's carrier (decision 262). */
    async costsOf(actor: Actor, groupId: number): Promise<TrackRuleGroupCostUse[]> {
      const g = await group(groupId);
      const rows = await repo.costsUsingCarrier(scopeOf(actor), g.carrierCode);
      return rows.map(({ viaProvider, ...r }) => ({
        ...r,
        matchedBy: viaProvider ? 'DOCKING_PROVIDER' : 'FINAL_CARRIER',
        products: r.products.map((p) => ({ id: Number(p.id), code: p.code, name: p.name, status: p.status })),
      }));
    },

    async rulesOf(groupId: number): Promise<TrackRule[]> {
      await group(groupId);
      return (await repo.rulesOf(groupId)).map(toRule);
    },

    /** A rule checked (status, sub-status, pattern), saved, and the group's waiting events due to be mapped again. */
    async saveRule(input: Out<typeof TrackRuleSave>): Promise<TrackRule> {
      const { id, ...fields } = input;
      const checked = checkRule(fields);
      if (!checked.ok) raise(checked.problem);
      const g = await group(fields.groupId);
      const row: RuleWrite = { ...fields, status: checked.status, subStatus: checked.subStatus };
      const conflict = () => new AppError('TRACK_RULE_TAKEN', { matchText: row.matchText });
      const savedId = await changeRules([g.id], g.enabled ? [g.carrierCode] : [], async () => {
        if (id === undefined) return unique(() => repo.insertRule(row), conflict);
        const before = await repo.findRule(id);
        if (!before) throw new AppError('TRACK_RULE_NOT_FOUND', { id });
        if (before.groupId !== g.id) await repo.bumpVersions([before.groupId]);
        await unique(() => repo.updateRule(id, row), conflict);
        return id;
      });
      return toRule((await repo.findRule(savedId))!);
    },

    async deleteRules(ids: number[]): Promise<{ deleted: number }> {
      const groupIds = await data.withTransaction(async () => {
        const of = await repo.deleteRules(ids);
        await repo.bumpVersions([...new Set(of)]);
        return of;
      });
      return { deleted: groupIds.length };
    },

    /** Pasted raw events through a group (by id, or the carrier's enabled one): each mapping and the rule behind it. */
    async test(input: Out<typeof TrackRuleTestInput>, lang: Language): Promise<TrackRuleTestResult[]> {
      let g: GroupRow | undefined;
      if (input.groupId !== undefined) g = await group(input.groupId);
      else {
        const code = carrierKey(input.carrierCode ?? '');
        const [found] = await repo.enabledGroupsOf([code]);
        if (!found) throw new AppError('TRACK_RULE_NO_GROUP_FOR_CARRIER', { carrierCode: code });
        g = await group(found.id);
      }
      const compiled = await mapper.compiledOf(g);
      return input.events.map((e) => {
        const m = mapOne(compiled, e);
        return {
          code: e.code,
          description: e.description,
          by: m.by,
          status: m.mapped?.status ?? null,
          subStatus: m.mapped?.subStatus ?? null,
          statusName: statusName(m.mapped?.status ?? null, m.mapped?.subStatus ?? null, lang),
          rule: m.rule ? toRule(m.rule) : null,
        };
      });
    },

    /** Waiting events with the enabled group of their carrier (where a rule mapping them goes). */
    async waiting(q: Out<typeof WaitingEventQuery>): Promise<{ rows: WaitingEvent[]; total: number }> {
      const { rows, total } = await tracking.listWaiting(
        { ...(q.carrierCode ? { carrierCode: carrierKey(q.carrierCode) } : {}), ...(q.code ? { code: q.code } : {}) },
        pageWindow(q),
      );
      const groups = await repo.enabledGroupsOf([...new Set(rows.map((r) => carrierKey(r.carrierCode)))]);
      const groupOf = new Map(groups.map((g) => [g.carrierCode, g.id]));
      return {
        rows: rows.map((r) => ({
          id: r.id,
          orderId: r.orderId,
          carrierCode: r.carrierCode,
          trackingNo: r.trackingNo,
          code: r.code,
          description: r.description,
          location: r.location,
          eventTime: r.eventTime.toISOString(),
          receivedAt: r.receivedAt.toISOString(),
          groupId: groupOf.get(carrierKey(r.carrierCode)) ?? null,
        })),
        total,
      };
    },

    async groupOptions(): Promise<Option[]> {
      return (await repo.groupOptions()).map((g) => ({ label: `${g.name} (${g.carrierCode})`, value: String(g.id) }));
    },

    async template(groupId: number, lang: Language) {
      const g = await group(groupId);
      return writeRuleTemplate(lang, g.name);
    },

    /** Queues the import of an uploaded sheet into a group; the group is checked before the file is received. */
    async import(actor: Actor, groupId: number, receive: () => Promise<string>, lang: Language) {
      await group(groupId);
      const fileKey = await receive();
      const { id } = await tasks.submit<RuleImportData>(actor, {
        name: IMPORT_TASK_NAME,
        type: 'IMPORT',
        queue: IMPORT_QUEUE,
        access: ['tracking:manage'],
        data: { fileKey, lang, groupId },
      });
      return { taskId: id };
    },

    /** The job behind `import`: the good rows land in one transaction, the group's waiting events due again. */
    importJob: tasks.job<RuleImportData>((task) =>
      runRuleImport(task, async (rows) => {
        const g = await repo.findGroup(task.data.groupId);
        if (!g) throw new AppError('TRACK_RULE_GROUP_NOT_FOUND', { id: task.data.groupId });
        await changeRules([g.id], g.enabled ? [g.carrierCode] : [], () => repo.upsertRules(rows));
      }),
    ),
  };
}

export type TrackRulesService = ReturnType<typeof createTrackRulesService>;
