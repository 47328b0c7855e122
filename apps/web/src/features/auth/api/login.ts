import type { LoginRequest, LoginValue } from '@mekong/contracts';
import { useMutation } from '@tanstack/react-query';
import { sealedApi } from '../../../shared/api/sealed.ts';

/** POST /wps/session/login (sealed): username or SMS login. */
export const login = (body: LoginRequest) => sealedApi<LoginValue>('/wps/session/login', body);

export const useLoginMutation = () => useMutation({ mutationFn: login });
