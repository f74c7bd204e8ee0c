/**
 * A fixed-window limit per key (the caller's address), in this process's memory: the public calculator's guard
 * against scraping. With several server processes each counts its own share; that bounds the load, which is the point.
 */
export function createRateLimit({
  limit,
  windowMs,
  now = Date.now,
}: {
  limit: number;
  windowMs: number;
  now?: () => number;
}) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** True when this call is allowed (and counted). */
    take(key: string): boolean {
      const t = now();
      const w = windows.get(key);
      if (!w || t - w.start >= windowMs) {
        if (windows.size > 100_000) for (const [k, v] of windows) if (t - v.start >= windowMs) windows.delete(k);
        windows.set(key, { start: t, count: 1 });
        return true;
      }
      w.count += 1;
      return w.count <= limit;
    },
  };
}
