import crypto from 'node:crypto';
import type { SliderChallenge, SliderVerifyResult } from '@parcelhub/contracts';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/http/app-error';
import * as repo from './account.repository';
import { PUZZLE, renderPuzzle } from './slider-puzzle';

const CHALLENGE_TTL_MS = 2 * 60_000;
const PASS_TTL_MS = 10 * 60_000;
const MAX_ATTEMPTS = 3;

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

/** Whether a dragged position is close enough to the hole: |x - target| within the tolerance (1-10 px). */
export const sliderMatches = (x: number, target: number, tolerance: number) => Math.abs(x - target) <= tolerance;

export function createSliderService({ db, tolerance }: { db: Db; tolerance: number }) {
  return {
    async issue(): Promise<SliderChallenge> {
      const p = renderPuzzle();
      const id = crypto.randomUUID();
      await repo.insertChallenge(db, { id, x: p.x, expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS) });
      return {
        id,
        bg: p.bg,
        piece: p.piece,
        y: p.y,
        width: PUZZLE.width,
        height: PUZZLE.height,
        pieceSize: PUZZLE.piece,
      };
    },

    /** success yields a pass token; fail may be tried again; retry means the challenge is spent. */
    async verify(id: string, x: number): Promise<SliderVerifyResult> {
      const now = new Date();
      const c = await repo.findChallenge(db, id);
      if (!c || c.expiresAt < now || c.passTokenHash || c.attempts >= MAX_ATTEMPTS) return { result: 'retry' };
      if (!sliderMatches(x, c.x, tolerance)) {
        await repo.updateChallenge(db, id, { attempts: c.attempts + 1 });
        return { result: c.attempts + 1 >= MAX_ATTEMPTS ? 'retry' : 'fail' };
      }
      const token = crypto.randomBytes(24).toString('base64url');
      await repo.updateChallenge(db, id, {
        attempts: c.attempts + 1,
        passTokenHash: sha256(token),
        passExpiresAt: new Date(now.getTime() + PASS_TTL_MS),
      });
      return { result: 'success', sliderToken: token };
    },

    /** A pass token still good for use (sending the registration SMS checks without spending it). */
    async assertPass(token: string | undefined): Promise<void> {
      if (!token || !(await repo.findPass(db, sha256(token), new Date()))) throw new AppError('SLIDER_REQUIRED');
    },

    /** Spends a pass token (registration); inside the caller's transaction. */
    async consumePass(tx: Db, token: string): Promise<void> {
      if (!(await repo.consumePass(tx, sha256(token), new Date()))) throw new AppError('SLIDER_REQUIRED');
    },
  };
}

export type SliderService = ReturnType<typeof createSliderService>;
