import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SPEECH_DEFAULTS, type SpeechSetting } from '@parcelhub/contracts';
import { baggingApi } from '../api/baggingApi';

/**
 * The spec's speech settings (000 §3 "speech setting"): on/off, then volume, pitch, speed and voice. Stored per user
 * by the warehouses module (`api/sortWarehouse/speechSetting`, whole numbers 0-15); the station's popover shows the
 * 0-9 part of each scale (decision 221).
 */
export type SpeechSettings = SpeechSetting;
export { SPEECH_DEFAULTS };

/** The station's scales run 0-9; a stored value above (the API takes 0-15) counts as 9. */
export const SPEECH_SCALE_MAX = 9;
const scale = (n: number) => Math.max(0, Math.min(SPEECH_SCALE_MAX, n));

/** Outside `['bagging']`: the station refreshes that after every scan, and this changes only when the user saves. */
export const speechSettingKey = ['speech-setting'] as const;

/** How long the popover waits after the last change (a slider's drag) before saving. */
export const SPEECH_SAVE_DELAY_MS = 400;

/** The 0-9 scales on the Web Speech API's ranges: volume 0-1, pitch 0-2 (5 is 1), rate 0.5-2 (5 is about 1.3). */
export function utteranceValues(s: SpeechSettings): { volume: number; pitch: number; rate: number } {
  return {
    volume: Math.round((scale(s.vol) / 9) * 100) / 100,
    pitch: Math.round(Math.min(2, scale(s.pit) / 5) * 100) / 100,
    rate: Math.round((0.5 + scale(s.spd) / 6) * 100) / 100,
  };
}

/** The operator's language as speech synthesis names it. */
export const SPEECH_LANG: Record<string, string> = { zh: 'zh-CN', en: 'en-US', ko: 'ko-KR' };

/**
 * The user's stored speech settings (the defaults until loaded), and a change: shown at once, saved through the POST
 * once the changes stop for a moment (a slider's drag is one save). A refused save is worded by the client and the
 * stored settings are shown (and read) again.
 */
export function useSpeechSettings() {
  const queryClient = useQueryClient();
  const stored = useQuery({
    queryKey: speechSettingKey,
    queryFn: ({ signal }) => baggingApi.speechSetting(signal),
    staleTime: Infinity,
  });
  // Kept in the cache even when the station is gone by the time the answer comes.
  const save = useMutation({
    mutationFn: (s: SpeechSettings) => baggingApi.saveSpeechSetting(s),
    onSuccess: (saved) => queryClient.setQueryData(speechSettingKey, saved),
    onError: () => queryClient.invalidateQueries({ queryKey: speechSettingKey }),
  });
  /** What the user set and is not saved yet (or being saved). */
  const [draft, setDraft] = useState<SpeechSettings | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<SpeechSettings | null>(null);
  const { mutate } = save;
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = pending.current;
    pending.current = null;
    if (!next) return;
    const settle = () => setDraft((d) => (d === next ? null : d));
    mutate(next, { onSuccess: settle, onError: () => setDraft(null) });
  }, [mutate]);
  // Leaving the station saves what is waiting.
  useEffect(() => flush, [flush]);

  const change = useCallback(
    (next: SpeechSettings) => {
      setDraft(next);
      pending.current = next;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SPEECH_SAVE_DELAY_MS);
    },
    [flush],
  );
  const settings: SpeechSettings = draft ?? stored.data ?? SPEECH_DEFAULTS;
  return [settings, change, { loaded: stored.isSuccess, saving: save.isPending }] as const;
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
