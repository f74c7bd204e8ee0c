import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { HomeBucket, OrderStatus } from '@parcelhub/contracts';
import type { OrderFilterValues } from './orderFilters';
import { ALL_STATUSES, entryOf, searchWithout } from './urlFilters';

/**
 * The list's filters, status tab and bucket, started from the address's query. The page stays mounted in its tab
 * (app/layout/tabs), so a link followed later (the home's counts) starts it again from the new address; the form
 * remounts (`formKey`) to show the link's filters. `onRestart` goes back to the first page and drops the selection.
 */
export function useListEntry(onRestart: () => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const entry = useMemo(() => entryOf(location.search), [location.search]);
  const [filters, setFilters] = useState<OrderFilterValues>(entry.filters);
  const [status, setStatus] = useState<OrderStatus | typeof ALL_STATUSES>(entry.status);
  const [bucket, setBucket] = useState<HomeBucket | undefined>(entry.bucket);
  const [formKey, setFormKey] = useState(0);
  const applied = useRef(location.search);
  const restart = useRef(onRestart);
  restart.current = onRestart;

  useEffect(() => {
    if (location.search === applied.current) return;
    applied.current = location.search;
    setFilters(entry.filters);
    setStatus(entry.status);
    setBucket(entry.bucket);
    setFormKey((k) => k + 1);
    restart.current();
  }, [location.search, entry]);

  /** Drops the bucket, from the address too (a later click on the same count then starts the list again). */
  const clearBucket = () => {
    const search = searchWithout(location.search, 'bucket');
    applied.current = search;
    setBucket(undefined);
    restart.current();
    void navigate({ pathname: location.pathname, search }, { replace: true });
  };

  return { initialFilters: entry.filters, filters, setFilters, status, setStatus, bucket, clearBucket, formKey };
}
