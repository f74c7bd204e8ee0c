import { useCallback, useState } from 'react';

/**
 * Keyset paging: the cursors of the pages walked so far, as a stack. "Next" pushes the cursor the page answered,
 * "previous" pops back to the page before; there is no page count, so no jump to page N.
 */
export function useKeyset() {
  const [cursors, setCursors] = useState<string[]>([]);
  return {
    /** The cursor to ask with (undefined: the first page). */
    after: cursors[cursors.length - 1],
    /** 1-based page number within this walk. */
    page: cursors.length + 1,
    hasPrevious: cursors.length > 0,
    next: useCallback((cursor: string) => setCursors((c) => [...c, cursor]), []),
    previous: useCallback(() => setCursors((c) => c.slice(0, -1)), []),
    reset: useCallback(() => setCursors([]), []),
  };
}
