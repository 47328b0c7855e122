import type { operatorMe } from '@mekong/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../api/client.ts';
import { useSession } from './session.ts';

export type Me = z.infer<typeof operatorMe>;

/** GET /wps/operator/me: who is signed in, and their brand (its name, currency and time zone). */
export function useMe() {
  const session = useSession();
  return useQuery({
    queryKey: ['me', session?.token],
    queryFn: () => api<Me>('/wps/operator/me'),
    enabled: !!session,
    staleTime: 60_000,
    retry: false,
  });
}
