import { useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/** POST /wps/member/password/email, sent as a form the way the original client posts it. */
export const forgotByEmail = (username: string, email: string) =>
  api<null>('/wps/member/password/email', { method: 'POST', body: new URLSearchParams({ username, email }) });

export const useForgotByEmailMutation = () =>
  useMutation({ mutationFn: (v: { username: string; email: string }) => forgotByEmail(v.username, v.email) });
