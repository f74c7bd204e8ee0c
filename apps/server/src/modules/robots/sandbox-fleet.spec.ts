import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ROBOT_RUN_STATUSES } from '@parcelhub/contracts';
import type { RobotState } from './fleet';
import { advance, CHARGE, createSandboxFleet, DRAIN, FULL, LOW, stepOnce } from './sandbox-fleet';

const state = fc.record({
  runStatus: fc.constantFrom(...ROBOT_RUN_STATUSES),
  batteryMilli: fc.integer({ min: 0, max: FULL }),
  workSeconds: fc.integer({ min: 0, max: 100_000 }),
});

function iterate(s: RobotState, n: number, enabled: boolean): RobotState {
  let x = s;
  for (let i = 0; i < n; i++) x = stepOnce(x, enabled);
  return x;
}

describe('sandbox fleet: the simulated clock', () => {
  it('drains a running robot by 0.01 % a second and counts its work time', () => {
    const s: RobotState = { runStatus: 'RUNNING', batteryMilli: 90_000, workSeconds: 60 };
    expect(advance(s, 600, true)).toEqual({
      runStatus: 'RUNNING',
      batteryMilli: 90_000 - 600 * DRAIN,
      workSeconds: 660,
    });
  });

  it('sends a running robot to charge at 20 %, and back to work when full', () => {
    const low = advance({ runStatus: 'RUNNING', batteryMilli: LOW + 5 * DRAIN, workSeconds: 9 }, 5, true);
    expect(low).toEqual({ runStatus: 'CHARGING', batteryMilli: LOW, workSeconds: 0 });
    const charged = advance(low, (FULL - LOW) / CHARGE, true);
    expect(charged).toEqual({ runStatus: 'RUNNING', batteryMilli: FULL, workSeconds: 0 });
  });

  it('charges a disabled robot, standing idle, up to full and no further', () => {
    expect(advance({ runStatus: 'RUNNING', batteryMilli: 50_000, workSeconds: 5 }, 100, false)).toEqual({
      runStatus: 'IDLE',
      batteryMilli: 50_000 + 100 * CHARGE,
      workSeconds: 0,
    });
    expect(advance({ runStatus: 'IDLE', batteryMilli: 99_000, workSeconds: 0 }, 3600, false).batteryMilli).toBe(FULL);
  });

  it('is exactly the second-by-second rule, in closed form', () => {
    fc.assert(
      fc.property(state, fc.integer({ min: 0, max: 25_000 }), fc.boolean(), (s, n, enabled) => {
        const at0 = enabled ? s : { runStatus: 'IDLE', batteryMilli: s.batteryMilli, workSeconds: 0 };
        expect(advance(s, n, enabled)).toEqual(n === 0 ? at0 : iterate(s, n, enabled));
      }),
      { numRuns: 60 },
    );
  });

  it('composes: reading at a then at a + b gives what one read at a + b gives', () => {
    fc.assert(
      fc.property(
        state,
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.boolean(),
        (s, a, b, enabled) => {
          expect(advance(advance(s, a, enabled), b, enabled)).toEqual(advance(s, a + b, enabled));
        },
      ),
    );
  });

  it('keeps the battery within 0-100 % and work time only while running', () => {
    fc.assert(
      fc.property(state, fc.integer({ min: 0, max: 100_000_000 }), fc.boolean(), (s, n, enabled) => {
        const r = advance(s, n, enabled);
        expect(r.batteryMilli).toBeGreaterThanOrEqual(0);
        expect(r.batteryMilli).toBeLessThanOrEqual(FULL);
        if (n > 0 && r.runStatus !== 'RUNNING') expect(r.workSeconds).toBe(0);
        if (!enabled) expect(r.runStatus).toBe('IDLE');
        if (n > 0 && enabled) expect(r.runStatus).not.toBe('IDLE');
      }),
    );
  });

  it('never drains a disabled robot', () => {
    fc.assert(
      fc.property(state, fc.integer({ min: 1, max: 1_000_000 }), (s, n) => {
        expect(advance(s, n, false).batteryMilli).toBeGreaterThanOrEqual(s.batteryMilli);
      }),
    );
  });

  it('answers by identifier from the last reports and its clock, leaving out robots it does not know', async () => {
    const at = new Date('2026-01-01T00:00:00.900Z');
    const fleet = createSandboxFleet({
      now: () => new Date('2026-01-01T00:10:00.100Z'),
      recall: async (ids) =>
        new Map(
          ids
            .filter((id) => id !== 'ghost')
            .map((id) => [
              id,
              { state: { runStatus: 'RUNNING', batteryMilli: FULL, workSeconds: 0 }, enabled: true, at },
            ]),
        ),
    });
    const got = await fleet.status(['R1', 'ghost']);
    expect([...got.keys()]).toEqual(['R1']);
    expect(got.get('R1')).toEqual({ runStatus: 'RUNNING', batteryMilli: FULL - 600 * DRAIN, workSeconds: 600 });
  });
});
