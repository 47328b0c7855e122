import type { ConfirmAdultRequest } from '@mekong/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, postJson } from '../../../shared/api/client.ts';

/**
 * POST /wps/member/confirmAdult: the player of an account an agent opened confirms being 18 or
 * older and accepting the terms; until then the server answers nothing else.
 */
export const confirmAdult = (body: ConfirmAdultRequest) => api<null>('/wps/member/confirmAdult', postJson(body));

export const useConfirmAdultMutation = () => useMutation({ mutationFn: confirmAdult });
