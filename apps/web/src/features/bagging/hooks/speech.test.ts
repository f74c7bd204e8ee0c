import { describe, expect, it } from 'vitest';
import { SOUNDS, soundOfError } from './sounds';
import { SPEECH_DEFAULTS, utteranceValues } from './useSpeech';

describe('the station’s speech settings', () => {
  it('maps the 0-9 scales onto the Web Speech ranges', () => {
    expect(utteranceValues(SPEECH_DEFAULTS)).toEqual({ volume: 0.56, pitch: 1, rate: 2 });
    expect(utteranceValues({ ...SPEECH_DEFAULTS, vol: 0, pit: 0, spd: 0 })).toEqual({ volume: 0, pitch: 0, rate: 0.5 });
    expect(utteranceValues({ ...SPEECH_DEFAULTS, vol: 9, pit: 9, spd: 9 })).toEqual({ volume: 1, pitch: 1.8, rate: 2 });
    // The API stores 0-15: above 9 counts as 9 on the station.
    expect(utteranceValues({ ...SPEECH_DEFAULTS, vol: 15, pit: 15, spd: 15 })).toEqual({
      volume: 1,
      pitch: 1.8,
      rate: 2,
    });
  });
});

describe('the station’s sounds', () => {
  it('gives each outcome its own tones', () => {
    const patterns = Object.values(SOUNDS).map((s) => JSON.stringify(s));
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(soundOfError('BAG_WRONG_WAREHOUSE')).toBe('WRONG_WAREHOUSE');
    expect(soundOfError('BAG_PARCEL_UNKNOWN')).toBe('UNKNOWN_PARCEL');
    expect(soundOfError('BAG_BAY_FULL')).toBe('BAY_FULL');
    expect(soundOfError('SORT_RULE_UNMATCHED')).toBe('NO_RULE');
    expect(soundOfError(null)).toBe('ERROR');
  });
});
