export type BeepKind = 'success' | 'error';

interface Tone {
  frequency: number;
  /** Seconds from the start of the sound. */
  at: number;
  duration: number;
}

/** A short high chirp for a good scan; two low buzzes for a bad one, easy to tell apart in a noisy warehouse. */
export const TONES: Record<BeepKind, { wave: OscillatorType; tones: Tone[] }> = {
  success: { wave: 'sine', tones: [{ frequency: 1320, at: 0, duration: 0.09 }] },
  error: {
    wave: 'square',
    tones: [
      { frequency: 220, at: 0, duration: 0.16 },
      { frequency: 180, at: 0.22, duration: 0.22 },
    ],
  },
};

type AudioContextClass = typeof AudioContext;
let context: AudioContext | null = null;

function audioContextClass(): AudioContextClass | null {
  const g = globalThis as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return g.AudioContext ?? g.webkitAudioContext ?? null;
}

/**
 * Plays the scan sound of this kind through Web Audio (one oscillator per tone, a gain envelope against clicks).
 * Answers false where there is no Web Audio (tests, old browsers) or it failed: a scan never fails for its sound.
 */
export function beep(kind: BeepKind): boolean {
  const Ctx = audioContextClass();
  if (!Ctx) return false;
  try {
    context ??= new Ctx();
    // Browsers start a context suspended until a user gesture; a scanner's keystrokes are one.
    if (context.state === 'suspended') void context.resume().catch(() => undefined);
    const { wave, tones } = TONES[kind];
    const start = context.currentTime;
    for (const tone of tones) {
      const osc = context.createOscillator();
      const gain = context.createGain();
      osc.type = wave;
      osc.frequency.value = tone.frequency;
      const t0 = start + tone.at;
      gain.gain.setValueAtTime(0.0001, t0);
      gain.gain.exponentialRampToValueAtTime(0.25, t0 + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, t0 + tone.duration);
      osc.connect(gain).connect(context.destination);
      osc.start(t0);
      osc.stop(t0 + tone.duration + 0.02);
    }
    return true;
  } catch {
    return false;
  }
}

/** For tests: forget the shared context. */
export function resetBeep(): void {
  context = null;
}
