import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/**
 * DELETE /wps/session/logout: ends the session and every remember-me token of the member. The
 * token is passed in, because the caller may clear the session here before the call goes out.
 */
export const logout = (token: string | null) =>
  api<null>('/wps/session/logout', {
    method: 'DELETE',
    headers: token ? { Authorization: `Bearer ${token}` } : undefined,
  });

export const useLogoutMutation = () => useMutation({ mutationFn: logout });
