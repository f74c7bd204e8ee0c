import { z } from 'zod';
import type { Language } from '../common/language';
import { idField, idParam, requiredText } from '../common/fields';

type Words = Record<Language, string>;

/** What a robot is doing, as its fleet reports it. */
export const ROBOT_RUN_STATUSES = ['RUNNING', 'IDLE', 'CHARGING', 'OFFLINE'] as const;
export type RobotRunStatus = (typeof ROBOT_RUN_STATUSES)[number];

export const ROBOT_RUN_STATUS_WORDS: Record<RobotRunStatus, Words> = {
  RUNNING: { zh: '运行中', en: 'Running', ko: '작동 중' },
  IDLE: { zh: '空闲', en: 'Idle', ko: '대기' },
  CHARGING: { zh: '充电中', en: 'Charging', ko: '충전 중' },
  OFFLINE: { zh: '离线', en: 'Offline', ko: '오프라인' },
};

export const ROBOT_IDENTIFIER_MAX = 50;
export const ROBOT_IDENTIFIER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** A sorting robot with its last known state. */
export const Robot = z.object({
  id: z.number(),
  warehouseId: z.number(),
  identifier: z.string(),
  enabled: z.boolean(),
  runStatus: z.enum(ROBOT_RUN_STATUSES),
  /** The status in the caller's language. */
  runStatusName: z.string(),
  /** Remaining battery, whole percent 0-100. */
  battery: z.number(),
  /** Seconds since the robot last started running (0 when it is not running). */
  workSeconds: z.number(),
  /** When the fleet last reported this state. */
  statusAt: z.string(),
  createdAt: z.string(),
});
export type Robot = z.infer<typeof Robot>;

export const RobotSave = z.object({
  id: idField.optional(),
  warehouseId: idField,
  identifier: requiredText(ROBOT_IDENTIFIER_MAX).regex(ROBOT_IDENTIFIER_PATTERN, { error: 'codeChars' }),
  enabled: z.boolean().default(true),
});
export type RobotSave = z.input<typeof RobotSave>;

export const RobotEnable = z.object({ id: idField, enabled: z.boolean() });
export type RobotEnable = z.input<typeof RobotEnable>;

export const RobotIdPath = z.object({ id: idParam });
export const RobotWarehousePath = z.object({ warehouseId: idParam });
