/** What a scan came to, as the station sounds it. */
export type ScanSound = 'SORTED' | 'REPEAT' | 'WRONG_WAREHOUSE' | 'UNKNOWN_PARCEL' | 'BAY_FULL' | 'NO_RULE' | 'ERROR';

type Tone = [frequency: number, seconds: number, wave: OscillatorType];

/** A distinct tone pattern per outcome: rising for sorted, low buzzes for the refusals, each its own rhythm. */
export const SOUNDS: Record<ScanSound, Tone[]> = {
  SORTED: [
    [880, 0.09, 'sine'],
    [1320, 0.14, 'sine'],
  ],
  REPEAT: [[660, 0.12, 'sine']],
  WRONG_WAREHOUSE: [
    [220, 0.12, 'square'],
    [220, 0.12, 'square'],
    [220, 0.12, 'square'],
  ],
  UNKNOWN_PARCEL: [
    [392, 0.15, 'sawtooth'],
    [262, 0.35, 'sawtooth'],
  ],
  BAY_FULL: [
    [440, 0.1, 'triangle'],
    [220, 0.1, 'triangle'],
    [440, 0.1, 'triangle'],
    [220, 0.1, 'triangle'],
  ],
  NO_RULE: [
    [523, 0.18, 'triangle'],
    [196, 0.3, 'square'],
  ],
  ERROR: [[180, 0.3, 'square']],
};

/** The sound of a refused scan, by the server's error key. */
export function soundOfError(errorKey: string | null): ScanSound {
  switch (errorKey) {
    case 'BAG_WRONG_WAREHOUSE':
      return 'WRONG_WAREHOUSE';
    case 'BAG_PARCEL_UNKNOWN':
      return 'UNKNOWN_PARCEL';
    case 'BAG_BAY_FULL':
    case 'BAG_BAY_AWAITING_CHANGE':
      return 'BAY_FULL';
    case 'SORT_RULE_UNMATCHED':
      return 'NO_RULE';
    default:
      return 'ERROR';
  }
}

let context: AudioContext | null = null;

/** Plays an outcome's tones through the Web Audio API (oscillators, no files); silent where there is none. */
export function playSound(sound: ScanSound): void {
  const Ctx = typeof window === 'undefined' ? undefined : (window.AudioContext ?? undefined);
  if (!Ctx) return;
  try {
    context ??= new Ctx();
    void context.resume?.();
    let at = context.currentTime + 0.01;
    for (const [frequency, seconds, wave] of SOUNDS[sound]) {
      const osc = context.createOscillator();
      const gain = context.createGain();
      osc.type = wave;
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.25, at);
      gain.gain.exponentialRampToValueAtTime(0.001, at + seconds);
      osc.connect(gain).connect(context.destination);
      osc.start(at);
      osc.stop(at + seconds);
      at += seconds + 0.04;
    }
  } catch {
    // no audio output: the screen still shows the outcome
  }
}
