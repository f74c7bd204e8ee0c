import { useContext } from 'react';
import { SessionContext } from '../../../shared/session';

/** The platform manages every cost and chooses owners; a supplier sees its own (the server decides either way). */
export function useIsPlatform(): boolean {
  return useContext(SessionContext)?.currentUser.privilegeType === 'PLATFORM';
}
