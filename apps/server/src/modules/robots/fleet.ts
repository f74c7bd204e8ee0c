import type { RobotRunStatus } from '@parcelhub/contracts';

/** What a fleet reports of one robot. */
export interface RobotState {
  runStatus: RobotRunStatus;
  /** Thousandths of a percent, 0-100000. */
  batteryMilli: number;
  /** Seconds since it last started running; 0 when not running. */
  workSeconds: number;
}

/**
 * The robot fleet adapter: whatever drives the robots (a vendor's fleet manager, or the sandbox) answers the state of
 * the robots asked for by identifier; a robot it does not know is left out of the answer.
 */
export interface RobotFleet {
  status(identifiers: readonly string[]): Promise<Map<string, RobotState>>;
}
