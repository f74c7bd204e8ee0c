import { useContext, useMemo } from 'react';
import { SessionContext } from '../session/SessionContext';
import { accessOf, type AccessCheck } from './access';

/** What the signed-in user may do; outside the logged-in layout, nothing. */
export function useAccess(): AccessCheck {
  const session = useContext(SessionContext);
  const user = session?.currentUser ?? null;
  return useMemo(() => accessOf(user), [user]);
}
