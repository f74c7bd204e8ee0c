/**
 * One read of a small piece of database state (a version counter) shared by the calls that want it at once, without
 * ever answering a call from a read that began before the call did: a call that arrives while a read is in flight
 * waits for the next one, which every call arriving meanwhile shares. So each caller still sees every write committed
 * before its call began (read-your-writes), and a burst of N calls costs two reads instead of N.
 */
export function freshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const p = read();
    running = p;
    const settled = () => {
      if (running === p) running = null;
    };
    p.then(settled, settled);
    return p;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = null;
        return start();
      });
    return queued;
  };
}
