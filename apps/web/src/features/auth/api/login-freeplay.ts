import type { LoginValue } from '@mekong/contracts';
import { useMutation } from '@tanstack/react-query';
import { sealedApi } from '../../../shared/api/sealed.ts';

export type FreePlayValue = LoginValue & { expiresAt: string };

/** POST /wps/session/login/freeplay (sealed): a trial account of type 4. */
export const freePlay = (loginDeviceId: string) =>
  sealedApi<FreePlayValue>('/wps/session/login/freeplay', { os: 'web', platform: 'W', loginDeviceId });

export const useFreePlayMutation = () => useMutation({ mutationFn: freePlay });
