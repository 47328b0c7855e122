import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../shared/api/query-keys.ts';
import { useSession } from '../../../shared/session/session.ts';
import { useLogoutMutation } from '../api/logout.ts';
import { forgetToken } from './remember.ts';

/**
 * Ends the session on the server and here: the remembered token, the session's keys and the
 * member's and balance's cached answers. Signing out locally must not depend on the server being
 * reachable, so a failed call still signs out.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const logout = useLogoutMutation();
  const signOut = async () => {
    await logout.mutateAsync(useSession.getState().token).catch(() => undefined);
    forgetToken();
    useSession.getState().clear();
    queryClient.removeQueries({ queryKey: queryKeys.members });
    queryClient.removeQueries({ queryKey: queryKeys.balances });
  };
  return { signOut, pending: logout.isPending };
}
