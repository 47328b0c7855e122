import { type OperatorLoginValue, operatorEnrolRequest, operatorLoginRequest } from '@mekong/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../shared/api/client.ts';
import { getSession } from '../../shared/session/session.ts';

export type LoginInput = z.output<typeof operatorLoginRequest> & { merchant: string };

export const loginRequestSchema = operatorLoginRequest;
export const enrolRequestSchema = operatorEnrolRequest;

/** POST /wps/operator/login: the brand is chosen by the Merchant header, as typed at sign-in. */
export const useLogin = () =>
  useMutation({
    mutationFn: ({ merchant, ...body }: LoginInput) =>
      api<OperatorLoginValue>('/wps/operator/login', { method: 'POST', body, merchant }),
  });

/** POST /wps/operator/login/enrol: the ticket and the authenticator's first code. */
export const useEnrol = () =>
  useMutation({
    mutationFn: ({ merchant, ...body }: { merchant: string; ticket: string; totp: string }) =>
      api<OperatorLoginValue>('/wps/operator/login/enrol', { method: 'POST', body, merchant }),
  });

/** Ends the session on the server too; the console forgets it whatever the answer. */
export async function logout() {
  if (!getSession()) return;
  await api('/wps/operator/logout', { method: 'POST', body: {} }).catch(() => undefined);
}
