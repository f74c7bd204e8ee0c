import crypto from 'node:crypto';
import type { SliderChallenge, SliderVerifyResult } from '@parcelhub/contracts';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { AppError } from '../../platform/http/app-error';
import * as queries from './account.repository';
import { PUZZLE, renderPuzzle } from './slider-puzzle';

const CHALLENGE_TTL_MS = 2 * 60_000;
const PASS_TTL_MS = 10 * 60_000;
const MAX_ATTEMPTS = 3;

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

/** Whether a dragged position is close enough to the hole: |x - target| within the tolerance (1-10 px). */
export const sliderMatches = (x: number, target: number, tolerance: number) => Math.abs(x - target) <= tolerance;

export function createSliderService({
  data,
  tolerance,
  maxPerMinute,
}: {
  data: DataAccess;
  tolerance: number;
  /** Puzzles one address may fetch a minute: blind guessing needs many puzzles, a person a few. */
  maxPerMinute: number;
}) {
  const repo = bindRepository(data, queries);
  return {
    async issue(ip: string): Promise<SliderChallenge> {
      const now = Date.now();
      const id = crypto.randomUUID();
      const p = renderPuzzle();
      // Recorded first, then counted: requests racing each other all see each other, none slips past the limit.
      await repo.insertChallenge({
        id,
        x: p.x,
        ip,
        issuedAt: new Date(now),
        expiresAt: new Date(now + CHALLENGE_TTL_MS),
      });
      if ((await repo.challengesFromSince(ip, new Date(now - 60_000))) > maxPerMinute) {
        await repo.deleteChallenge(id);
        throw new AppError('TOO_MANY_REQUESTS');
      }
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
      const c = await repo.findChallenge(id);
      if (!c || c.expiresAt < now || c.passTokenHash || c.attempts >= MAX_ATTEMPTS) return { result: 'retry' };
      if (!sliderMatches(x, c.x, tolerance)) {
        await repo.updateChallenge(id, { attempts: c.attempts + 1 });
        return { result: c.attempts + 1 >= MAX_ATTEMPTS ? 'retry' : 'fail' };
      }
      const token = crypto.randomBytes(24).toString('base64url');
      await repo.updateChallenge(id, {
        attempts: c.attempts + 1,
        passTokenHash: sha256(token),
        passExpiresAt: new Date(now.getTime() + PASS_TTL_MS),
      });
      return { result: 'success', sliderToken: token };
    },

    /** A pass token still good for use (checked before anything else is counted, without spending it). */
    async assertPass(token: string | undefined): Promise<void> {
      if (!token || !(await repo.findPass(sha256(token), new Date()))) throw new AppError('SLIDER_REQUIRED');
    },

    /** Spends a pass token on one phone number: one pass, one SMS. */
    async spendPass(token: string | undefined, phone: string): Promise<void> {
      if (!token || !(await repo.consumePass(sha256(token), phone, new Date()))) throw new AppError('SLIDER_REQUIRED');
    },
  };
}

export type SliderService = ReturnType<typeof createSliderService>;
