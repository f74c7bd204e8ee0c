import type { RobotFleet, RobotState } from './fleet';

/** Full battery, and the level at which a running robot goes to charge (thousandths of a percent). */
export const FULL = 100_000;
export const LOW = 20_000;
/** Per simulated second: a running robot uses 0.01 % (36 %/h), a charging or idle one gains 0.05 % (180 %/h). */
export const DRAIN = 10;
export const CHARGE = 50;

const ceilDiv = (a: number, b: number) => Math.ceil(a / b);

/**
 * One simulated second of a robot, the rule the sandbox follows: a disabled robot stands idle and charges; an enabled
 * one runs until its battery reaches 20 %, charges to full and runs again. An enabled robot found idle or offline
 * runs if it has more than 20 % left after this second, else charges.
 */
export function stepOnce(s: RobotState, enabled: boolean): RobotState {
  if (!enabled) return { runStatus: 'IDLE', batteryMilli: Math.min(FULL, s.batteryMilli + CHARGE), workSeconds: 0 };
  const status = startStatus(s, enabled);
  if (status === 'RUNNING') {
    const b = s.batteryMilli - DRAIN;
    if (b <= LOW) return { runStatus: 'CHARGING', batteryMilli: Math.max(0, b), workSeconds: 0 };
    return { runStatus: 'RUNNING', batteryMilli: b, workSeconds: (s.runStatus === 'RUNNING' ? s.workSeconds : 0) + 1 };
  }
  const b = Math.min(FULL, s.batteryMilli + CHARGE);
  return b >= FULL
    ? { runStatus: 'RUNNING', batteryMilli: FULL, workSeconds: 0 }
    : { runStatus: 'CHARGING', batteryMilli: b, workSeconds: 0 };
}

function startStatus(s: RobotState, enabled: boolean) {
  if (!enabled) return 'IDLE' as const;
  if (s.runStatus === 'RUNNING' || s.runStatus === 'CHARGING') return s.runStatus;
  return s.batteryMilli - DRAIN > LOW ? ('RUNNING' as const) : ('CHARGING' as const);
}

/** Seconds of one full cycle from a robot that starts running on a full battery back to that. */
const RUN_FROM_FULL = ceilDiv(FULL - LOW, DRAIN);
const CHARGE_AFTER_RUN = ceilDiv(FULL - Math.max(0, FULL - RUN_FROM_FULL * DRAIN), CHARGE);
const CYCLE = RUN_FROM_FULL + CHARGE_AFTER_RUN;

/**
 * The state after `seconds` whole seconds: exactly `stepOnce` applied that many times, in closed form (a phase at a
 * time, whole cycles skipped), so a year costs what a minute does. At 0 seconds a disabled robot is already idle.
 */
export function advance(s: RobotState, seconds: number, enabled: boolean): RobotState {
  let t = Math.max(0, Math.floor(seconds));
  // A disabled robot stands idle from the moment it is disabled; anything else changes only as seconds pass.
  if (t === 0) return enabled ? s : { runStatus: 'IDLE', batteryMilli: s.batteryMilli, workSeconds: 0 };
  if (!enabled) return { runStatus: 'IDLE', batteryMilli: Math.min(FULL, s.batteryMilli + CHARGE * t), workSeconds: 0 };
  let status = startStatus(s, enabled);
  let b = s.batteryMilli;
  let work = status === 'RUNNING' && s.runStatus === 'RUNNING' ? s.workSeconds : 0;
  while (t > 0) {
    if (status === 'RUNNING') {
      if (b === FULL && work === 0 && t >= CYCLE) t %= CYCLE;
      if (t === 0) break;
      const k = Math.max(1, ceilDiv(b - LOW, DRAIN));
      if (t < k) {
        b -= t * DRAIN;
        work += t;
        t = 0;
      } else {
        b = Math.max(0, b - k * DRAIN);
        status = 'CHARGING';
        work = 0;
        t -= k;
      }
    } else {
      const k = Math.max(1, ceilDiv(FULL - b, CHARGE));
      if (t < k) {
        b += t * CHARGE;
        t = 0;
      } else {
        b = FULL;
        status = 'RUNNING';
        work = 0;
        t -= k;
      }
    }
  }
  return { runStatus: status, batteryMilli: b, workSeconds: status === 'RUNNING' ? work : 0 };
}

/** The sandbox's clock ticks in whole seconds: a report is kept at its second, so no fraction is lost between reads. */
export const wholeSeconds = (d: Date) => Math.floor(d.getTime() / 1000);

/** The last report the sandbox gave of a robot, whether it is enabled, and when. */
export interface SandboxMemory {
  state: RobotState;
  enabled: boolean;
  at: Date;
}

/**
 * The sandbox fleet: no robots behind it, each robot's state a pure function of its last report and the time since
 * (`advance`), on the clock it is given. `recall` reads the last reports (the robots table).
 */
export function createSandboxFleet(opts: {
  recall: (identifiers: readonly string[]) => Promise<Map<string, SandboxMemory>>;
  now?: () => Date;
}): RobotFleet {
  const now = opts.now ?? (() => new Date());
  return {
    async status(identifiers) {
      const memory = await opts.recall(identifiers);
      const at = wholeSeconds(now());
      const answer = new Map<string, RobotState>();
      for (const [id, m] of memory) answer.set(id, advance(m.state, at - wholeSeconds(m.at), m.enabled));
      return answer;
    },
  };
}
