import type { z } from 'zod';
import { ROBOT_RUN_STATUS_WORDS, type Language, type Robot, type RobotSave } from '@parcelhub/contracts';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { AppError } from '../../platform/http/app-error';
import { uniqueViolation } from '../../platform/db/errors';
import { scopeOf, type DataScope } from '../../platform/auth/scope';
import type { Actor } from '../../platform/auth/actor';
import type { WarehousesService } from '../warehouses';
import * as queries from './robots.repository';
import type { RobotRow } from './robots.repository';
import type { RobotFleet } from './fleet';
import { createSandboxFleet, wholeSeconds, type SandboxMemory } from './sandbox-fleet';

type Out<S extends z.ZodType> = z.output<S>;

const robotOf = (row: RobotRow, lang: Language): Robot => ({
  id: row.id,
  warehouseId: row.warehouseId,
  identifier: row.identifier,
  enabled: row.enabled,
  runStatus: row.runStatus,
  runStatusName: ROBOT_RUN_STATUS_WORDS[row.runStatus][lang],
  battery: Math.floor(row.batteryMilli / 1000),
  workSeconds: row.workSeconds,
  statusAt: row.statusAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
});

/**
 * Sorting robots. Their state comes from the robot fleet (`RobotFleet`; the sandbox by default) each time they are
 * read, and the report is stored as the last known state (decision 176).
 */
export function createRobotsService({
  data,
  warehouses,
  fleet,
  now = () => new Date(),
}: {
  data: DataAccess;
  warehouses: WarehousesService;
  fleet?: RobotFleet;
  now?: () => Date;
}) {
  const repo = bindRepository(data, queries);
  const robotFleet =
    fleet ??
    createSandboxFleet({
      now,
      recall: async (ids) => {
        const rows = await repo.robotsByIdentifier(ids);
        return new Map<string, SandboxMemory>(
          rows.map((row) => [
            row.identifier,
            {
              state: { runStatus: row.runStatus, batteryMilli: row.batteryMilli, workSeconds: row.workSeconds },
              enabled: row.enabled,
              at: row.statusAt,
            },
          ]),
        );
      },
    });
  warehouses.useRobotCounter((ids) => repo.countByWarehouse(ids));

  /** The fleet's state of these robots now, stored as their last known state. */
  async function refresh(rows: RobotRow[]): Promise<RobotRow[]> {
    if (rows.length === 0) return rows;
    const reports = await robotFleet.status(rows.map((r) => r.identifier));
    // The sandbox's clock ticks in whole seconds; a report is kept at its second (decision 176).
    const at = new Date(wholeSeconds(now()) * 1000);
    const out: RobotRow[] = [];
    for (const row of rows) {
      const state = reports.get(row.identifier);
      if (!state) {
        out.push(row);
        continue;
      }
      await repo.recordState(row.id, state, at);
      out.push({ ...row, ...state, statusAt: at });
    }
    return out;
  }

  async function visibleRobot(scope: DataScope, id: number): Promise<RobotRow> {
    const row = await repo.robotById(id);
    if (!row) throw new AppError('ROBOT_NOT_FOUND', { id });
    try {
      await warehouses.visible(scope, row.warehouseId);
    } catch {
      throw new AppError('ROBOT_NOT_FOUND', { id });
    }
    return row;
  }

  async function unique<T>(identifier: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (e) {
      if (uniqueViolation(e) !== null) throw new AppError('ROBOT_IDENTIFIER_TAKEN', { identifier });
      throw e;
    }
  }

  async function one(id: number, lang: Language): Promise<Robot> {
    const row = await repo.robotById(id);
    if (!row) throw new AppError('ROBOT_NOT_FOUND', { id });
    return robotOf((await refresh([row]))[0]!, lang);
  }

  return {
    fleet: robotFleet,
    async list(actor: Actor, warehouseId: number, lang: Language): Promise<Robot[]> {
      await warehouses.visible(scopeOf(actor), warehouseId);
      return (await refresh(await repo.robotsOf(warehouseId))).map((r) => robotOf(r, lang));
    },

    async save(actor: Actor, input: Out<typeof RobotSave>, lang: Language): Promise<Robot> {
      const scope = scopeOf(actor);
      await warehouses.visible(scope, input.warehouseId);
      if (input.id === undefined) {
        const at = new Date(wholeSeconds(now()) * 1000);
        const robot = { warehouseId: input.warehouseId, identifier: input.identifier, enabled: input.enabled };
        const id = await unique(input.identifier, () =>
          data.withTransaction(() => repo.insertRobot({ ...robot, statusAt: at })),
        );
        return one(id, lang);
      }
      const current = await visibleRobot(scope, input.id);
      // The time until now counts under the robot's old flag: its state is brought up to now first.
      await refresh([current]);
      const id = input.id;
      await unique(input.identifier, () =>
        repo.updateRobot(id, { warehouseId: input.warehouseId, identifier: input.identifier, enabled: input.enabled }),
      );
      return one(id, lang);
    },

    async setEnabled(actor: Actor, id: number, enabled: boolean, lang: Language): Promise<Robot> {
      const current = await visibleRobot(scopeOf(actor), id);
      await refresh([current]);
      await repo.updateRobot(id, { enabled });
      return one(id, lang);
    },

    async remove(actor: Actor, id: number): Promise<void> {
      await visibleRobot(scopeOf(actor), id);
      if (!(await repo.deleteRobot(id))) throw new AppError('ROBOT_NOT_FOUND', { id });
    },
  };
}

export type RobotsService = ReturnType<typeof createRobotsService>;
