import { afterEach, describe, expect, it, vi } from 'vitest';
import { beep, resetBeep } from './beep';

/** A Web Audio stand-in that records the oscillators started. */
function fakeAudio() {
  const started: { type: string; frequency: number }[] = [];
  const param = () => ({ value: 0, setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() });
  class FakeContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    resume = vi.fn(async () => undefined);
    createGain() {
      return { gain: param(), connect: (d: unknown) => d };
    }
    createOscillator() {
      const osc = {
        type: '',
        frequency: param(),
        connect: (d: unknown) => d,
        start: () => started.push({ type: osc.type, frequency: osc.frequency.value }),
        stop: vi.fn(),
      };
      return osc;
    }
  }
  return { FakeContext, started };
}

describe('beep', () => {
  afterEach(() => {
    resetBeep();
    vi.unstubAllGlobals();
  });

  it('is silent, and says so, without Web Audio', () => {
    vi.stubGlobal('AudioContext', undefined);
    expect(beep('success')).toBe(false);
    expect(beep('error')).toBe(false);
  });

  it('sounds one high tone for success and two low square tones for an error', () => {
    const audio = fakeAudio();
    vi.stubGlobal('AudioContext', audio.FakeContext);
    expect(beep('success')).toBe(true);
    expect(audio.started).toEqual([{ type: 'sine', frequency: 1320 }]);
    audio.started.length = 0;
    expect(beep('error')).toBe(true);
    expect(audio.started).toEqual([
      { type: 'square', frequency: 220 },
      { type: 'square', frequency: 180 },
    ]);
  });

  it('never throws when Web Audio does', () => {
    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          throw new Error('no audio device');
        }
      },
    );
    expect(beep('error')).toBe(false);
  });
});
