import type { RegisterRequest } from '@mekong/contracts';
import { useMutation } from '@tanstack/react-query';
import { sealedApi } from '../../../shared/api/sealed.ts';

export type RegisterValue = { id: number; userName: string; token: string | null };

/** PUT /wps/member/register or /wps/member/register/mobile (sealed). */
export const register = (method: 'username' | 'mobile', body: RegisterRequest) =>
  sealedApi<RegisterValue>(method === 'mobile' ? '/wps/member/register/mobile' : '/wps/member/register', body, 'PUT');

export const useRegisterMutation = () =>
  useMutation({
    mutationFn: (v: { method: 'username' | 'mobile'; body: RegisterRequest }) => register(v.method, v.body),
  });
