import type { LoginChallenge, LoginValue, VerifyMethod } from '@mekong/contracts';
import { useMutation } from '@tanstack/react-query';
import { sealedApi } from '../../../shared/api/sealed.ts';

/** POST /wps/session/login/verification (sealed): the new-IP proof; answers a login value. */
export const completeChallenge = (challenge: LoginChallenge, method: VerifyMethod, code: string) =>
  sealedApi<LoginValue>('/wps/session/login/verification', { challengeId: challenge.challengeId, method, code });

export const useCompleteChallengeMutation = () =>
  useMutation({
    mutationFn: (v: { challenge: LoginChallenge; method: VerifyMethod; code: string }) =>
      completeChallenge(v.challenge, v.method, v.code),
  });
