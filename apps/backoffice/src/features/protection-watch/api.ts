import type { nearLimits, nearLimitsQuery } from '@mekong/contracts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../shared/api/client.ts';

export type NearLimitsQuery = z.output<typeof nearLimitsQuery>;
export type NearLimitRow = z.infer<typeof nearLimits>['list'][number];

/** GET /wps/operator/protection/near-limits: the players whose use of a limit reached `percent`, fullest first. */
export const useNearLimits = (query: NearLimitsQuery) =>
  useQuery({
    queryKey: ['near-limits', query],
    queryFn: () => api<z.infer<typeof nearLimits>>('/wps/operator/protection/near-limits', { query }),
    placeholderData: (previous) => previous,
  });
