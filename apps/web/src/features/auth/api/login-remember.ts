import type { LoginValue } from '@mekong/contracts';
import { useMutation } from '@tanstack/react-query';
import { sealedApi } from '../../../shared/api/sealed.ts';

/** POST /wps/session/login/remember (sealed): a silent sign-in with the remember-me token. */
export const rememberLogin = (username: string, rememberToken: string) =>
  sealedApi<LoginValue>('/wps/session/login/remember', { username, rememberToken });

export const useRememberLoginMutation = () =>
  useMutation({ mutationFn: (v: { username: string; token: string }) => rememberLogin(v.username, v.token) });
