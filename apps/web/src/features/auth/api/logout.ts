import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/** DELETE /wps/session/logout: ends the session and every remember-me token of the member. */
export const logout = () => api<null>('/wps/session/logout', { method: 'DELETE' });

export const useLogoutMutation = () => useMutation({ mutationFn: logout });
