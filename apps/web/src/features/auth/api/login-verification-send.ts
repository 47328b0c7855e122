import type { VerifyMethod } from '@mekong/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, postJson } from '../../../shared/api/client.ts';

/** POST /wps/session/login/verification/send: the new-IP code by SMS or email. */
export const sendChallengeCode = (challengeId: string, method: VerifyMethod) =>
  api<{ expiredMinutes: number }>('/wps/session/login/verification/send', postJson({ challengeId, method }));

export const useSendChallengeCodeMutation = () =>
  useMutation({
    mutationFn: (v: { challengeId: string; method: VerifyMethod }) => sendChallengeCode(v.challengeId, v.method),
  });
