import { useCallback, useEffect, useState } from 'react';
import { readLocalJson, writeLocal } from '../../../shared/storage/local';

/**
 * The spec's speech settings (000 §3 "speech setting"): on/off, then volume, pitch, speed and voice on 0-9 scales.
 * Kept in localStorage here; the lead wires the per-user stored setting at merge (same shape).
 */
export interface SpeechSettings {
  flag: boolean;
  vol: number;
  pit: number;
  spd: number;
  autoVoice: number;
}

export const SPEECH_DEFAULTS: SpeechSettings = { flag: true, vol: 5, pit: 5, spd: 9, autoVoice: 4 };
const KEY = 'parcelhub.bagging.speech';

const isSettings = (v: unknown): v is SpeechSettings =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as SpeechSettings).flag === 'boolean' &&
  (['vol', 'pit', 'spd', 'autoVoice'] as const).every((k) => {
    const n = (v as SpeechSettings)[k];
    return Number.isInteger(n) && n >= 0 && n <= 9;
  });

/** The 0-9 scales on the Web Speech API's ranges: volume 0-1, pitch 0-2 (5 is 1), rate 0.5-2 (5 is about 1.3). */
export function utteranceValues(s: SpeechSettings): { volume: number; pitch: number; rate: number } {
  return {
    volume: Math.round((s.vol / 9) * 100) / 100,
    pitch: Math.round(Math.min(2, s.pit / 5) * 100) / 100,
    rate: Math.round((0.5 + s.spd / 6) * 100) / 100,
  };
}

/** The operator's language as speech synthesis names it. */
export const SPEECH_LANG: Record<string, string> = { zh: 'zh-CN', en: 'en-US', ko: 'ko-KR' };

export function useSpeechSettings() {
  const [settings, setSettings] = useState<SpeechSettings>(() => readLocalJson(KEY, SPEECH_DEFAULTS, isSettings));
  useEffect(() => writeLocal(KEY, JSON.stringify(settings)), [settings]);
  return [settings, setSettings] as const;
}

/** Speaks `text` in `lang` with the settings (nothing when speech is off or the browser has none). */
export function useSpeak(settings: SpeechSettings, lang: string) {
  return useCallback(
    (text: string) => {
      const synth = typeof window === 'undefined' ? undefined : window.speechSynthesis;
      if (!settings.flag || !synth || typeof SpeechSynthesisUtterance === 'undefined') return;
      const u = new SpeechSynthesisUtterance(text);
      const tag = SPEECH_LANG[lang] ?? 'en-US';
      u.lang = tag;
      Object.assign(u, utteranceValues(settings));
      // autoVoice picks among the voices of the language (the spec's voice number), when the browser has some.
      const voices = synth.getVoices?.().filter((v) => v.lang.replace('_', '-').startsWith(tag.slice(0, 2))) ?? [];
      if (voices.length > 0) u.voice = voices[settings.autoVoice % voices.length]!;
      synth.cancel();
      synth.speak(u);
    },
    [settings, lang],
  );
}
