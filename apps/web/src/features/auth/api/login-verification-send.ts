import type { VerifyMethod } from '@mekong/contracts';
import { api, postJson } from '../../../shared/api/client.ts';

/** POST /wps/session/login/verification/send: the new-IP code by SMS or email. */
export const sendChallengeCode = (challengeId: string, method: VerifyMethod) =>
  api<{ expiredMinutes: number }>('/wps/session/login/verification/send', postJson({ challengeId, method }));
