import type { BreakRequest } from '@mekong/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, postJson } from '../../../shared/api/client.ts';

/** A break as the server states it: which, and until when (null: a permanent self-exclusion). */
export type TakenBreak = { kind: BreakRequest['kind']; until: string | null };

/**
 * POST /wps/member/breaks: the break starts at once and ends every session of the player, this one
 * too, so the answer is the last call the session makes.
 */
export const useTakeBreakMutation = () =>
  useMutation({ mutationFn: (v: BreakRequest) => api<TakenBreak>('/wps/member/breaks', postJson(v)) });
