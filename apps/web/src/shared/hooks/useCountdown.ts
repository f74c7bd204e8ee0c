import { useCallback, useEffect, useState } from 'react';

/** A seconds countdown for "send code again" buttons. */
export function useCountdown(): {
  seconds: number;
  running: boolean;
  start: (seconds: number) => void;
  stop: () => void;
} {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return undefined;
    const timer = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= deadline) setDeadline(null);
    }, 250);
    return () => window.clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const t = Date.now();
    setNow(t);
    setDeadline(t + Math.max(0, seconds) * 1000);
  }, []);
  const stop = useCallback(() => setDeadline(null), []);

  const seconds = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { seconds, running: seconds > 0, start, stop };
}
