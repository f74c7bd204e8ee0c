import { asSystem } from './actor-context';
import type { DataAccess } from './data-access';

/** Items one grouped write sends at most. */
const GROUP_MAX = 200;

/**
 * A write that concurrent callers each make for one item, sent for many at once ("group commit"): a call joins the
 * next write of its kind, which goes as soon as the one in flight has ended (or at once, on the next turn of the event
 * loop, when none is), carrying every item that arrived meanwhile. Twenty callers a millisecond apart become one
 * statement and one commit instead of twenty; a lone caller waits no longer than it did.
 *
 * `write` answers one result per item, in order. When a write of several fails, each of its items is written again
 * on its own, so a bad item fails only its own call. The writes run as the system, not as the actor of whichever call
 * started them (they mix callers; what is written must not depend on who asked). A call made inside a transaction
 * writes its item at once, in that transaction, as its caller expects.
 */
export function groupedWrites<I, O>(
  data: Pick<DataAccess, 'inTransaction'>,
  write: (items: readonly I[]) => Promise<readonly O[]>,
  max = GROUP_MAX,
): (item: I) => Promise<O> {
  type Waiter = { item: I; resolve: (o: O) => void; reject: (e: unknown) => void };
  let queue: Waiter[] = [];
  let busy = false;

  const one = async (item: I): Promise<O> => {
    const [out] = await write([item]);
    return out as O;
  };

  async function send(group: Waiter[]) {
    try {
      const out = await write(group.map((w) => w.item));
      if (out.length !== group.length) throw new Error(`grouped write answered ${out.length} of ${group.length}`);
      group.forEach((w, i) => w.resolve(out[i]!));
    } catch (err) {
      if (group.length === 1) group[0]!.reject(err);
      else await Promise.all(group.map((w) => one(w.item).then(w.resolve, w.reject)));
    }
  }

  function drain() {
    if (busy || queue.length === 0) return;
    busy = true;
    const group = queue.slice(0, max);
    queue = queue.slice(group.length);
    void asSystem(() => send(group)).finally(() => {
      busy = false;
      drain();
    });
  }

  return (item: I) => {
    if (data.inTransaction) return one(item);
    return new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      // The next turn of the event loop, so calls made in this one go together.
      if (queue.length === 1 && !busy) setImmediate(drain);
    });
  };
}
